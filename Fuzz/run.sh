#!/bin/sh
# Builds and runs one coverage-guided fuzz target for SECONDS seconds (libFuzzer, via swiftc -sanitize=fuzzer).
#   Fuzz/run.sh streams|scenes|scripts SECONDS     corpus in Fuzz/Corpus/TARGET, crashes in Fuzz/Crashes/TARGET
#   Fuzz/run.sh depth [CONFIG]                     finds the view depth that overflows the 8 MB main stack,
#                                                  in code (untraced) and through `responder replay` (traced)
set -eu
cd "$(dirname "$0")"
target=${1:?usage: Fuzz/run.sh streams|scenes|scripts SECONDS | depth [debug|release]}
case "$target" in
streams) product=FuzzStreams ;;
scenes) product=FuzzScenes ;;
scripts) product=FuzzScripts ;;
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
swift build -c release --product "$product" -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library >/dev/null
binary=$(swift build -c release --show-bin-path)/$product
mkdir -p "Corpus/$target" "Crashes/$target"
# Swift's own crash backtracer would take the signal first and libFuzzer would never save the crashing input.
SWIFT_BACKTRACE=enable=no "$binary" "Corpus/$target" -max_total_time="$seconds" -artifact_prefix="Crashes/$target/" -print_final_stats=1
