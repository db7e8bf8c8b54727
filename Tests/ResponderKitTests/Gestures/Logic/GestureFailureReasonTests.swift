import Foundation
import Testing

@testable import ResponderKit

@Suite struct GestureFailureReasonTests {
    @Test(
        "every failure reason reads as a sentence with its numbers",
        arguments: [
            (
                GestureFailureReason.movedTooFar(distance: 14.23, allowed: 10),
                "moved 14.2 pt, more than the allowable 10 pt"
            ),
            (.wrongNumberOfTouches(count: 3, required: 1), "3 touches, 1 required"),
            (.tooManyTouches(count: 3, maximum: 2), "3 touches, at most 2 allowed"),
            (.tooFewTouches(count: 1, minimum: 2), "1 touch, at least 2 needed"),
            (.tapCameTooLate(tapNumber: 2, elapsed: 0.41, allowed: 0.35), "tap 2 came after 0.41 s, more than 0.35 s"),
            (.tapTimedOut(tapNumber: 3, allowed: 0.35), "no tap 3 within 0.35 s of the last lift"),
            (
                .tapTooFarAway(tapNumber: 2, distance: 52, allowed: 45),
                "tap 2 began 52 pt from the previous tap, more than 45 pt"
            ),
            (
                .pressTooShort(held: 0.2, required: 0.5),
                "lifted after 0.2 s, before the minimum press duration of 0.5 s"
            ),
            (
                .liftedBeforeMoving(distance: 4, required: 10),
                "lifted after moving 4 pt, not beyond the 10 pt needed to begin"
            ),
            (
                .liftedBeforeScaling(change: 3, required: 10),
                "lifted after the touches' distance changed 3 pt, not beyond the 10 pt needed to begin"
            ),
            (
                .liftedBeforeRotating(angle: 2, required: 5),
                "lifted after turning 2°, not beyond the 5° needed to begin"
            ),
            (
                .wrongDirection(angle: -90, allowed: [.left, .down], tolerance: 30),
                "moved toward -90° (0° right, 90° down), not within 30° of left or down"
            ),
            (.swipeTooSlow(distance: 32, required: 50, duration: 0.5), "moved 32 pt in 0.5 s, less than 50 pt"),
            (
                .swipeTooShort(distance: 20, required: 50),
                "lifted after moving 20 pt, less than the 50 pt a swipe needs"
            ),
            (
                .notNearEdge(distance: 120, allowed: 20, edges: .left),
                "began 120 pt from the nearest left edge, more than 20 pt"
            ),
            (.notNearEdge(distance: .infinity, allowed: 20, edges: []), "no screen edge is allowed (edges is empty)"),
            (.notAwayFromEdge(edges: [.top, .right]), "moved along or toward the top or right edge, not away from it"),
            (.touchesCancelled, "its touches were cancelled"),
            (.movedTooFar(distance: .nan, allowed: 10), "moved nan pt, more than the allowable 10 pt"),
        ])
    func reasons(reason: GestureFailureReason, sentence: String) {
        #expect(reason.description == sentence)
    }
}
