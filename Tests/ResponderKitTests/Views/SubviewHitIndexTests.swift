import Foundation
import Testing

@testable import ResponderKit

/// A view with a circular hit area, as in the seeds.
@MainActor
private final class RoundView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
    }
}

/// A view whose hit area reaches 20 points past its bounds.
@MainActor
private final class EnlargedView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A view that lets touches through to what is behind it unless a subview takes them.
@MainActor
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A deterministic generator (xorshift), so failures reproduce.
private struct SeededRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func range(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
}

@MainActor
@Suite("SubviewHitIndexTests")
struct SubviewHitIndexTests {
    /// A window with `count` overlapping children, a few of them overriding hit-testing or transformed, about 12%
    /// ineligible, some with grandchildren.
    private func canvas(count: Int, seed: UInt64, customs: Bool) -> (UIWindow, UIView) {
        var random = SeededRandom(state: seed)
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: app)
        window.makeKeyAndVisible()
        let canvas = UIView(frame: window.bounds)
        window.addSubview(canvas)
        for index in 0..<count {
            let frame = CGRect(
                x: random.range(-40, 1000), y: random.range(-40, 740), width: random.range(4, 160),
                height: random.range(4, 160))
            let view: UIView
            switch customs ? index % 97 : 1 {
            case 0: view = RoundView(frame: frame)
            case 1 where customs && index % 89 == 0: view = EnlargedView(frame: frame)
            case 2: view = PassThroughView(frame: frame)
            default: view = UIView(frame: frame)
            }
            if customs && index % 53 == 0 { view.transform = CGAffineTransform(rotationAngle: 0.3) }
            let roll = random.unit()
            if roll < 0.05 { view.isHidden = true } else if roll < 0.10 { view.isUserInteractionEnabled = false }
            if random.unit() < 0.02 { view.alpha = 0.005 }
            if index % 7 == 0 {
                view.addSubview(UIView(frame: CGRect(x: 2, y: 2, width: frame.width / 2, height: frame.height / 2)))
            }
            canvas.addSubview(view)
        }
        return (window, canvas)
    }

    /// Compares the two walks on `points` random points. The plain walk asks every view of the canvas, which
    /// takes a while in a debug build: every 500 points the test lets the other main-actor tests of the suite
    /// run (the playground's live WebSocket tests time out otherwise).
    private func expectAgreement(_ window: UIWindow, points: Int, seed: UInt64) async {
        var random = SeededRandom(state: seed)
        var mismatches = 0
        for index in 0..<points {
            let point = CGPoint(x: random.range(-10, 1034), y: random.range(-10, 778))
            if window.hitTest(point, with: nil) !== window.referenceHitTest(point, with: nil) { mismatches += 1 }
            if index % 500 == 499 { try? await Task.sleep(for: .microseconds(50)) }
        }
        #expect(mismatches == 0)
    }

    @Test("the indexed walk agrees with the plain walk on 100,000 random points")
    func agreesOnRandomPoints() async {
        let (window, canvas) = canvas(count: 300, seed: 0x5eed, customs: false)
        await expectAgreement(window, points: 100_000, seed: 42)
        #expect(canvas.hitIndex != nil)
    }

    @Test("overrides, transforms and enlarged or round hit areas stay exact under the index")
    func agreesWithOverrides() async {
        let (window, _) = canvas(count: 300, seed: 0xfeed, customs: true)
        await expectAgreement(window, points: 10_000, seed: 7)
    }

    @Test("moving, reordering, hiding and removing subviews keeps the index exact")
    func staysExactThroughChanges() async {
        let (window, canvas) = canvas(count: 200, seed: 0xabc, customs: false)
        await expectAgreement(window, points: 2_000, seed: 1)
        var random = SeededRandom(state: 99)
        for round in 0..<6 {
            let subviews = canvas.subviews
            for _ in 0..<30 {
                let view = subviews[Int(random.next() % UInt64(subviews.count))]
                switch round {
                case 0: view.center = CGPoint(x: random.range(0, 1024), y: random.range(0, 768))
                case 1: view.bounds = CGRect(x: random.range(-5, 5), y: 0, width: random.range(1, 300), height: 40)
                case 2: canvas.bringSubviewToFront(view)
                case 3: view.isHidden.toggle()
                case 4: view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
                default: view.removeFromSuperview()
                }
            }
            await expectAgreement(window, points: 2_000, seed: UInt64(round + 10))
        }
        canvas.bounds.origin = CGPoint(x: 100, y: 50)
        await expectAgreement(window, points: 2_000, seed: 77)
    }

    @Test("edge points of subviews far from the origin, where single precision rounds, agree with the plain walk")
    func edgesFarFromTheOrigin() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: app)
        window.makeKeyAndVisible()
        let canvas = UIView(frame: window.bounds)
        canvas.bounds.origin = CGPoint(x: 16_777_216.3, y: 33_554_432.7)
        window.addSubview(canvas)
        var random = SeededRandom(state: 0xed9e)
        var subviews: [UIView] = []
        for _ in 0..<200 {
            let view = UIView(
                frame: CGRect(
                    x: canvas.bounds.minX + random.range(-20, 1000), y: canvas.bounds.minY + random.range(-20, 740),
                    width: random.range(0.1, 90), height: random.range(0.1, 90)))
            if random.unit() < 0.1 { view.bounds.origin = CGPoint(x: random.range(-3, 3), y: random.range(-3, 3)) }
            canvas.addSubview(view)
            subviews.append(view)
        }
        var mismatches = 0
        var points = 0
        for _ in 0..<3 {
            for view in subviews {
                let bounds = view.bounds
                for corner in [
                    CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.maxY),
                    CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.minY),
                ] {
                    let point = view.convert(corner, to: nil)
                    for dx in [-1, 0, 1] {
                        for dy in [-1, 0, 1] {
                            var nudged = point
                            if dx < 0 { nudged.x = nudged.x.nextDown } else if dx > 0 { nudged.x = nudged.x.nextUp }
                            if dy < 0 { nudged.y = nudged.y.nextDown } else if dy > 0 { nudged.y = nudged.y.nextUp }
                            points += 1
                            if window.hitTest(nudged, with: nil) !== window.referenceHitTest(nudged, with: nil) {
                                mismatches += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(points == 3 * 200 * 4 * 9)
        #expect(mismatches == 0)
        #expect(canvas.hitIndex != nil)
    }

    @Test("a 10,000-deep hierarchy hit-tests without overflowing the stack")
    func deepHierarchy() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: app)
        window.makeKeyAndVisible()
        // Built from the bottom up and attached to the window last: each `addSubview` then asks a detached parent
        // for its window, instead of climbing the whole chain every time (10,000 levels, 50 million steps).
        let chain = (0..<10_000).map { _ in UIView(frame: window.bounds) }
        for level in stride(from: chain.count - 1, to: 0, by: -1) { chain[level - 1].addSubview(chain[level]) }
        window.addSubview(chain[0])
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === chain.last)
        chain[5_000].isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === chain[4_999])
        // Taken apart from the top, so that no release recurses 10,000 levels and no removal climbs the chain.
        for view in chain { view.removeFromSuperview() }
        #expect(window.subviews.isEmpty && chain.allSatisfy { $0.superview == nil && $0.subviews.isEmpty })
    }

    @Test("§9 a scrolling scroll view keeps its index, which agrees with the plain walk at every offset")
    func scrollingKeepsTheIndex() async {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 44 * 2_000)
        window.addSubview(list)
        var rows: [UIView] = []
        for index in 0..<2_000 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 320, height: 44))
            row.addSubview(UIButton(frame: CGRect(x: 200, y: 4, width: 100, height: 36)))
            list.addSubview(row)
            rows.append(row)
        }
        var random = SeededRandom(state: 0x5c0)
        var mismatches = 0
        var offsets: [CGFloat] = []
        for step in 0..<40 {
            list.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 1_777.5)
            offsets.append(list.contentOffset.y)
            for _ in 0..<200 {
                let point = CGPoint(x: random.range(0, 320), y: random.range(0, 480))
                if window.hitTest(point, with: nil) !== window.referenceHitTest(point, with: nil) { mismatches += 1 }
            }
            // After the first offsets have paid for it, the grid is built once and scrolling keeps it.
            if step >= 2 { #expect(list.hitIndex?.hasGrid == true, "offset \(list.contentOffset.y)") }
            try? await Task.sleep(for: .microseconds(50))
        }
        #expect(offsets.last == 39 * 1_777.5)
        #expect(mismatches == 0)
        // A row that moves still invalidates it; the next walks rebuild it.
        rows[10].center.y += 1
        #expect(list.hitIndex?.hasGrid == false)
    }
}
