import Foundation

/// A view that displays an image; user interaction is off by default, so it and its subviews get no
/// touches until `isUserInteractionEnabled` is set.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; its size is the view's intrinsic content size.
    open var image: UIImage? {
        didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }

    /// The image's size, or no intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false

    /// Creates an image view with interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing an image, sized to it, with interaction disabled.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing an image and a highlighted image, sized to the first.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Records the image filling the view (its `contentMode` is not applied).
    open override func draw(_ rect: CGRect) {
        (isHighlighted ? highlightedImage ?? image : image)?.draw(in: bounds)
    }

    /// Creates the view from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero
    /// frame, interaction disabled).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
