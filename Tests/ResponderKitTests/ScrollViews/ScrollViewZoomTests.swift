import Foundation
import ResponderKit
import Testing

/// Zooming as UIKit does it (BEHAVIOUR §9): the content point under the pinch's centroid stays under it, the
/// bounce and `setZoomScale(_:animated:)` scale about a point with the offset ending inside its range, and
/// `zoom(to:animated:)` shows a rect of the zoom view.
@MainActor
@Suite("ScrollViewZoomTests")
struct ScrollViewZoomTests {
    /// A 320 × 480 scroll view filling the window whose zoom view, `photo`, is `photoSize` (at scale 1 the content
    /// size), zooming from `minimum` to `maximum`; its delegate logs every call, offsets and scales rounded.
    static func photo(
        _ stage: Stage, photoSize: CGSize = CGSize(width: 320, height: 480), minimum: CGFloat = 1,
        maximum: CGFloat = 4
    ) -> (UIScrollView, ScrollDelegateLog, UIView) {
        let (scroll, delegate) = stage.scrollView(
            "scroll", CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: photoSize)
        let photo = UIView(frame: CGRect(origin: .zero, size: photoSize))
        photo.accessibilityIdentifier = "photo"
        scroll.addSubview(photo)
        delegate.zoomView = photo
        scroll.minimumZoomScale = minimum
        scroll.maximumZoomScale = maximum
        return (scroll, delegate, photo)
    }

    /// Two fingers at `centre` ± (`span`/2, 0), going down (`.began`), moving or lifting.
    static func fingers(
        _ stage: Stage, _ phase: UITouch.Phase, centre: CGPoint, span: CGFloat, time: TimeInterval
    ) {
        stage.app.touches(
            [
                (1, phase, CGPoint(x: centre.x - span / 2, y: centre.y)),
                (2, phase, CGPoint(x: centre.x + span / 2, y: centre.y)),
            ], time: time)
    }

    /// The point of the zoom view under `point` of the window.
    static func photoPoint(_ photo: UIView, under point: CGPoint, in stage: Stage) -> CGPoint {
        photo.convert(point, from: stage.window)
    }

    @Test("§9 a pinch zooms about its centroid: the content point under the fingers stays under them")
    func pinchAboutCentroid() {
        let stage = Stage()
        let (scroll, delegate, photo) = Self.photo(stage)
        let centre = CGPoint(x: 150, y: 200)
        // The fingers go down 100 pt apart about (150, 200), at scale 1 and offset 0: they hold the photo's point
        // (150, 200). They part 20 pt every 10 ms; the pinch begins at 120 pt (past its 10 pt hysteresis) and
        // zooms from the next move: scale = span / 100. Offset = point × scale − centroid:
        //   1.4: (150·1.4 − 150, 200·1.4 − 200) = (60, 80)      1.6: (90, 120)
        //   1.8: (120, 160)                                       2.0: (150, 200)
        // The content range at scale 2 is 640 × 960 − 320 × 480 = (0…320, 0…480): no edge is reached.
        Self.fingers(stage, .began, centre: centre, span: 100, time: 0)
        for step in 1...5 {
            Self.fingers(stage, .moved, centre: centre, span: 100 + 20 * CGFloat(step), time: Double(step) * 0.01)
        }
        #expect(scroll.isZooming)
        #expect(near(Self.photoPoint(photo, under: centre, in: stage).x, 150))
        #expect(near(Self.photoPoint(photo, under: centre, in: stage).y, 200))
        Self.fingers(stage, .ended, centre: centre, span: 200, time: 0.06)
        #expect(
            stage.log.lines == [
                "scroll.willBeginZooming",
                "scroll.didZoom 1.4", "scroll.didScroll (60, 80)",
                "scroll.didZoom 1.6", "scroll.didScroll (90, 120)",
                "scroll.didZoom 1.8", "scroll.didScroll (120, 160)",
                "scroll.didZoom 2", "scroll.didScroll (150, 200)",
                "scroll.didEndZooming at 2",
            ])
        #expect(scroll.contentSize == CGSize(width: 640, height: 960))
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 a pinch that also pans: the content follows the moving centroid, the pan does not scroll too")
    func pinchThatPans() {
        let stage = Stage()
        let (scroll, delegate, photo) = Self.photo(stage)
        scroll.setZoomScale(2, animated: false)
        scroll.contentOffset = CGPoint(x: 100, y: 100)
        stage.log.lines.removeAll()
        // At scale 2 and offset (100, 100) the centroid (150, 200) holds the photo's point
        // ((100 + 150)/2, (100 + 200)/2) = (125, 150). The pinch begins at 120 pt; then each move parts the fingers
        // 20 pt more and moves their centroid (−10, −10): scale = 2 × span/100, offset = (125, 150) × scale − c.
        //   2.8 at (140, 190): (350 − 140, 420 − 190) = (210, 230)
        //   3.2 at (130, 180): (400 − 130, 480 − 180) = (270, 300)
        //   3.6 at (120, 170): (450 − 120, 540 − 170) = (330, 370)
        //   4.0 at (110, 160): (500 − 110, 600 − 160) = (390, 440)   (range at 4: 0…960, 0…1440)
        Self.fingers(stage, .began, centre: CGPoint(x: 150, y: 200), span: 100, time: 0)
        Self.fingers(stage, .moved, centre: CGPoint(x: 150, y: 200), span: 120, time: 0.01)
        var centre = CGPoint(x: 150, y: 200)
        for step in 2...5 {
            centre = CGPoint(x: centre.x - 10, y: centre.y - 10)
            Self.fingers(stage, .moved, centre: centre, span: 100 + 20 * CGFloat(step), time: Double(step) * 0.01)
        }
        #expect(near(Self.photoPoint(photo, under: centre, in: stage).x, 125))
        #expect(near(Self.photoPoint(photo, under: centre, in: stage).y, 150))
        Self.fingers(stage, .ended, centre: centre, span: 200, time: 0.06)
        #expect(
            stage.log.lines == [
                "scroll.willBeginZooming",
                "scroll.didZoom 2.8", "scroll.didScroll (210, 230)",
                "scroll.didZoom 3.2", "scroll.didScroll (270, 300)",
                "scroll.didZoom 3.6", "scroll.didScroll (330, 370)",
                "scroll.didZoom 4", "scroll.didScroll (390, 440)",
                "scroll.didEndZooming at 4",
            ])
        #expect(!scroll.isDragging)
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 a pinch past the maximum bounces back about its last centroid, then scrollViewDidEndZooming once")
    func bounceAboutCentroid() {
        let stage = Stage()
        let (scroll, delegate, photo) = Self.photo(stage, maximum: 2)
        let centre = CGPoint(x: 150, y: 200)
        // 100 pt apart spread to 400 pt: a pinch of 4, shown as 2·√2 = 2.828 past the maximum of 2, about the
        // photo's point (150, 200): offset = (150, 200) × 2.828 − (150, 200) = (274.26, 365.69).
        Self.fingers(stage, .began, centre: centre, span: 100, time: 0)
        for step in 1...15 {
            Self.fingers(stage, .moved, centre: centre, span: 100 + 20 * CGFloat(step), time: Double(step) * 0.01)
        }
        #expect(near(scroll.zoomScale, 2 * 2.squareRoot()))
        #expect(near(scroll.contentOffset.x, 274.26) && near(scroll.contentOffset.y, 365.69))
        delegate.logsScrolls = false
        // The lift starts a 0.3 s ease of the scale to 2 and of the offset to (150, 200) × 2 − (150, 200).
        Self.fingers(stage, .ended, centre: centre, span: 400, time: 0.2)
        #expect(scroll.isZoomBouncing && !scroll.isZooming)
        #expect(stage.app.leftovers == ["display link: scroll view scroll animating its zoom scale"])
        // Half-way (9 frames of 1/60 s, the ease at 1/2): 2.828 − 0.414 = 2.414, offset (150, 200) × 1.414.
        stage.clock.advance(to: 0.351)
        #expect(near(scroll.zoomScale, 1 + 2.squareRoot()))
        #expect(near(scroll.contentOffset.x, 212.13) && near(scroll.contentOffset.y, 282.84))
        #expect(near(Self.photoPoint(photo, under: centre, in: stage).x, 150))
        #expect(near(Self.photoPoint(photo, under: centre, in: stage).y, 200))
        delegate.logsScrolls = true
        stage.clock.advance(to: 1)
        // Each frame: scrollViewDidZoom, then scrollViewDidScroll; the end once, after the bounce. The last frame
        // but one (17 of 18) has the ease at (1 + cos(π/18))/2 = 0.9924: 2.8284 − 0.8284 × 0.9924 = 2.0063, and
        // the offset (150, 200) × 1.0063 = (150.94, 201.26).
        #expect(
            Array(stage.log.lines.suffix(5)) == [
                "scroll.didZoom 2.006", "scroll.didScroll (150.94, 201.26)",
                "scroll.didZoom 2", "scroll.didScroll (150, 200)",
                "scroll.didEndZooming at 2",
            ])
        #expect(
            stage.log.lines.filter { $0.contains("Zooming") } == [
                "scroll.willBeginZooming", "scroll.didEndZooming at 2",
            ])
        #expect(scroll.zoomScale == 2 && near(scroll.contentOffset.x, 150) && near(scroll.contentOffset.y, 200))
        #expect(!scroll.isZoomBouncing)
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 a pinch below the minimum bounces back with the offset ending inside its range")
    func bounceIntoRange() {
        let stage = Stage()
        let (scroll, delegate, _) = Self.photo(stage, minimum: 1)
        // The fingers close from 300 to 150 pt apart about (160, 300): a pinch of 0.5, shown as √0.5 = 0.7071 below
        // the minimum of 1; the offset asks for (160, 300) × 0.7071 − (160, 300) = (−46.86, −87.87), rubber-banded
        // (bounces) past the range's edge 0 as f(x, D) = (1 − 1/(x·0.55/D + 1))·D:
        // f(46.86, 320) = 23.85 and f(87.87, 480) = 43.91.
        let centre = CGPoint(x: 160, y: 300)
        Self.fingers(stage, .began, centre: centre, span: 300, time: 0)
        for step in 1...15 {
            Self.fingers(stage, .moved, centre: centre, span: 300 - 10 * CGFloat(step), time: Double(step) * 0.01)
        }
        #expect(near(scroll.zoomScale, 0.5.squareRoot()))
        #expect(near(scroll.contentOffset.x, -23.85) && near(scroll.contentOffset.y, -43.91))
        // Scale and offset come back together: 1 and, about (160, 300), (160, 300) × 1 − (160, 300) = (0, 0).
        Self.fingers(stage, .ended, centre: centre, span: 150, time: 0.2)
        stage.clock.advance(to: 1)
        #expect(stage.log.lines.last == "scroll.didEndZooming at 1")
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 setZoomScale scales about the centre of the bounds; the offset ends inside its range")
    func setZoomScaleAboutCentre() {
        let stage = Stage()
        let (scroll, delegate, photo) = Self.photo(stage, photoSize: CGSize(width: 640, height: 960), minimum: 0.5)
        scroll.contentOffset = CGPoint(x: 100, y: 200)
        stage.log.lines.removeAll()
        // The centre of the bounds, (160, 240), shows the photo's (260, 440); at 2 it stays there:
        // offset = (260, 440) × 2 − (160, 240) = (360, 640).
        scroll.setZoomScale(2, animated: false)
        #expect(stage.log.lines == ["scroll.didZoom 2", "scroll.didScroll (360, 640)"])
        // Animated to 3: (260, 440) × 3 − (160, 240) = (620, 1080); half-way (0.15 s) 2.5 and (490, 860).
        stage.log.lines.removeAll()
        scroll.setZoomScale(3, animated: true)
        #expect(stage.log.lines == [])
        stage.clock.advance(to: 0.151)
        #expect(near(scroll.zoomScale, 2.5))
        #expect(near(scroll.contentOffset.x, 490) && near(scroll.contentOffset.y, 860))
        #expect(near(Self.photoPoint(photo, under: CGPoint(x: 160, y: 240), in: stage).x, 260))
        stage.clock.advance(to: 1)
        #expect(
            Array(stage.log.lines.suffix(3)) == [
                "scroll.didZoom 3", "scroll.didScroll (620, 1080)", "scroll.didEndZooming at 3",
            ])
        // To 0.5 the offset would be (260, 440) × 0.5 − (160, 240) = (−30, −20): held at the range's (0, 0).
        stage.log.lines.removeAll()
        scroll.setZoomScale(0.5, animated: false)
        #expect(stage.log.lines == ["scroll.didZoom 0.5", "scroll.didScroll (0, 0)"])
        #expect(scroll.contentSize == CGSize(width: 320, height: 480))
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 zoom(to:animated:) fits the rect and centres it, as far as the offset's range allows")
    func zoomToRect() {
        let stage = Stage()
        let (scroll, delegate, _) = Self.photo(stage, photoSize: CGSize(width: 640, height: 960), minimum: 0.5)
        // (400, 600, 160, 240) fits at min(320/160, 480/240) = 2; its centre (480, 720) goes to the bounds' centre:
        // (480, 720) × 2 − (160, 240) = (800, 1200), inside the range at 2 (0…960, 0…1440).
        scroll.zoom(to: CGRect(x: 400, y: 600, width: 160, height: 240), animated: false)
        #expect(stage.log.lines == ["scroll.didZoom 2", "scroll.didScroll (800, 1200)"])
        #expect(
            scroll.convert(scroll.bounds, to: scroll.subviews[0]) == CGRect(x: 400, y: 600, width: 160, height: 240))
        // A small rect in the corner: 8 is held at the maximum 4; (620, 930) × 4 − (160, 240) = (2320, 3480) is held at
        // the range's end, (2560 − 320, 3840 − 480) = (2240, 3360).
        stage.log.lines.removeAll()
        scroll.zoom(to: CGRect(x: 600, y: 900, width: 40, height: 60), animated: false)
        #expect(stage.log.lines == ["scroll.didZoom 4", "scroll.didScroll (2240, 3360)"])
        // The whole photo, animated: 0.5, centred at (320, 480) × 0.5 − (160, 240) = (0, 0).
        stage.log.lines.removeAll()
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 640, height: 960), animated: true)
        #expect(stage.app.leftovers == ["display link: scroll view scroll animating its zoom scale"])
        stage.clock.advance(to: 1)
        #expect(
            Array(stage.log.lines.suffix(3)) == [
                "scroll.didZoom 0.5", "scroll.didScroll (0, 0)", "scroll.didEndZooming at 0.5",
            ])
        // An empty rect changes nothing.
        stage.log.lines.removeAll()
        scroll.zoom(to: CGRect(x: 10, y: 10, width: 0, height: 20), animated: false)
        #expect(stage.log.lines == [])
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 a pinch during a zoom bounce stops it where it is and zooms on from there; one end per pinch")
    func pinchDuringBounce() {
        let stage = Stage()
        let (scroll, delegate, photo) = Self.photo(stage, maximum: 2)
        delegate.logsScrolls = false
        let centre = CGPoint(x: 150, y: 200)
        Self.fingers(stage, .began, centre: centre, span: 100, time: 0)
        for step in 1...15 {
            Self.fingers(stage, .moved, centre: centre, span: 100 + 20 * CGFloat(step), time: Double(step) * 0.01)
        }
        Self.fingers(stage, .ended, centre: centre, span: 400, time: 0.2)
        // The bounce runs until the new pinch begins (a touch-down alone does not stop it): its last frame is the
        // 10th of 18, at 0.2 + 10/60 s, where the ease is (1 − cos(10π/18))/2 = 0.5868: scale 2.8284 − 0.8284 ×
        // 0.5868 = 2.3423, offset (150, 200) × 1.3423 = (201.34, 268.46). New fingers about (160, 240) hold the
        // photo's point ((201.34 + 160)/2.3423, (268.46 + 240)/2.3423) = (154.27, 217.08); parting from 100 to
        // 120 pt begins the pinch (stopping the bounce, which does not end with scrollViewDidEndZooming), and 140 pt
        // zooms to 2.3423 × 1.4 = 3.279, rubber-banded past 2 to 2 × √(3.279/2) = 2.561.
        stage.clock.advance(to: 0.351)
        #expect(scroll.isZoomBouncing)
        let second = CGPoint(x: 160, y: 240)
        Self.fingers(stage, .began, centre: second, span: 100, time: 0.36)
        #expect(scroll.isZoomBouncing)
        Self.fingers(stage, .moved, centre: second, span: 120, time: 0.37)
        #expect(!scroll.isZoomBouncing && scroll.isZooming)
        #expect(near(scroll.zoomScale, 2.3423))
        Self.fingers(stage, .moved, centre: second, span: 140, time: 0.38)
        #expect(near(scroll.zoomScale, 2.561))
        #expect(near(Self.photoPoint(photo, under: second, in: stage).x, 154.27))
        #expect(near(Self.photoPoint(photo, under: second, in: stage).y, 217.08))
        Self.fingers(stage, .ended, centre: second, span: 140, time: 0.39)
        stage.clock.advance(to: 2)
        #expect(
            stage.log.lines == [
                "scroll.willBeginZooming", "scroll.willBeginZooming", "scroll.didEndZooming at 2",
            ])
        #expect(near(Self.photoPoint(photo, under: second, in: stage).x, 154.27))
        stage.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("§9 a delegate that removes the scroll view in scrollViewDidZoom: the pinch ends, nothing is left running")
    func removedWhileZooming() {
        let stage = Stage()
        let (scroll, delegate, _) = Self.photo(stage, maximum: 2)
        delegate.logsScrolls = false
        var removed = false
        delegate.onZoom = { scrollView in
            guard !removed else { return }
            removed = true
            scrollView.removeFromSuperview()
        }
        let centre = CGPoint(x: 150, y: 200)
        Self.fingers(stage, .began, centre: centre, span: 100, time: 0)
        for step in 1...15 {
            Self.fingers(stage, .moved, centre: centre, span: 100 + 20 * CGFloat(step), time: Double(step) * 0.01)
        }
        Self.fingers(stage, .ended, centre: centre, span: 400, time: 0.2)
        stage.clock.advance(to: 2)
        #expect(scroll.window == nil && !scroll.isZooming && !scroll.isZoomBouncing)
        // The first change (span 140: scale 1.4) removes it; its touches are cancelled, which cancels the pinch:
        // out of a window there is no clock to bounce on, and 1.4 is within the limits anyway.
        #expect(stage.log.lines == ["scroll.willBeginZooming", "scroll.didEndZooming at 1.4"])
        #expect(near(scroll.zoomScale, 1.4))
        stage.finish()
        withExtendedLifetime(delegate) {}
    }
}
