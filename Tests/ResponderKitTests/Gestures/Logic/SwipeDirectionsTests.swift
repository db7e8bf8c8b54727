import Foundation
import Testing

@testable import ResponderKit

@Suite struct SwipeDirectionsTests {
    @Test("directions print their members in UIKit's order and keep UIKit's raw values")
    func optionSets() {
        #expect(SwipeDirections([.down, .right]).description == "right or down")
        #expect(SwipeDirections().description == "no direction")
        #expect([SwipeDirections.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }
}
