#!/usr/bin/env bash
# Formats every Swift file that `.ci/run` lints, per .swift-format, then lints them. Run it once after merging
# all branches and commit its changes alone ("swift format: ..."), so that the reformat does not mix with other
# work. Formatting changes layout only (indentation, line breaks, trailing commas).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

mapfile -t files < <(git ls-files --cached --others --exclude-standard -- \
  Package.swift 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift')
swift format format --in-place --parallel "${files[@]}"
swift format lint --strict --parallel "${files[@]}"
echo "formatted ${#files[@]} files; review with git diff --stat"
