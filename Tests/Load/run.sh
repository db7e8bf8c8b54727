#!/usr/bin/env bash
# The playground load test: builds responder-playground and runs Tests/Load/playground_load.py against it.
#   Tests/Load/run.sh                       # CI: 32 sessions × 120 samples/s for 60 s, hostile clients, debug build
#   Tests/Load/run.sh --duration 10         # a shorter run; every option goes to playground_load.py
#   CONFIGURATION=release Tests/Load/run.sh # against a release build
#   SCRATCH_PATH=.build-x Tests/Load/run.sh # builds in another folder (a release build beside a debug one)
set -euo pipefail
cd "$(dirname "$0")/../.."
configuration="${CONFIGURATION:-debug}"
scratch="${SCRATCH_PATH:-.build}"
swift build -c "$configuration" --scratch-path "$scratch" --product responder-playground
exec python3 Tests/Load/playground_load.py --binary "$scratch/$configuration/responder-playground" "$@"
