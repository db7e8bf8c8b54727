#!/usr/bin/env bash
# The acceptance test of responder-window, under a virtual X display (Xvfb):
#  1. seed 004's scene (01-hit-test-log): xdotool clicks on AView at (150, 150), then presses Return and the up
#     arrow; the trace file must hold exactly what `responder replay` prints for that tap and those presses.
#  2. the drag lesson (09-drag): xdotool drags the card from (100, 100) to (250, 400); the trace must equal
#     replay's for the same moves, and a screenshot (`import -window root`) must show the card's pink at its new
#     place and not at its old one.
#  3. the picture of step 1: check-picture.py checks the hit view's outline, the names and the legend by pixels.
#  4. the pager lesson (20-pager-of-lists): three wheel notches over the inbox arrive as discrete scroll steps and
#     scroll it.
# Needs: libsdl2-dev xvfb xdotool imagemagick (apt). Exits non-zero on any failure.
#   CONFIG=release Platforms/SDL/Tests/run-xvfb.sh     (default: debug)
#   RESPONDER=path/to/responder Platforms/SDL/Tests/run-xvfb.sh   (a responder built elsewhere)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
package=$(dirname "$here")
root=$(cd "$package/../.." && pwd)
config=${CONFIG:-debug}
work=$(mktemp -d /tmp/responder-window-test.XXXXXX)
failures=0
pids=()

cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

echo "== build responder-window ($config) and responder"
# The same dependency versions as the root package's build: its pins spare this package a resolution.
if [ -f "$root/Package.resolved" ] && [ ! -f "$package/Package.resolved" ]; then
  cp "$root/Package.resolved" "$package/Package.resolved"
fi
# The window needs only the engine and the scene files: RESPONDER_CORE_ONLY=1 keeps the root package's playground
# server (Hummingbird, NIO) out of this package's resolution and build.
RESPONDER_CORE_ONLY=1 swift build --package-path "$package" -c "$config" --product responder-window
window_bin="$(RESPONDER_CORE_ONLY=1 swift build --package-path "$package" -c "$config" --show-bin-path)/responder-window"
if [ -n "${RESPONDER:-}" ]; then
  responder_bin=$RESPONDER   # a responder binary built elsewhere
else
  swift build --package-path "$root" --product responder
  responder_bin="$(swift build --package-path "$root" --show-bin-path)/responder"
fi
scenes="$root/Sources/ResponderScenes/Bundled"

echo "== start Xvfb"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
pids+=($!)
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { cat "$work/xvfb.log" >&2; echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(head -n1 "$work/display")"
export SDL_VIDEODRIVER=x11 SDL_RENDER_DRIVER=software
echo "display $DISPLAY"

# start_window SCENE TRACE TITLE: runs responder-window and waits for its window; sets $window_pid, $wid.
start_window() {
  rm -f "$2"
  "$window_bin" "$1" --trace "$2" >"$work/window.out" 2>&1 &
  window_pid=$!
  pids+=("$window_pid")
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name "$3" | head -n1) || true
  if [ -z "$wid" ]; then cat "$work/window.out" >&2; echo "no window named '$3'" >&2; exit 1; fi
  sleep 0.5   # a few frames drawn
}

# wait_for FILE PATTERN: waits (10 s at most) until FILE has a line matching PATTERN.
wait_for() {
  for _ in $(seq 100); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}

# stop_window: closes the window (SIGTERM is SDL's quit) and waits for the trace to be closed.
stop_window() {
  kill -TERM "$window_pid"
  for _ in $(seq 100); do kill -0 "$window_pid" 2>/dev/null || break; sleep 0.1; done
  wait "$window_pid" || fail "responder-window exited with status $?"
}

# compare NAME SCENE TRACE: the trace must equal what `responder replay` prints for its own input lines.
compare() {
  python3 "$here/trace-to-script.py" "$3" >"$work/$1.script.yaml"
  "$responder_bin" replay "$2" "$work/$1.script.yaml" >"$work/$1.expected"
  if diff -u "$work/$1.expected" "$3" >"$work/$1.diff"; then
    pass "$1: the trace ($(wc -l <"$3") lines) equals responder replay's"
  else
    cat "$work/$1.diff" >&2
    fail "$1: the trace differs from responder replay's"
  fi
}

echo "== seed 004: click on AView"
start_window 01-hit-test-log "$work/tap.trace" "Seed 004"
xdotool mousemove --window "$wid" --sync 150 150
xdotool click 1
wait_for "$work/tap.trace" "touchesEnded" || fail "tap: no touchesEnded in the trace"
# The picture after the click: the hit view outlined and unobscured, the views' names and the legend written with
# enough contrast (check-picture.py, by the pixels of the window alone).
sleep 0.3
xdotool mousemove 1200 1000   # the pointer out of the picture
sleep 0.2
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X, Y, WIDTH, HEIGHT
import -window root "$work/seed.png"
convert "$work/seed.png" -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$work/seed.ppm"
if python3 "$here/check-picture.py" "$work/seed.ppm"; then
  pass "seed 004's picture: hit view outlined and unobscured, names and legend legible"
else
  fail "seed 004's picture (see $work/seed.png)"
fi
cp "$work/seed.png" "${SEED_SCREENSHOT:-/tmp/responder-window-seed.png}" 2>/dev/null || true
# The keyboard: Return and the up arrow arrive as presses (select, upArrow), began then ended.
xdotool key --window "$wid" Return Up
wait_for "$work/tap.trace" "press upArrow ended" || fail "keys: no upArrow press in the trace"
stop_window
if [ "$(grep '^input:.*press' "$work/tap.trace" | sed -E 's/t=[^ ]+ //')" = "input: press select began
input: press select ended
input: press upArrow began
input: press upArrow ended" ]; then
  pass "keys: Return and Up arrived as select and upArrow presses, each began then ended"
else
  grep '^input:.*press' "$work/tap.trace" >&2 || true
  fail "keys: Return and Up did not arrive as two presses"
fi
# A mouse's touch is an indirect pointer's: the trace names it `pointer`.
if [ "$(grep '^input: t=[^ ]* finger' "$work/tap.trace" | sed -E 's/t=[^ ]+ //')" = "input: finger 1 began (150, 150) pointer
input: finger 1 ended (150, 150) pointer" ]; then
  pass "tap: the click arrived as a pointer's touch, down and up at (150, 150)"
else
  grep '^input:' "$work/tap.trace" >&2 || true
  fail "tap: the click did not arrive as one touch at (150, 150)"
fi
grep -q "^finger 1 -> AView in UIWindow$" "$work/tap.trace" && pass "tap: AView is the hit view" \
  || fail "tap: AView was not the hit view"
compare tap "$scenes/01-hit-test-log.yaml" "$work/tap.trace"

echo "== drag lesson: drag the card from (100, 100) to (250, 400)"
start_window 09-drag "$work/drag.trace" "Drag me"
xdotool mousemove --window "$wid" --sync 100 100
xdotool mousedown 1
sleep 0.1
for step in $(seq 1 10); do
  xdotool mousemove --window "$wid" --sync $((100 + 15 * step)) $((100 + 30 * step))
  sleep 0.05
done
xdotool mouseup 1
wait_for "$work/drag.trace" "touchesEnded" || fail "drag: no touchesEnded in the trace"
sleep 0.3   # frames drawn after the drop
xdotool mousemove 1000 1000   # the pointer out of the picture
sleep 0.2
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X, Y: the window's place on the screen
import -window root "$work/drag.png"
pixel() { convert "$work/drag.png" -format "%[fx:round(255*p{$((X + $1)),$((Y + $2))}.r)],%[fx:round(255*p{$((X + $1)),$((Y + $2))}.g)],%[fx:round(255*p{$((X + $1)),$((Y + $2))}.b)]" info:; }
new=$(pixel 250 400)
old=$(pixel 100 100)
echo "pixel at the new centre (250, 400): $new; at the old centre (100, 100): $old"
[ "$new" = "255,45,85" ] && pass "drag: the card (systemPink) is at its new place" \
  || fail "drag: the card's pink is not at (250, 400) but $new"
[ "$old" = "255,255,255" ] && pass "drag: its old place is empty" \
  || fail "drag: the old place (100, 100) shows $old, not the white background"
stop_window
inputs=$(grep '^input:' "$work/drag.trace" | sed -E 's/t=[^ ]+ //')
if [ "$(head -n1 <<<"$inputs")" = "input: finger 1 began (100, 100) pointer" ] \
  && [ "$(tail -n1 <<<"$inputs")" = "input: finger 1 ended (250, 400) pointer" ] \
  && [ "$(grep -c 'moved' <<<"$inputs")" -ge 2 ]; then
  pass "drag: finger 1 went down at (100, 100), moved $(grep -c 'moved' <<<"$inputs") times and lifted at (250, 400)"
else
  echo "$inputs" >&2
  fail "drag: the drag did not arrive as one touch from (100, 100) to (250, 400)"
fi
grep -q "^card.touchesMoved\[1\]$" "$work/drag.trace" && pass "drag: the card got touchesMoved" \
  || fail "drag: the card got no touchesMoved"
compare drag "$scenes/09-drag.yaml" "$work/drag.trace"
cp "$work/drag.png" "${SCREENSHOT:-/tmp/responder-window-drag.png}" 2>/dev/null || true

echo "== pager lesson: the mouse wheel scrolls the list under the pointer"
start_window 20-pager-of-lists "$work/wheel.trace" "pager"
xdotool mousemove --window "$wid" --sync 195 400
xdotool click 5 click 5 click 5   # three notches down: the content moves up
wait_for "$work/wheel.trace" "inbox changed:" || fail "wheel: the inbox did not scroll"
stop_window
if [ "$(grep -c '^input: t=[^ ]* scroll discrete' "$work/wheel.trace")" -ge 3 ]; then
  pass "wheel: three notches arrived as discrete scroll steps, and the inbox scrolled"
else
  grep '^input:' "$work/wheel.trace" >&2 || true
  fail "wheel: the notches did not arrive as discrete scroll steps"
fi

if [ "$failures" -gt 0 ]; then
  echo "responder-window under Xvfb: $failures check(s) failed (files in $work)" >&2
  exit 1
fi
echo "responder-window under Xvfb: all checks passed"
rm -rf "$work"
