#!/usr/bin/env bash
# Shows that the package's check on trapping floating-point-to-integer conversions is live (see
# Sources/ResponderKit/Internal/TotalConversions.swift):
#  1. every Swift module of the package (each Swift target of the manifest but the build-tool plugins' own tools
#     and the test modules written as an iOS app's files; and the fuzz package's session module) holds the check's
#     file, as a link to the one in ResponderKit, so that a trapping
#     conversion anywhere is a compiler warning, which the CI build refuses;
#  2. a probe compiled with that file gets the warning at each of its 10 trapping conversions, and none at its
#     total ones.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
canonical=Sources/ResponderKit/Internal/TotalConversions.swift
missing=0
# The package's Swift modules, as the manifest declares them (plugins and C targets aside), and the fuzz package's
# copy of the playground's session.
modules=$(swift package describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    path = target["path"]
    # Not the package'"'"'s own code: the build-tool plugins'"'"' tools, and the test modules that stand in for an iOS
    # app'"'"'s files, which must read as iOS code reads (`Int(bounds.width)` included).
    exempt = path.startswith("Plugins/") or path in (
        "Tests/UIKitFacadeTests", "Tests/UIKitSwift5Tests", "Tests/UIKitSourcesFixtureLinux")
    if target.get("module_type") == "SwiftTarget" and not exempt:
        print(path)')
for module in $modules Fuzz/Sources/PlaygroundSessionCore; do
    if ! find -L "$module" -maxdepth 2 -name TotalConversions.swift -samefile "$canonical" | grep -q .; then
        echo "$module: no link to $canonical (ln -s to it from the module's folder)" >&2
        missing=1
    fi
done
[ "$missing" = 0 ] || exit 1
probe=$(mktemp -d)/probe.swift
cat >"$probe" <<'SWIFT'
import Foundation

func conversions(_ d: Double, _ c: CGFloat, _ f: Float) -> [Int] {
    [
        Int(d), Int(c), Int(f), Int(d.rounded()), Int(UInt32(d)), Int(Int64(c)), Int(UInt8(f)), Int(UInt(d)),
        Int((c * 2).rounded(.up)), Int(Int32(exactly: 2.0)! + Int32(f)),
    ]
}

func total(_ d: Double, _ c: CGFloat) -> [Int] {
    [Int(saturating: d), Int(saturating: c), Int(exactly: d) ?? 0, Int(UInt64(saturating: c) >> 1)]
}
SWIFT
output=$(swiftc -typecheck "$probe" "$canonical" 2>&1 || true)
found=$(grep -c "^$probe:.*warning: 'init(_:)' is deprecated: traps on NaN" <<<"$output" || true)
if [ "$found" != 10 ] || grep -q "error:" <<<"$output"; then
    printf '%s\n' "$output" >&2
    echo "the trapping-conversion check gave $found warnings for the probe's 10 trapping conversions" >&2
    exit 1
fi
echo "the trapping-conversion check is live in every module: 10 warnings for the probe's 10 trapping conversions"
