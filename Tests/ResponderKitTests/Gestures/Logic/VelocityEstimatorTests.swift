import Foundation
import Testing

@testable import ResponderKit

@Suite struct VelocityEstimatorTests {
    @Test("a constant velocity is recovered exactly")
    func constantVelocity() {
        var estimator = VelocityEstimator()
        for step in 0...60 {
            let time = 10 + Double(step) / 120
            estimator.add(CGPoint(x: 3 + 250 * (time - 10), y: -7 - 80 * (time - 10)), at: time)
        }
        #expect(abs(estimator.velocity.x - 250) < 1e-9)
        #expect(abs(estimator.velocity.y + 80) < 1e-9)
    }

    @Test("no sample or a single sample gives zero velocity")
    func tooFewSamples() {
        var estimator = VelocityEstimator()
        #expect(estimator.velocity == .zero)
        #expect(estimator.latestTime == nil)
        estimator.add(CGPoint(x: 50, y: 50), at: 1)
        #expect(estimator.velocity == .zero)
        #expect(estimator.scalarVelocity == 0)
    }

    @Test("samples with equal timestamps give zero, not NaN")
    func equalTimestamps() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 1)
        estimator.add(CGPoint(x: 10, y: 0), at: 1)
        estimator.add(CGPoint(x: 20, y: 5), at: 1)
        #expect(estimator.velocity == .zero)
    }

    @Test("a timestamp that goes backwards counts as the latest one")
    func backwardsTime() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: 10, y: 0), at: 0.02)
        estimator.add(CGPoint(x: 20, y: 0), at: 0.01)
        estimator.add(CGPoint(x: 20, y: 0), at: .nan)
        #expect(estimator.latestTime == 0.02)
        #expect(estimator.sampleCount == 4)
        #expect(estimator.velocity.x.isFinite)
        #expect(estimator.velocity.x > 0)
    }

    @Test("a sample with a NaN or infinite value is dropped")
    func nonFiniteValues() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: CGFloat.nan, y: 0), at: 0.01)
        estimator.add(CGFloat.infinity, at: 0.02)
        estimator.add(CGPoint(x: 3, y: 0), at: 0.03)
        #expect(estimator.sampleCount == 2)
        #expect(abs(estimator.velocity.x - 100) < 1e-9)
    }

    @Test("only samples within the window count: a change of speed shows at once")
    func window() {
        var estimator = VelocityEstimator()
        var x = 0.0
        for step in 1...100 {
            x += 1
            estimator.add(CGPoint(x: x, y: 0), at: Double(step) * 0.01)
        }
        for step in 101...120 {
            x += 10
            estimator.add(CGPoint(x: x, y: 0), at: Double(step) * 0.01)
        }
        #expect(abs(estimator.velocity.x - 1000) < 1e-6)
    }

    @Test("under constant acceleration the fit gives the velocity at the window's mean time")
    func acceleration() {
        var estimator = VelocityEstimator()
        let acceleration = 2000.0
        for step in 0...100 {
            let time = Double(step) * 0.01
            estimator.add(CGPoint(x: 0.5 * acceleration * time * time, y: 0), at: time)
        }
        #expect(abs(estimator.velocity.x - acceleration * 0.95) < 1e-6)
    }

    @Test("noise of half a point moves a 1000 pt/s estimate by less than 2.5 %")
    func noise() {
        var estimator = VelocityEstimator()
        var seed: UInt64 = 0x5EED
        for step in 0...120 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = Double(seed >> 11) / Double(1 << 53) - 0.5
            let time = Double(step) / 120
            estimator.add(CGPoint(x: 1000 * time + noise, y: noise), at: time)
        }
        #expect(abs(estimator.velocity.x - 1000) < 25)
        #expect(abs(estimator.velocity.y) < 25)
    }

    @Test("at a high sample rate the ring keeps the newest 32 samples and stays exact")
    func capacity() {
        var estimator = VelocityEstimator()
        for step in 0..<200 { estimator.add(CGFloat(step) * 0.5, at: Double(step) * 0.001) }
        #expect(estimator.sampleCount == VelocityEstimator.capacity)
        #expect(abs(estimator.scalarVelocity - 500) < 1e-9)
    }

    @Test("estimators holding the same samples are equal however their rings wrapped")
    func equality() {
        var wrapped = VelocityEstimator()
        var fresh = VelocityEstimator()
        for step in 0..<34 { wrapped.add(CGFloat(step), at: Double(step) * 0.001) }
        for step in 2..<34 { fresh.add(CGFloat(step), at: Double(step) * 0.001) }
        #expect(wrapped == fresh)
        #expect(wrapped.hashValue == fresh.hashValue)
        fresh.add(99, at: 1)
        #expect(wrapped != fresh)
        fresh.removeAll()
        #expect(fresh.sampleCount == 0 && fresh.velocity == .zero)
    }
}
