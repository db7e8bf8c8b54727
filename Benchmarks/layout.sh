#!/usr/bin/env bash
# Auto Layout through the UIKit API against the bare solve (issue 35's goal: within 2×), and the re-solve after one
# constant changes (goal: 0 allocations), on a 1,000-view grid screen. Release build; allocations counted with
# solver/malloc_count.c preloaded.
#   ./layout.sh [--columns N] [--rows N] [--runs N] [--resolves N]
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cc -O2 -shared -fPIC solver/malloc_count.c -o "$WORK/libmalloc_count.so"
swift build -c release --product layoutbench
LD_PRELOAD="$WORK/libmalloc_count.so" .build/release/layoutbench "$@"
