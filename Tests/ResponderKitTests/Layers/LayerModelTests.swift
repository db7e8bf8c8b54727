import Foundation
import Testing

@testable import ResponderKit

#if canImport(Glibc)
    /// glibc's `malloc_usable_size` (declared in malloc.h, which the Glibc module does not export): the bytes of the
    /// block `malloc` gave an object, its instance size rounded up to the allocator's size class.
    @_silgen_name("malloc_usable_size")
    func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

@MainActor
@Suite("LayerModelTests")
struct LayerModelTests {
    @Test("§13 a view's layer is the view's geometry, both ways")
    func layerSharesTheViewsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.frame == view.frame)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.alpha = 0.5
        #expect(layer.opacity == 0.5)
        layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        layer.isHidden = true
        #expect(view.isHidden)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CATransform3DGetAffineTransform(layer.transform) == CGAffineTransform(scaleX: 2, y: 2))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(view.transform.b - 1) < 1e-12 && abs(view.transform.a) < 1e-12)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
        #expect(layer.delegate === view)
    }

    @Test("a plain view whose layer is never read has none and stays within 512 bytes")
    func plainViewStaysSmall() {
        let view = UIView(frame: .zero)
        #expect(view.storedLayer == nil)
        view.center = CGPoint(x: 5, y: 5)
        view.alpha = 0.5
        #expect(view.storedLayer == nil)
        #if canImport(Glibc)
            let size = mallocUsableSize(Unmanaged.passUnretained(view).toOpaque())
            #expect(size <= 512, "a UIView takes \(size) bytes")
        #endif
        _ = view.layer
        #expect(view.storedLayer != nil)
    }

    @Test("layerClass picks the layer's class; a layer-only property is stored on it")
    func layerClassOverride() {
        final class RingView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let shape = view.layer as? CAShapeLayer
        #expect(shape != nil)
        shape?.strokeEnd = 0.5
        shape?.fillRule = .evenOdd
        #expect((view.layer as? CAShapeLayer)?.strokeEnd == 0.5)
        view.layer.cornerRadius = 8
        #expect(view.layer.cornerRadius == 8)
    }

    @Test("a view's sublayers are its subviews' layers in order, with added layers where they were put")
    func sublayersFollowSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        let gradient = CAGradientLayer()
        parent.layer.insertSublayer(gradient, at: 0)
        let badge = CALayer()
        parent.layer.addSublayer(badge)
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init)
                == [gradient, a.layer, b.layer, badge].map(ObjectIdentifier.init))
        let c = UIView(frame: .zero)
        parent.addSubview(c)
        #expect(parent.layer.sublayers?.last === c.layer)
        parent.bringSubviewToFront(a)
        let viewLayers = parent.layer.sublayers?.filter { $0.delegate != nil }
        #expect(viewLayers?.map(ObjectIdentifier.init) == [b.layer, c.layer, a.layer].map(ObjectIdentifier.init))
        #expect(a.layer.superlayer === parent.layer)
        #expect(gradient.superlayer === parent.layer)
        gradient.removeFromSuperlayer()
        #expect(gradient.superlayer == nil)
        #expect(parent.layer.sublayers?.contains { $0 === gradient } == false)
        c.layer.removeFromSuperlayer()
        #expect(c.superview == nil)
    }

    @Test("a layer on its own: frame from position, anchor point and transform; conversions; hit-testing")
    func standaloneGeometry() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        child.anchorPoint = CGPoint(x: 0, y: 0)
        child.position = CGPoint(x: 50, y: 60)
        root.addSublayer(child)
        #expect(child.frame == CGRect(x: 50, y: 60, width: 40, height: 20))
        #expect(child.convert(CGPoint(x: 10, y: 5), to: root) == CGPoint(x: 60, y: 65))
        #expect(root.convert(CGPoint(x: 60, y: 65), to: child) == CGPoint(x: 10, y: 5))
        #expect(child.convert(CGPoint(x: 60, y: 65), from: root) == CGPoint(x: 10, y: 5))
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === child)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 150)) == nil)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === root)
        child.isHidden = false
        let front = CALayer()
        front.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
        root.insertSublayer(front, below: child)
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === child)
        front.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === front)
        #expect(child.contains(CGPoint(x: 39, y: 19)))
        #expect(!child.contains(CGPoint(x: 40, y: 19)))
        child.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(child.frame == CGRect(x: 50, y: 60, width: 80, height: 40))
    }

    @Test("CATransform3D: a rotation about z is the affine rotation; inverse and concatenation")
    func transform3D() {
        let rotation = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        #expect(CATransform3DIsAffine(rotation))
        let affine = CGAffineTransform(rotationAngle: .pi / 3)
        let got = CATransform3DGetAffineTransform(rotation)
        #expect(abs(got.a - affine.a) < 1e-12 && abs(got.b - affine.b) < 1e-12 && abs(got.c - affine.c) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        let back = CATransform3DConcat(moved, CATransform3DInvert(moved))
        #expect(abs(back.m11 - 1) < 1e-12 && abs(back.m41) < 1e-12)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        let inverted = CATransform3DConcat(perspective, CATransform3DInvert(perspective))
        #expect(abs(inverted.m34) < 1e-12 && CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
    }
}
