#!/usr/bin/env bash
# Browser tests of the playground: builds `responder` and `responder-playground`, starts the playground on a
# free loopback port,
# runs the pytest suite in headless Chromium against it, and stops the server.
# Needs: chromium and chromium-driver (Debian), python3 with pytest and selenium.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

swift build --product responder
swift build --product responder-playground
BIN="$(swift build --show-bin-path)/responder"
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
LOG="$(mktemp -t responder-serve.XXXXXX)"

"$BIN-playground" --host 127.0.0.1 --port "$PORT" > "$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
  if python3 -c "import urllib.request, sys; urllib.request.urlopen('http://127.0.0.1:$PORT/healthz', timeout=1)" 2>/dev/null; then
    break
  fi
  if ! kill -0 "$SERVER" 2>/dev/null; then cat "$LOG" >&2; exit 1; fi
  sleep 0.1
done
echo "responder serve is listening on http://127.0.0.1:$PORT/ (log: $LOG)"

PLAYGROUND_URL="http://127.0.0.1:$PORT/" RESPONDER_BIN="$BIN" \
  python3 -m pytest -q -p no:cacheprovider Tests/Browser "$@"
