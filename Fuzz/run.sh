#!/bin/sh
# Builds and runs one coverage-guided fuzz target for SECONDS seconds (libFuzzer, via swiftc -sanitize=fuzzer).
#   Fuzz/run.sh streams|scenes|scripts SECONDS     corpus in Fuzz/Corpus/TARGET, crashes in Fuzz/Crashes/TARGET
#   Fuzz/run.sh depth [CONFIG]                     finds the view depth that overflows the 8 MB main stack
set -eu
cd "$(dirname "$0")"
target=${1:?usage: Fuzz/run.sh streams|scenes|scripts SECONDS | depth [debug|release]}
case "$target" in
streams) product=FuzzStreams ;;
scenes) product=FuzzScenes ;;
scripts) product=FuzzScripts ;;
depth)
    config=${2:-debug}
    swift build -c "$config" --product DepthProbe >/dev/null
    probe=$(swift build -c "$config" --show-bin-path)/DepthProbe
    survives() { (ulimit -s 8192; timeout 120 "$probe" "$1") >/dev/null 2>&1; }
    low=1000 high=2000
    while survives "$high"; do low=$high high=$((high * 2)); done
    while [ $((high - low)) -gt $((low / 50 + 1)) ]; do
        mid=$(((low + high) / 2))
        if survives "$mid"; then low=$mid; else high=$mid; fi
    done
    echo "$config: a chain of $low views is hit-tested and delivered; $high overflows the 8 MB stack"
    exit 0 ;;
*) echo "unknown target $target" >&2; exit 2 ;;
esac
seconds=${2:?seconds}
swift build -c release --product "$product" -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library >/dev/null
binary=$(swift build -c release --show-bin-path)/$product
mkdir -p "Corpus/$target" "Crashes/$target"
"$binary" "Corpus/$target" -max_total_time="$seconds" -artifact_prefix="Crashes/$target/" -print_final_stats=1
