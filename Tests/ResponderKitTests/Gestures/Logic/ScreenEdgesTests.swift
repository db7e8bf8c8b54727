import Foundation
import Testing

@testable import ResponderKit

@Suite struct ScreenEdgesTests {
    @Test("edges print their members in UIKit's order and keep UIKit's raw values")
    func optionSet() {
        #expect(ScreenEdges.all.description == "top or left or bottom or right")
        #expect(ScreenEdges().description == "no edge")
        #expect([ScreenEdges.top, .left, .bottom, .right, .all].map(\.rawValue) == [1, 2, 4, 8, 15])
    }
}
