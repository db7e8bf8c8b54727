#!/usr/bin/env bash
# CI step for the SDL window front end: installs SDL and a virtual display, then runs the Xvfb acceptance test.
# .ci/run calls it once, after the root package's build and tests (the test reuses the root's debug build of
# `responder`; responder-window builds in Platforms/SDL/.build).
set -euo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
export DEBIAN_FRONTEND=noninteractive
# .ci/run installs them in the background while it builds; on its own, this script installs what is missing.
if ! dpkg -s libsdl2-dev xvfb xdotool imagemagick >/dev/null 2>&1; then
  echo "== SDL window: install libsdl2-dev xvfb xdotool imagemagick"
  apt-get update -qq
  apt-get install -y -qq libsdl2-dev xvfb xdotool imagemagick >/dev/null
fi
echo "== SDL window: Xvfb acceptance test"
./run-xvfb.sh
echo "== SDL window: took $(($(date +%s) - start)) s"
