import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Exact waits: the clock moves to the next timer or frame until the condition holds, never by sleeping.
@MainActor
@Suite struct WaitTests {
    @Test("wait(until:) stops at the timer that makes the condition true, exactly at its deadline")
    func conditionMet() throws {
        let bench = Bench()
        let banner = bench.view("banner", CGRect(x: 0, y: 0, width: 320, height: 40))
        banner.isHidden = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { banner.isHidden = false }
        let generator = try bench.generator()
        let start = generator.now
        let outcome = try generator.wait(until: { !banner.isHidden }, timeout: 2)
        #expect(outcome == .conditionMet(after: 0.35))
        #expect(generator.now - start == 0.35)
    }

    @Test("a wait whose condition nothing can change stops at once and says so")
    func stalled() throws {
        let bench = Bench()
        let generator = try bench.generator()
        #expect(throws: EventGeneratorError.waitFailed(.stalled(after: 0, leftovers: []))) {
            try generator.wait(until: { false }, timeout: 5)
        }
    }

    @Test("a wait that reaches its limit throws the time and what was left")
    func timedOut() throws {
        let bench = Bench()
        let generator = try bench.generator()
        let timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in }
        #expect(throws: EventGeneratorError.waitFailed(.timedOut(after: 1, leftovers: bench.app.leftovers))) {
            try generator.wait(until: { false }, timeout: 1)
        }
        timer.invalidate()
    }

    @Test("waitUntilIdle runs a fling's deceleration to rest and reports when nothing was left")
    func idleAfterScrolling() throws {
        let bench = Bench()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 5000)
        bench.window.addSubview(scroll)
        let generator = try bench.generator()
        try generator.fingerFling(from: CGPoint(x: 160, y: 400), velocity: CGPoint(x: 0, y: -1000))
        #expect(!bench.app.leftovers.isEmpty)
        let outcome = try generator.waitUntilIdle(timeout: 10)
        #expect(outcome.succeeded)
        #expect(bench.app.leftovers == [])
    }

    @Test("waitUntilHittable waits for the view in front to go away")
    func untilHittable() throws {
        let bench = Bench()
        bench.view("button", CGRect(x: 100, y: 100, width: 100, height: 50))
        let spinner = bench.view("spinner", CGRect(x: 0, y: 0, width: 320, height: 480))
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) { spinner.removeFromSuperview() }
        let generator = try bench.generator()
        #expect(!generator.viewIsHittable("button"))
        try generator.waitUntilHittable("button", timeout: 3)
        #expect(generator.viewIsHittable("button"))
        try generator.fingerTap(at: "button")
    }
}
