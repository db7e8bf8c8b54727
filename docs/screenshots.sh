#!/usr/bin/env bash
# Regenerates the README's pictures from the code as it is, so they cannot go stale:
#   docs/playground.png       the playground's first screen (seed 004's lesson played), taken by the browser test
#                             that also checks it (Tests/Browser/test_screenshots.py, at the minimum width, 1280 px)
#   docs/seed-004.svg         `responder replay 01-hit-test-log --format svg`: one picture per input
#   docs/responder-window.png the SDL window after a click on seed 004's AView (with --sdl: it builds
#                             Platforms/SDL and runs its Xvfb test, which checks the picture)
# Needs what Tests/Browser/run.sh needs (chromium, chromium-driver, selenium, pytest, imagemagick).
#   docs/screenshots.sh [--sdl]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
FIRST_SCREEN="$PWD/docs/playground.png" Tests/Browser/run.sh -k first_screen
"$(swift build --show-bin-path)/responder" replay 01-hit-test-log --format svg -o docs/seed-004.svg
if [ "${1:-}" = "--sdl" ]; then
  SEED_SCREENSHOT="$PWD/docs/responder-window-full.png" Platforms/SDL/Tests/run-xvfb.sh
  # The screenshot is the whole virtual screen: keep the window's corner of it.
  convert docs/responder-window-full.png -crop 420x960+0+0 +repage docs/responder-window.png
  rm -f docs/responder-window-full.png
fi
echo "regenerated: $(ls docs/*.png docs/*.svg | tr '\n' ' ')"
