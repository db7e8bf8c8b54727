import Foundation
import Testing

@testable import ResponderKit

/// Runs `Tests/Oracle/kiwi_oracle.py` (python3 with kiwisolver from PyPI) and replays its systems against
/// ``LayoutSolver``: every outcome and every value must be kiwi's.
enum KiwiOracle {
    /// The oracle script.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Oracle/kiwi_oracle.py")

    /// The number of random systems, 10,000 unless `RESPONDER_ORACLE_SYSTEMS` says otherwise (CI's sanitizer run
    /// takes fewer).
    static let systemCount = Int(ProcessInfo.processInfo.environment["RESPONDER_ORACLE_SYSTEMS"] ?? "") ?? 10_000

    /// Whether the tests run in CI, where a missing kiwisolver fails them instead of disabling them.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Whether `python3 -c "import kiwisolver"` succeeds.
    static let isAvailable: Bool = (try? python(["-c", "import kiwisolver"])) != nil

    /// Runs python3 with `arguments`; throws with its standard error when it fails.
    @discardableResult
    static func python(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleFailure(message: String(decoding: message, as: UTF8.self))
        }
        return String(decoding: message, as: UTF8.self)
    }

    /// The oracle's file for `arguments` (a temporary file, removed after reading).
    static func systems(_ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("responder-kiwi-oracle-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try python([script.path] + arguments + ["--out", file.path])
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// Why the oracle could not run.
    struct OracleFailure: Error, CustomStringConvertible {
        /// Python's standard error.
        var message: String
        var description: String { "kiwi_oracle.py failed: \(message)" }
    }

    /// Records a clear failure when kiwisolver is missing (only reached in CI; elsewhere the tests are disabled).
    static func requireKiwi() -> Bool {
        guard isAvailable else {
            Issue.record(
                "kiwisolver is not installed for python3: the solver oracle needs it (python3 -m pip install kiwisolver)"
            )
            return false
        }
        return true
    }
}

@Suite("SolverOracleTests")
struct SolverOracleTests {
    @Test(
        "10,000 seeded UI-shaped systems, each with 4 incremental edits, agree with kiwi to 1e-6 (RESPONDER_ORACLE_SYSTEMS)",
        .enabled(
            if: KiwiOracle.isAvailable || KiwiOracle.isCI,
            "kiwisolver is not installed for python3 (python3 -m pip install kiwisolver); CI installs it"))
    func randomSystemsAgreeWithKiwi() throws {
        guard KiwiOracle.requireKiwi() else { return }
        let count = KiwiOracle.systemCount
        let text = try KiwiOracle.systems(["--seed", "35", "--count", "\(count)", "--views", "2-10", "--edits", "4"])
        let outcome = SolverReplay.replay(text)
        #expect(outcome.failures == [])
        #expect(outcome.systems == count)
        // The first solve of each system and one solve after each of its 4 edits.
        #expect(outcome.valueChecks > count * 4)
        #expect(outcome.largestDifference <= SolverReplay.tolerance)
    }

    @Test(
        "random systems with contradicting required constraints refuse the constraints kiwi refuses, never crash",
        .enabled(
            if: KiwiOracle.isAvailable || KiwiOracle.isCI,
            "kiwisolver is not installed for python3 (python3 -m pip install kiwisolver); CI installs it"))
    func conflictingSystemsRefuseWhatKiwiRefuses() throws {
        guard KiwiOracle.requireKiwi() else { return }
        let text = try KiwiOracle.systems(["--seed", "36", "--count", "2000", "--views", "2-10", "--conflicts"])
        let outcome = SolverReplay.replay(text)
        let kiwiRefusals = text.split(separator: "\n").filter { $0.hasSuffix(" unsat") }.count
        #expect(outcome.failures == [])
        #expect(outcome.systems == 2000)
        #expect(kiwiRefusals > 1000)
        #expect(outcome.refusals == kiwiRefusals)
    }
}
