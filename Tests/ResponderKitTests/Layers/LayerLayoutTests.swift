import Foundation
import ResponderKit
import Testing

/// A view with a layer lays out as Core Animation does: the layout pass asks the layer, the layer asks its
/// delegate, the view, `layoutSublayers(of:)`, and UIView's implementation runs `layoutSubviews()`.
@MainActor
@Suite("LayerLayoutTests")
struct LayerLayoutTests {
    /// A page control that places its dots' sublayers after its layer's layout, as iOS controls do.
    final class DotsView: UIView {
        var log: EventLog?
        let dot = CALayer()

        override func layoutSubviews() {
            super.layoutSubviews()
            log?.add("layoutSubviews")
        }

        override func layoutSublayers(of layer: CALayer) {
            log?.add("layoutSublayers(of:) before super")
            super.layoutSublayers(of: layer)
            dot.frame = CGRect(x: layer.bounds.midX - 4, y: layer.bounds.midY - 4, width: 8, height: 8)
            log?.add("layoutSublayers(of:) after super, dot at \(dot.frame.origin.x)")
        }
    }

    @Test("the layout pass reaches layoutSublayers(of:) for a view with a layer, and layoutSubviews through super")
    func layoutGoesThroughTheLayer() {
        let stage = Stage()
        let view = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.log = stage.log
        view.layer.addSublayer(view.dot)
        stage.window.addSubview(view)
        view.setNeedsLayout()
        stage.app.layoutPendingViews()
        #expect(
            stage.log.lines == [
                "layoutSublayers(of:) before super", "layoutSubviews", "layoutSublayers(of:) after super, dot at 46.0",
            ])
    }

    @Test("a view whose layer was never read lays out without one")
    func noLayerNoLayerLayout() {
        let stage = Stage()
        let view = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.log = stage.log
        stage.window.addSubview(view)
        view.setNeedsLayout()
        stage.app.layoutPendingViews()
        #expect(stage.log.lines == ["layoutSubviews"])
    }
}
