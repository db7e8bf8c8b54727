#!/usr/bin/env bash
# The playground load test: builds responder-playground and runs Tests/Load/playground_load.py against it.
#   Tests/Load/run.sh                       # 32 sessions × 120 samples/s for 60 s, hostile clients, release build
#   Tests/Load/run.sh --duration 10         # a shorter run; every option goes to playground_load.py
#   CONFIGURATION=debug Tests/Load/run.sh   # against a debug build (it cannot keep up: the test fails)
#   SCRATCH_PATH=.build-x Tests/Load/run.sh # builds in another folder
# The release build is the one that passes (the debug engine and playground answer about a fifth of the input);
# built cold, it takes about 18 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
configuration="${CONFIGURATION:-release}"
scratch="${SCRATCH_PATH:-.build}"
swift build -c "$configuration" --scratch-path "$scratch" --product responder-playground
exec python3 Tests/Load/playground_load.py --binary "$scratch/$configuration/responder-playground" "$@"
