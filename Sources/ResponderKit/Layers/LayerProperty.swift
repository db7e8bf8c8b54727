import Foundation

/// A layer property an animation's key path names, parsed once when the animation is added.
///
/// The paths: `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`, `.size.width`, `.size.height`),
/// `anchorPoint`, `transform` and its parts `transform.rotation` (`.z`), `transform.scale` (`.x`, `.y`),
/// `transform.translation` (`.x`, `.y`), `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`,
/// `borderColor`, `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`, `zPosition`, `hidden`, and for
/// shape layers `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`, `fillColor`, `strokeColor`, for
/// gradient layers `startPoint`, `endPoint`.
enum LayerProperty: Equatable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case anchorPoint
    case transform, rotation, scale, scaleX, scaleY, translationX, translationY
    case opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, zPosition, hidden
    case strokeStart, strokeEnd, lineWidth, lineDashPhase, fillColor, strokeColor
    case startPoint, endPoint

    /// The property a key path names, or nil for a path ResponderKit does not animate.
    init?(keyPath: String?) {
        guard let keyPath, let property = Self.table[keyPath] else { return nil }
        self = property
    }

    /// The key paths and their properties.
    private static let table: [String: LayerProperty] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "anchorPoint": .anchorPoint, "transform": .transform,
        "transform.rotation": .rotation, "transform.rotation.z": .rotation,
        "transform.scale": .scale, "transform.scale.x": .scaleX, "transform.scale.y": .scaleY,
        "transform.translation.x": .translationX, "transform.translation.y": .translationY,
        "opacity": .opacity, "backgroundColor": .backgroundColor, "cornerRadius": .cornerRadius,
        "borderWidth": .borderWidth, "borderColor": .borderColor, "shadowColor": .shadowColor,
        "shadowOpacity": .shadowOpacity, "shadowOffset": .shadowOffset, "shadowRadius": .shadowRadius,
        "zPosition": .zPosition, "hidden": .hidden, "strokeStart": .strokeStart, "strokeEnd": .strokeEnd,
        "lineWidth": .lineWidth, "lineDashPhase": .lineDashPhase, "fillColor": .fillColor,
        "strokeColor": .strokeColor, "startPoint": .startPoint, "endPoint": .endPoint,
    ]

    /// The key path that names the property, as UIKit's view animations name their animations.
    var keyPath: String {
        switch self {
        case .position: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .opacity: "opacity"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowOffset: "shadowOffset"
        case .shadowRadius: "shadowRadius"
        case .zPosition: "zPosition"
        case .anchorPoint: "anchorPoint"
        default: "\(self)"
        }
    }

    /// The property's value on `layer` (its model value, for a model layer).
    @MainActor
    func value(of layer: CALayer) -> AnimatableValue {
        switch self {
        case .position: return .point(layer.position)
        case .positionX: return .scalar(Double(layer.position.x))
        case .positionY: return .scalar(Double(layer.position.y))
        case .bounds: return .rect(layer.bounds)
        case .boundsOrigin: return .point(layer.bounds.origin)
        case .boundsSize: return .size(layer.bounds.size)
        case .boundsWidth: return .scalar(Double(layer.bounds.size.width))
        case .boundsHeight: return .scalar(Double(layer.bounds.size.height))
        case .anchorPoint: return .point(layer.anchorPoint)
        case .transform: return .of(layer.transform)
        case .rotation: return .scalar(TransformParts(layer.transform.affine).rotation)
        case .scale, .scaleX: return .scalar(Double(TransformParts(layer.transform.affine).scale.width))
        case .scaleY: return .scalar(Double(TransformParts(layer.transform.affine).scale.height))
        case .translationX: return .scalar(Double(layer.transform.m41))
        case .translationY: return .scalar(Double(layer.transform.m42))
        case .opacity: return .scalar(Double(layer.opacity))
        case .backgroundColor: return AnimatableValue(color: layer.backgroundColor)
        case .cornerRadius: return .scalar(Double(layer.cornerRadius))
        case .borderWidth: return .scalar(Double(layer.borderWidth))
        case .borderColor: return AnimatableValue(color: layer.borderColor)
        case .shadowColor: return AnimatableValue(color: layer.shadowColor)
        case .shadowOpacity: return .scalar(Double(layer.shadowOpacity))
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowRadius: return .scalar(Double(layer.shadowRadius))
        case .zPosition: return .scalar(Double(layer.zPosition))
        case .hidden: return .scalar(layer.isHidden ? 1 : 0)
        case .strokeStart: return .scalar(Double((layer as? CAShapeLayer)?.strokeStart ?? 0))
        case .strokeEnd: return .scalar(Double((layer as? CAShapeLayer)?.strokeEnd ?? 1))
        case .lineWidth: return .scalar(Double((layer as? CAShapeLayer)?.lineWidth ?? 1))
        case .lineDashPhase: return .scalar(Double((layer as? CAShapeLayer)?.lineDashPhase ?? 0))
        case .fillColor: return AnimatableValue(color: (layer as? CAShapeLayer)?.fillColor)
        case .strokeColor: return AnimatableValue(color: (layer as? CAShapeLayer)?.strokeColor)
        case .startPoint: return .point((layer as? CAGradientLayer)?.startPoint ?? .zero)
        case .endPoint: return .point((layer as? CAGradientLayer)?.endPoint ?? .zero)
        }
    }

    /// Writes `value` into `layer`, a presentation copy (made on its own, outside any window: no action runs).
    @MainActor
    func apply(_ value: AnimatableValue, to layer: CALayer) {
        func withParts(_ change: (inout TransformParts) -> Void) {
            var parts = TransformParts(layer.transform.affine)
            change(&parts)
            layer.storedTransform = CATransform3D(parts.affine)
        }
        let shape = layer as? CAShapeLayer
        switch self {
        case .position: layer.storedPosition = value.point
        case .positionX: layer.storedPosition.x = CGFloat(value.scalar)
        case .positionY: layer.storedPosition.y = CGFloat(value.scalar)
        case .bounds: layer.storedBounds = value.rect
        case .boundsOrigin: layer.storedBounds.origin = value.point
        case .boundsSize: layer.storedBounds.size = value.size
        case .boundsWidth: layer.storedBounds.size.width = CGFloat(value.scalar)
        case .boundsHeight: layer.storedBounds.size.height = CGFloat(value.scalar)
        case .anchorPoint: layer.anchorPoint = value.point
        case .transform: layer.storedTransform = value.transform
        case .rotation: withParts { $0.rotation = value.scalar }
        case .scale: withParts { $0.scale = CGSize(width: value.scalar, height: value.scalar) }
        case .scaleX: withParts { $0.scale.width = CGFloat(value.scalar) }
        case .scaleY: withParts { $0.scale.height = CGFloat(value.scalar) }
        case .translationX: layer.storedTransform.m41 = CGFloat(value.scalar)
        case .translationY: layer.storedTransform.m42 = CGFloat(value.scalar)
        case .opacity: layer.storedOpacity = Float(value.scalar)
        case .backgroundColor: layer.storedBackgroundColor = value.cgColor
        case .cornerRadius: layer.cornerRadius = CGFloat(value.scalar)
        case .borderWidth: layer.borderWidth = CGFloat(value.scalar)
        case .borderColor: layer.borderColor = value.cgColor
        case .shadowColor: layer.shadowColor = value.cgColor
        case .shadowOpacity: layer.shadowOpacity = Float(value.scalar)
        case .shadowOffset: layer.shadowOffset = value.size
        case .shadowRadius: layer.shadowRadius = CGFloat(value.scalar)
        case .zPosition: layer.zPosition = CGFloat(value.scalar)
        case .hidden: layer.storedIsHidden = value.scalar >= 0.5
        case .strokeStart: shape?.strokeStart = CGFloat(value.scalar)
        case .strokeEnd: shape?.strokeEnd = CGFloat(value.scalar)
        case .lineWidth: shape?.lineWidth = CGFloat(value.scalar)
        case .lineDashPhase: shape?.lineDashPhase = CGFloat(value.scalar)
        case .fillColor: shape?.fillColor = value.cgColor
        case .strokeColor: shape?.strokeColor = value.cgColor
        case .startPoint: (layer as? CAGradientLayer)?.startPoint = value.point
        case .endPoint: (layer as? CAGradientLayer)?.endPoint = value.point
        }
    }
}
