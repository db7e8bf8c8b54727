#!/usr/bin/env bash
# ResponderKit's constraint solver side by side with kiwi, in one run, on the same generated UI system.
#
# Downloads kiwisolver's source distribution from PyPI into a temporary folder (never committed), builds kiwi's C++
# headers (kiwi/*.h, header-only) into kiwi_harness.cpp with g++ -O2, builds main.swift with ResponderKit's solver
# sources (Sources/ResponderKit/Layout/Solver, internal to ResponderKit, so compiled into the benchmark) with
# swiftc -O -wmo and the release flags Package.swift gives ResponderKit, generates a VIEWS-view screen with
# Tests/Oracle/kiwi_oracle.py (the oracle's generator: views pinned, centred, placed after siblings, sized by
# preferences within bounds, the window's width an edit variable), and times in both:
#   full solve  a new solver, every constraint and edit variable added, every value read (median of RUNS);
#   re-solve    the window's width changes by 10 points (suggestValue on its edit variable, the dual simplex),
#               then every value read (kiwi's updateVariables) (median over RESOLVES, in batches of 100);
# and counts allocations per re-solve (kiwi: operator new; ResponderKit: malloc, counted by malloc_count.c,
# preloaded). Exits non-zero when the two solutions' checksums differ.
#
# Usage: run.sh [--views N (1000)] [--runs N (5)] [--resolves N (5000)] [--seed N (35)]
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
VIEWS=1000
RUNS=5
RESOLVES=5000
SEED=35
while (($#)); do
  case "$1" in
    --views) VIEWS="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --resolves) RESOLVES="$2"; shift 2 ;;
    --seed) SEED="$2"; shift 2 ;;
    *) echo "usage: run.sh [--views N] [--runs N] [--resolves N] [--seed N]" >&2; exit 2 ;;
  esac
done
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "== kiwisolver source distribution (PyPI)"
python3 -m pip download --quiet --no-binary :all: --no-deps kiwisolver -d "$WORK" 2>&1 | grep -v "^WARNING: Running pip as" || true
tar xzf "$WORK"/kiwisolver-*.tar.gz -C "$WORK"
KIWI="$(echo "$WORK"/kiwisolver-*/)"
echo "$(basename "$KIWI")"

echo "== build (g++ -O2, swiftc -O -wmo)"
g++ -O2 -std=c++17 -I "$KIWI" kiwi_harness.cpp -o "$WORK/kiwi_harness"
cc -O2 -shared -fPIC malloc_count.c -o "$WORK/libmalloc_count.so"
swiftc -O -wmo -swift-version 6 -enforce-exclusivity=unchecked ../../Sources/ResponderKit/Layout/Solver/*.swift main.swift \
  -o "$WORK/solverbench"

echo "== a $VIEWS-view screen (seed $SEED)"
python3 ../../Tests/Oracle/kiwi_oracle.py --seed "$SEED" --count 1 --views "$VIEWS" --no-solve --out "$WORK/screen.txt"
echo "$(grep -c '^A' "$WORK/screen.txt") constraints, $((VIEWS * 4)) variables, 1 edit variable (the window's width)"

read -r _ KIWI_FULL KIWI_RESOLVE KIWI_ALLOCATIONS KIWI_SUM < <("$WORK/kiwi_harness" "$WORK/screen.txt" "$RUNS" "$RESOLVES")
read -r _ OUR_FULL OUR_RESOLVE OUR_ALLOCATIONS OUR_SUM < <(LD_PRELOAD="$WORK/libmalloc_count.so" \
  "$WORK/solverbench" "$WORK/screen.txt" "$RUNS" "$RESOLVES")

python3 - "$KIWI_FULL" "$KIWI_RESOLVE" "$KIWI_ALLOCATIONS" "$KIWI_SUM" "$OUR_FULL" "$OUR_RESOLVE" "$OUR_ALLOCATIONS" "$OUR_SUM" <<'PY'
import sys
kf, kr, ka, ks, of, orr, oa, os_ = map(float, sys.argv[1:])
print("%-12s %14s %14s %8s" % ("", "ResponderKit", "kiwi", "ratio"))
print("%-12s %11.1f us %11.1f us %7.2fx" % ("full solve", of, kf, of / kf))
print("%-12s %11.2f us %11.2f us %7.2fx" % ("re-solve", orr, kr, orr / kr))
print("%-12s %14.2f %14.2f" % ("allocs/re-solve", oa, ka))
same = abs(ks - os_) <= 1e-6 * max(1.0, abs(ks))
print("solutions %s (checksums %.6f, %.6f)" % ("agree" if same else "DIFFER", os_, ks))
sys.exit(0 if same else 1)
PY
