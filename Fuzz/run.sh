#!/bin/sh
# Builds and runs coverage-guided fuzz targets (libFuzzer, `-Xswiftc -sanitize=fuzzer`, release).
#   Fuzz/run.sh streams|scenes|scripts|messages SECONDS   one target; corpus in Fuzz/Corpus/TARGET, crashing
#                                                          inputs in Fuzz/Crashes/TARGET
#   Fuzz/run.sh all SECONDS                                every target in turn, SECONDS each (CI: 60)
#   Fuzz/run.sh depth [CONFIG]                             finds the view depth that overflows the 8 MB main
#                                                          stack, in code (untraced) and through `responder
#                                                          replay` (traced)
# The targets: streams (random input streams driven by the bytes, the lifecycle verifier on), scenes (the scene
# decoder; what decodes is built, replayed and written as text, JSON lines and SVG), scripts (the script
# decoder), messages (the playground's message reader and session, in process: each line a message). Each runs
# with a dictionary of extreme numbers (±1e40, ±1e308, subnormals, -0, long digit strings) and its own keys,
# and a 10-second limit per input, so a hang is reported as one (a "timeout" artifact).
set -eu
cd "$(dirname "$0")"
target=${1:?usage: Fuzz/run.sh streams|scenes|scripts|messages|all SECONDS | depth [debug|release]}
if [ "$target" = all ]; then
    seconds=${2:?seconds}
    for each in streams scenes scripts messages; do ./run.sh "$each" "$seconds"; done
    exit 0
fi
case "$target" in
streams) product=FuzzStreams dictionaries="" ;;
scenes) product=FuzzScenes dictionaries=scenes.dict ;;
scripts) product=FuzzScripts dictionaries=scenes.dict ;;
messages) product=FuzzMessages dictionaries=messages.dict ;;
depth)
    # Bisects, in a subprocess with the default 8 MB stack, the first chain depth that crashes DepthProbe (a
    # chain built in code, its deepest view tapped), untraced (the loop walk) and traced (the recursive walk,
    # as `responder replay` runs); then replays flat scene files at the loader's limit and one level past it.
    config=${2:-debug}
    swift build -c "$config" --scratch-path .build-depth --product DepthProbe >/dev/null
    probe=$(swift build -c "$config" --scratch-path .build-depth --show-bin-path)/DepthProbe
    probe() { (ulimit -s 8192; timeout 600 "$probe" "$@") >/dev/null 2>&1; }
    for mode in untraced traced; do
        low=500 high=1000
        while [ "$high" -le 1000000 ] && probe "$high" "$mode"; do low=$high high=$((high * 2)); done
        while [ "$high" -le 1000000 ] && [ $((high - low)) -gt $((low / 50 + 1)) ]; do
            mid=$(((low + high) / 2))
            if probe "$mid" "$mode"; then low=$mid; else high=$mid; fi
        done
        echo "$config, $mode: a chain of $low views is hit-tested, delivered and released; $high crashes"
    done
    (cd .. && swift build -c "$config" --scratch-path Fuzz/.build-depth/root --product responder >/dev/null)
    responder=$(cd .. && swift build -c "$config" --scratch-path Fuzz/.build-depth/root --show-bin-path)/responder
    scene=$(mktemp -d)/deep.yaml
    for n in 5000 5001; do
        awk -v n="$n" 'BEGIN {
            print "name: deep chain"; print "windows:"; print "  - {id: w, key: true, frame: [0, 0, 100, 100]}"
            print "views:"; parent = "w"
            for (i = 1; i <= n; i++) { printf "  - {id: v%d, superview: %s, frame: [0, 0, 100, 100]}\n", i, parent; parent = "v" i }
            print "script:"; print "  - tap: [50, 50]" }' >"$scene"
        set +e
        output=$( (ulimit -s 8192; "$responder" replay "$scene") 2>&1)
        status=$?
        set -e
        echo "$config, responder replay of a flat scene $n levels deep: exit $status, $(printf '%s\n' "$output" | grep -c .) lines; last: $(printf '%s\n' "$output" | tail -1 | cut -c1-150)"
    done
    exit 0 ;;
*) echo "unknown target $target" >&2; exit 2 ;;
esac
seconds=${2:?seconds}
# -sanitize=fuzzer instruments every module for coverage. It is given to the compiler rather than as SwiftPM's
# --sanitize=fuzzer, which also compiles executables as libraries, the root package's build-tool plugin's among
# them; the fuzz targets ask for that themselves (Package.swift). lld links: gold stops with an internal error on
# the instrumented plugin tool's debug information.
swift build -c release --product "$product" -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld >/dev/null
binary=$(swift build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld --show-bin-path)/$product
mkdir -p "Corpus/$target" "Crashes/$target"
# A new corpus starts from the bundled lessons (scenes and scripts) or a page's first messages.
if [ -z "$(ls -A "Corpus/$target")" ]; then
    case "$target" in
    scenes | scripts) cp ../Sources/ResponderScenes/Bundled/*.yaml "Corpus/$target/" ;;
    messages)
        printf '%s\n' 'E{"type":"input","samples":[{"finger":1,"phase":"began","x":150,"y":150,"t":1000}]}' \
            '{"type":"input","samples":[{"finger":1,"phase":"ended","x":150,"y":150,"t":1080}]}' >Corpus/messages/click
        printf '%s\n' 'T{"type":"input","samples":[{"finger":1,"phase":"began","x":155,"y":400,"t":1000},{"finger":2,"phase":"began","x":235,"y":400,"t":1000}]}' \
            '{"type":"input","samples":[{"finger":1,"phase":"moved","x":150.4,"y":394.1,"t":1060},{"finger":2,"phase":"moved","x":239.6,"y":405.9,"t":1060}]}' \
            '{"type":"hover","x":10,"y":10,"t":1100,"pointerType":"mouse"}' >Corpus/messages/pinch
        ;;
    esac
fi
dictionary=$(mktemp)
cat Dictionaries/numbers.dict ${dictionaries:+"Dictionaries/$dictionaries"} >"$dictionary"
# Swift's own crash backtracer would take the signal first and libFuzzer would never save the crashing input.
SWIFT_BACKTRACE=enable=no "$binary" "Corpus/$target" -dict="$dictionary" -timeout=10 -max_total_time="$seconds" \
    -artifact_prefix="Crashes/$target/" -print_final_stats=1
rm -f "$dictionary"
