import Foundation
import Testing

@testable import ResponderScenes

/// The expanded steps of a script text, one line each.
func expandedLog(_ text: String) throws -> [String] {
    try ScriptDecoder().decode(text, file: "script.yaml").expanded().steps.map(\.description)
}

/// The error of a script that must fail to decode or expand.
func scriptError(_ text: String) -> SceneFileError? {
    do {
        _ = try ScriptDecoder().decode(text, file: "script.yaml").expanded()
        return nil
    } catch {
        return error
    }
}

@Suite("ScriptTests")
struct ScriptTests {
    @Test("raw finger steps keep their order, times and points; up without a point lifts where the finger is")
    func rawSteps() throws {
        let log = try expandedLog(
            """
            steps:
              - down: [10, 20]
              - {move: [15, 20], time: 0.1}
              - {down: {x: 50, y: 50}, finger: 2, time: 0.1}
              - touches: [{finger: 1, up: true}, {finger: 2, move: [60, 50]}]
              - wait: 0.25
              - {cancel: true, finger: 2}
            """)
        #expect(
            log == [
                "0 down 1 (10, 20)", "0.1 move 1 (15, 20)", "0.1 down 2 (50, 50)",
                "0.1 up 1 (15, 20), move 2 (60, 50)", "0.35 wait", "0.35 cancel 2 (60, 50)",
            ])
    }

    @Test("a tap is down then up 0.05 s later; a double tap repeats it 0.1 s after the first up")
    func taps() throws {
        #expect(
            try expandedLog("- tap: [5, 5]\n- {doubleTap: [7, 7], finger: 3, time: 1}") == [
                "0 down 1 (5, 5)", "0.05 up 1 (5, 5)",
                "1 down 3 (7, 7)", "1.05 up 3 (7, 7)", "1.15 down 3 (7, 7)", "1.2 up 3 (7, 7)",
            ])
    }

    @Test("a long press holds the finger for its duration")
    func longPress() throws {
        #expect(
            try expandedLog("- longPress: [1, 2]\n- {longPress: [1, 2], duration: 2}") == [
                "0 down 1 (1, 2)", "0.8 up 1 (1, 2)", "0.8 down 1 (1, 2)", "2.8 up 1 (1, 2)",
            ])
    }

    @Test("a drag moves in equal samples over its duration, holds still 0.15 s and lifts where it stopped")
    func drag() throws {
        #expect(
            try expandedLog("- drag: {from: [0, 0], to: [100, 50], duration: 1, samples: 4}") == [
                "0 down 1 (0, 0)", "0.25 move 1 (25, 12.5)", "0.5 move 1 (50, 25)", "0.75 move 1 (75, 37.5)",
                "1 move 1 (100, 50)", "1.15 up 1 (100, 50)",
            ])
        #expect(
            try expandedLog("- drag: {from: [0, 0], to: [100, 50], duration: 1, samples: 1, hold: 0}") == [
                "0 down 1 (0, 0)", "1 move 1 (100, 50)", "1 up 1 (100, 50)",
            ])
    }

    @Test("a swipe is a fast drag in a direction")
    func swipe() throws {
        #expect(
            try expandedLog("- swipe: {from: [200, 100], direction: left, distance: 100, samples: 2}") == [
                "0 down 1 (200, 100)", "0.075 move 1 (150, 100)", "0.15 move 1 (100, 100)", "0.15 up 1 (100, 100)",
            ])
    }

    @Test("pinch and rotation move two fingers about a centre")
    func twoFingers() throws {
        #expect(
            try expandedLog("- pinch: {center: [100, 100], from: 20, to: 60, duration: 1, samples: 1}") == [
                "0 down 1 (110, 100), down 2 (90, 100)", "1 move 1 (130, 100), move 2 (70, 100)",
                "1 up 1 (130, 100), up 2 (70, 100)",
            ])
        #expect(
            try expandedLog("- rotate: {center: [0, 0], radius: 10, from: 0, to: 90, samples: 1}\n  fingers: [4, 5]")
                == [
                    "0 down 4 (10, 0), down 5 (-10, 0)", "0.5 move 4 (0, 10), move 5 (0, -10)",
                    "0.5 up 4 (0, 10), up 5 (0, -10)",
                ])
    }

    @Test("presses, shakes, remote commands and interruptions become their own steps")
    func otherEvents() throws {
        let log = try expandedLog(
            """
            - press: {type: select, phase: began}
            - {press: {type: select, phase: ended}, time: 0.2}
            - shake: began
            - shake: ended
            - remote: togglePlayPause
            - down: [1, 1]
            - interrupt
            - down: [2, 2]
            """)
        #expect(
            log == [
                "0 press select began", "0.2 press select ended", "0.2 shake began", "0.2 shake ended",
                "0.2 remote togglePlayPause", "0.2 down 1 (1, 1)", "0.2 interrupt", "0.2 down 1 (2, 2)",
            ])
        let expanded = try ScriptDecoder().decode("- down: [2, 2]\n- {down: [3, 3], finger: 2}", file: "s").expanded()
        #expect(expanded.fingersDownAtEnd == [1, 2])
    }

    @Test("a move for a finger that is not down is an error at its step")
    func fingerNotDown() throws {
        let error = try #require(scriptError("steps:\n  - down: [1, 1]\n  - {move: [2, 2], finger: 2}\n"))
        #expect(error.description == "script.yaml:3:5: error: finger 2 is not down; it cannot move")
        let lifted = try #require(scriptError("- tap: [1, 1]\n- up: true\n"))
        #expect(lifted.description == "script.yaml:2:3: error: finger 1 is not down; it cannot up")
    }

    @Test("a down for a finger that is already down is an error")
    func fingerAlreadyDown() throws {
        let error = try #require(scriptError("- down: [1, 1]\n- drag: {from: [0, 0], to: [1, 1]}\n"))
        #expect(error.description == "script.yaml:2:3: error: finger 1 is already down")
    }

    @Test("time going backwards is an error")
    func timeBackwards() throws {
        let error = try #require(scriptError("- {tap: [1, 1], time: 1}\n- {down: [1, 1], time: 0.5}\n"))
        #expect(error.description == "script.yaml:2:3: error: time goes backwards: step at 0.5 s comes after 1.05 s")
    }

    @Test("a step with an unknown key, two actions or a bad name is reported with its location")
    func badSteps() throws {
        let unknown = try #require(scriptError("- {tap: [1, 1], fingers: 2}\n"))
        #expect(
            unknown.description
                == "script.yaml:1:17: error: unknown key 'fingers' in a tap step (did you mean 'finger'?)"
        )
        let two = try #require(scriptError("- {tap: [1, 1], down: [1, 1]}\n"))
        #expect(two.code == .invalidValue && two.line == 1 && two.column == 3)
        let remote = try #require(scriptError("- remote: rewind\n"))
        #expect(remote.message.hasPrefix("unknown remote command 'rewind'; expected one of: play, pause, stop"))
        let nan = try #require(scriptError("- wait: .nan\n"))
        #expect(nan.description == "script.yaml:1:9: error: wait must be a finite number, found .nan")
        let samples = try #require(scriptError("- drag: {from: [0, 0], to: [1, 1], samples: 0}\n"))
        #expect(samples.description == "script.yaml:1:45: error: samples must be between 1 and 10000, found 0")
    }

    @Test("the same script in YAML and JSON decodes equal")
    func jsonScript() throws {
        let yaml = try ScriptDecoder().decode(
            "name: s\nsteps:\n  - {tap: [1, 2], time: 0.5}\n  - interrupt\n", file: "s.yaml")
        let json = try ScriptDecoder().decode(
            #"{"name": "s", "steps": [{"tap": [1, 2], "time": 0.5}, "interrupt"]}"#, file: "s.json")
        #expect(yaml.removingLocations() == json.removingLocations())
        #expect(json.steps[1].location == SourceLocation(file: "s.json", line: 1, column: 55))
    }
}
