#!/usr/bin/env bash
# Scene file loading (decode, validate, build) of a 100,000-view scene, JSON and YAML, against Python's
# json.load on the same JSON bytes: in the debug build (what `swift run` makes) and in release.
#   ./load.sh [--views N] [--runs N]
set -euo pipefail
cd "$(dirname "$0")"
for configuration in debug release; do
  swift build -c "$configuration" --product loadbench
  ".build/$configuration/loadbench" "$@"
done
