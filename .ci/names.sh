#!/usr/bin/env bash
# True names (issue 29): every top-level public or open type of the package's sources lives in a file named after
# it — `UIPanGestureRecognizer` in `UIPanGestureRecognizer.swift`, extensions in `Type+Concern.swift` — so that
# a reader finds a type by its name. Prints each type that lives elsewhere and fails if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files --cached --others --exclude-standard -- 'Sources/*.swift' | python3 -c '
import os, re, sys
declaration = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|nonisolated|indirect)\s+)*"
    r"(class|struct|enum|protocol|actor|typealias)\s+(\w+)", re.M)
misplaced = 0
for path in sys.stdin.read().split():
    stem = os.path.basename(path)[: -len(".swift")].split("+")[0]
    for match in declaration.finditer(open(path, encoding="utf-8").read()):
        if match.group(2) != stem:
            print(f"{path}: public {match.group(1)} {match.group(2)} belongs in {match.group(2)}.swift")
            misplaced += 1
if misplaced:
    print(f"{misplaced} public type(s) in a file of another name", file=sys.stderr)
    sys.exit(1)
'
