import Foundation
import ResponderKit
import Testing

/// `contains` against an independent implementation: Tests/Oracle/path_oracle.py writes random paths (lines,
/// quadratic and cubic curves, arcs, ellipses, rounded rectangles, rectangles) and random points, with its own
/// winding number and even-odd answer for each point (true circles and ellipses, its own flattening, rays in other
/// directions) and the point's distance to the outline. Every answer must agree, except for points nearer the
/// outline than the two flattenings' tolerances and the cubics' distance from the true circles allow.
@MainActor
@Suite("PathContainmentOracleTests")
struct PathContainmentOracleTests {
    struct Outcome {
        var compared = 0
        var nearOutline = 0
        var mismatches: [String] = []
    }

    static func runOracle(arguments: [String]) throws -> [String: Any] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Oracle/path_oracle.py").standardized
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func point(_ values: [Any], _ index: Int) -> CGPoint {
        CGPoint(x: values[index] as? Double ?? .nan, y: values[index + 1] as? Double ?? .nan)
    }

    /// Builds the case's path twice: as a `CGMutablePath` and as a `UIBezierPath` (whose `clockwise` is the
    /// opposite of CoreGraphics').
    static func paths(_ ops: [[Any]]) -> (CGMutablePath, UIBezierPath) {
        let cg = CGMutablePath()
        let ui = UIBezierPath()
        for op in ops {
            let number = { (index: Int) in op[index] as? Double ?? .nan }
            switch op[0] as? String {
            case "move":
                cg.move(to: point(op, 1))
                ui.move(to: point(op, 1))
            case "line":
                cg.addLine(to: point(op, 1))
                ui.addLine(to: point(op, 1))
            case "quad":
                cg.addQuadCurve(to: point(op, 3), control: point(op, 1))
                ui.addQuadCurve(to: point(op, 3), controlPoint: point(op, 1))
            case "curve":
                cg.addCurve(to: point(op, 5), control1: point(op, 1), control2: point(op, 3))
                ui.addCurve(to: point(op, 5), controlPoint1: point(op, 1), controlPoint2: point(op, 3))
            case "arc":
                let clockwise = op[6] as? Bool ?? false
                cg.addArc(
                    center: point(op, 1), radius: number(3), startAngle: number(4), endAngle: number(5),
                    clockwise: !clockwise)
                ui.addArc(
                    withCenter: point(op, 1), radius: number(3), startAngle: number(4), endAngle: number(5),
                    clockwise: clockwise)
            case "close":
                cg.closeSubpath()
                ui.close()
            case "ellipse":
                let rect = CGRect(x: number(1), y: number(2), width: number(3), height: number(4))
                cg.addEllipse(in: rect)
                ui.append(UIBezierPath(ovalIn: rect))
            case "rect":
                let rect = CGRect(x: number(1), y: number(2), width: number(3), height: number(4))
                cg.addRect(rect)
                ui.append(UIBezierPath(rect: rect))
            case "roundedRect":
                let rect = CGRect(x: number(1), y: number(2), width: number(3), height: number(4))
                cg.addRoundedRect(in: rect, cornerWidth: number(5), cornerHeight: number(5))
                ui.append(UIBezierPath(roundedRect: rect, cornerRadius: number(5)))
            default:
                Issue.record("unknown op \(op)")
            }
        }
        return (cg, ui)
    }

    static func compare(_ oracle: [String: Any]) -> Outcome {
        var outcome = Outcome()
        let cases = oracle["cases"] as? [[String: Any]] ?? []
        for (index, entry) in cases.enumerated() {
            let (cg, ui) = paths(entry["ops"] as? [[Any]] ?? [])
            let radius = entry["maxRadius"] as? Double ?? 0
            // Flattening here (0.01 pt) and in the oracle (under 0.02 pt), and cubics against true circles
            // (0.03% of the radius), with room to spare.
            let margin = 0.05 + 0.0005 * radius
            for values in entry["points"] as? [[Any]] ?? [] {
                let p = point(values, 0)
                let winding = values[2] as? Int ?? 0
                let odd = values[3] as? Bool ?? false
                let distance = values[4] as? Double ?? 0
                guard distance > margin else {
                    outcome.nearOutline += 1
                    continue
                }
                outcome.compared += 1
                ui.usesEvenOddFillRule = false
                let answers = [
                    cg.contains(p), cg.contains(p, using: .evenOdd), ui.contains(p),
                    {
                        ui.usesEvenOddFillRule = true; return ui.contains(p)
                    }(),
                ]
                let expected = [winding != 0, odd, winding != 0, odd]
                if answers != expected {
                    outcome.mismatches.append(
                        "case \(index) point \(p.x),\(p.y) (distance \(distance)): \(answers) expected \(expected)")
                }
            }
        }
        return outcome
    }

    @Test("contains agrees with an independent Python winding-number and even-odd check on 6,000 random points")
    func agreesWithOracle() throws {
        let oracle = try Self.runOracle(arguments: ["--seed", "31", "--cases", "200", "--points", "30"])
        let outcome = Self.compare(oracle)
        #expect(outcome.mismatches == [])
        #expect(outcome.compared + outcome.nearOutline == 6000)
        #expect(outcome.compared > 5500)
        print("path oracle: \(outcome.compared) points compared, \(outcome.nearOutline) within the margin skipped")
    }
}
