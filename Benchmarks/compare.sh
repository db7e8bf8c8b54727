#!/usr/bin/env bash
# Compares ResponderKit's hit-testing with the C reference of ../../shared/bench, in the same run, on the same
# seeded scenes and query points, and checks that every answer is identical.
#
#   Benchmarks/compare.sh [--bench DIR] [--reps N] [--min-time S] [--only PATTERN]
#
# Prints per scene: our hit tests per second, C's, the ratio, and whether the answers agree byte for byte.
# Exits non-zero when any answer differs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bench="${BENCH_DIR:-$here/../../shared/bench}"
reps=3
min_time=0.3
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --bench) bench="$2"; shift 2 ;;
        --reps) reps="$2"; shift 2 ;;
        --min-time) min_time="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
work="$here/.compare"            # ignored by git
mkdir -p "$work/scenes"
if [ ! -f "$work/scenes/points.txt" ]; then
    python3 "$bench/gen_scenes.py" "$work/scenes" > "$work/gen.log"
fi
cc -O2 -o "$work/hittest_ref" "$bench/hittest_ref.c"
[ -n "${SKIP_BUILD:-}" ] || (cd "$here" && swift build -c release --product hitcompare >"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
ours="$(cd "$here" && swift build -c release --show-bin-path)/hitcompare"

rate() { sed -E 's/.*"hit_per_s":([0-9.]+).*/\1/'; }
printf '%-16s %14s %14s %8s  %s\n' scene "ours hit/s" "C hit/s" ratio answers
status=0
for shape in balanced wide deep; do
    for n in 100 1000 10000 100000; do
        name="${shape}_${n}"
        if [ -n "$only" ] && [[ "$name" != *$only* ]]; then continue; fi
        scene="$work/scenes/$name.txt"
        c_line="$("$work/hittest_ref" "$scene" "$work/scenes/points.txt" --reps "$reps" --min-time "$min_time" --out "$work/c_$name.bin")"
        o_line="$("$ours" "$scene" "$work/scenes/points.txt" --reps "$reps" --min-time "$min_time" --out "$work/ours_$name.bin")"
        c_rate="$(echo "$c_line" | rate)"
        o_rate="$(echo "$o_line" | rate)"
        if cmp -s "$work/c_$name.bin" "$work/ours_$name.bin"; then same="identical"; else same="DIFFERENT"; status=1; fi
        ratio="$(python3 -c "print(f'{$o_rate / $c_rate:.2f}x')")"
        printf '%-16s %14.0f %14.0f %8s  %s\n' "$name" "$o_rate" "$c_rate" "$ratio" "$same"
    done
done
exit $status
