import Foundation
import ResponderKit
import Testing

/// Views that draw, written as open-source components write them, recorded instead of rasterised.
@MainActor
@Suite("DrawingRecordingTests")
struct DrawingRecordingTests {
    /// A badge drawn as a filled circle with a white ring and a count, the way notification badges are drawn.
    final class BadgeView: UIView {
        var count = 3 {
            didSet { setNeedsDisplay() }
        }
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
            ring.lineWidth = 2
            UIColor.white.setStroke()
            ring.stroke()
            "\(count)".draw(in: bounds.insetBy(dx: 6, dy: 4), withAttributes: nil)
        }
    }

    /// A star rating drawn with CoreGraphics calls, translating for each star.
    final class RatingView: UIView {
        var rating = 2
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            for index in 0..<3 {
                context.saveGState()
                context.translateBy(x: CGFloat(index) * 20, y: 0)
                context.setFillColor(index < rating ? UIColor.systemYellow.cgColor : UIColor.systemGray.cgColor)
                context.move(to: CGPoint(x: 10, y: 0))
                context.addLine(to: CGPoint(x: 20, y: 20))
                context.addLine(to: CGPoint(x: 0, y: 20))
                context.closePath()
                context.fillPath()
                context.restoreGState()
            }
        }
    }

    @Test("a view's draw(_:) is recorded in order: background, fill, stroke, text, with the colours in force")
    func badgeRecording() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.backgroundColor = .clear
        #expect(
            badge.recordDrawing().map(\.description) == [
                "fill (0.0, 0.0, 24.0×24.0) \(UIColor.clear.cgColor) winding",
                "fill (2.0, 2.0, 20.0×20.0) \(UIColor.systemRed.cgColor) winding",
                "stroke (1.0, 1.0, 22.0×22.0) \(UIColor.white.cgColor) width 2.0",
                "text \"3\" in (6.0, 4.0, 12.0×16.0)",
            ])
        badge.count = 4
        #expect(badge.needsDisplay)
        _ = badge.recordDrawing()
        #expect(!badge.needsDisplay)
    }

    @Test("CoreGraphics state: translation applies to points as they are added; save and restore nest")
    func ratingRecording() {
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let operations = rating.recordDrawing()
        #expect(
            operations.map(\.description) == [
                "fill (0.0, 0.0, 20.0×20.0) \(UIColor.systemYellow.cgColor) winding",
                "fill (20.0, 0.0, 20.0×20.0) \(UIColor.systemYellow.cgColor) winding",
                "fill (40.0, 0.0, 20.0×20.0) \(UIColor.systemGray.cgColor) winding",
            ])
        guard case .fill(let path, _, _) = operations[2] else {
            Issue.record("not a fill")
            return
        }
        #expect(path.contains(CGPoint(x: 50, y: 15)) && !path.contains(CGPoint(x: 41, y: 1)))
    }

    @Test("drawHierarchy records visible views back to front in their frames, skipping hidden ones")
    func hierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let badge = BadgeView(frame: CGRect(x: 70, y: 10, width: 24, height: 24))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(badge)
        root.addSubview(hidden)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        #expect(
            image.operations.map(\.description) == [
                "fill (0.0, 0.0, 100.0×100.0) \(UIColor.white.cgColor) winding",
                "fill (72.0, 12.0, 20.0×20.0) \(UIColor.systemRed.cgColor) winding",
                "stroke (71.0, 11.0, 22.0×22.0) \(UIColor.white.cgColor) width 2.0",
                "text \"3\" in (76.0, 14.0, 12.0×16.0)",
            ])
        #expect(image.size == CGSize(width: 100, height: 100))
    }

    @Test("image contexts: renderer and the older begin/get/end API; an image drawn into another is recorded")
    func imageContexts() {
        let app = UIApplication(clock: ManualClock())
        app.makeCurrent()
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(context.format.bounds)
        }
        #expect(icon.scale == 3)
        #expect(icon.cgImage?.width == 60)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 2)
        icon.draw(at: CGPoint(x: 10, y: 10))
        let composed = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(composed?.operations.map(\.description) == ["image 20.0×20.0 in (10.0, 10.0, 20.0×20.0)"])
        #expect(composed?.scale == 2)
        #expect(UIImage(named: "missing") == nil)
        UIImage.register(icon, named: "icon")
        #expect(UIImage(named: "icon")?.size == CGSize(width: 20, height: 20))
        #expect(UIImage(systemName: "star.fill")?.renderingMode == .alwaysTemplate)
        let imageView = UIImageView(image: icon)
        #expect(imageView.frame.size == CGSize(width: 20, height: 20))
        #expect(imageView.recordDrawing().map(\.description) == ["image 20.0×20.0 in (0.0, 0.0, 20.0×20.0)"])
    }

    @Test("bad drawing input gets CoreGraphics' answer: nothing drawn for empty or non-finite paths, no context no-op")
    func badInput() {
        let context = CGContext(recordingSize: CGSize(width: -5, height: CGFloat.nan))
        #expect(context.size == .zero)
        context.fillPath()
        context.move(to: CGPoint(x: CGFloat.nan, y: 0))
        context.addLine(to: CGPoint(x: 1e40, y: .infinity))
        context.strokePath()
        context.scaleBy(x: CGFloat.infinity, y: 1)
        #expect(context.ctm == CGAffineTransform.identity)
        context.restoreGState()
        context.setLineWidth(-3)
        #expect(context.lineWidth == 1)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIGraphicsPopContext()
        UIGraphicsEndImageContext()
        let empty = UIGraphicsImageRenderer(size: CGSize(width: 0, height: 0)).image { _ in }
        #expect(empty.size == .zero && empty.operations.isEmpty)
        #expect(
            context.operations.allSatisfy { operation in
                if case .stroke(let path, _, _) = operation { return path.boundingBox.width.isFinite }
                return false
            })
    }
}
