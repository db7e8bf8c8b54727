import Foundation
import Testing

@testable import ResponderKit

@Suite struct InteractionMetricsTests {
    @Test("the metrics table holds the documented defaults and can be overridden")
    func metricsDefaults() {
        let metrics = InteractionMetrics.default
        #expect(metrics.multiTapInterval == 0.35 && metrics.multiTapDistance == 45)
        #expect(metrics.tapAllowableMovement == 10 && metrics.panHysteresis == 10)
        #expect(metrics.swipeMinimumDistance == 50 && metrics.swipeMaximumDuration == 0.5)
        #expect(metrics.swipeAngleTolerance == 30 && metrics.controlDragSlop == 70)
        #expect(metrics.velocityWindow == 0.1)
        #expect(metrics.longPressMinimumDuration == 0.5 && metrics.longPressAllowableMovement == 10)
        #expect(metrics.pinchHysteresis == 10 && metrics.rotationHysteresis == 5 && metrics.screenEdgeDistance == 20)
        var custom = metrics
        custom.multiTapInterval = 0.5
        #expect(custom != metrics)
        #expect(LongPressLogic(metrics: custom).minimumPressDuration == 0.5)
    }
}
