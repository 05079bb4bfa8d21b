import Foundation

/// A view a collection view reuses: supplementary views (headers, footers) and, through
/// ``UICollectionViewCell``, cells. The collection view makes one of the registered class,
/// applies the layout's attributes, and when it scrolls away queues it under its
/// ``reuseIdentifier`` and calls ``prepareForReuse()`` before handing it out again.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a view of a registered class.
    // UIKit divergence: Swift can only instantiate a class object through a required
    // initializer; this one calls init(frame:) and is inherited by subclasses that override
    // init(frame:) and init(coder:) (or declare no initializer).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: UICollectionReusableView.frameForNextMadeView)
        reuseIdentifier = identifier
    }

    /// The frame a collection view makes its next view of a registered class with: the
    /// layout attributes' frame of the element it is dequeued for, so `init(frame:)` sees the
    /// item's size, as in UIKit. Zero outside a dequeue.
    static var frameForNextMadeView: CGRect = .zero

    /// Called before the view is handed out again; override to reset its content.
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond the frame (for custom attributes subclasses).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like instead of `layoutAttributes`, asked of self-sizing
    /// cells and supplementary views: by default the size Auto Layout fits the content view's
    /// constraints into, freely in both directions, or at the layout's width when the layout
    /// sizes only the height (a compositional layout's estimated-height header), at its height
    /// when it sizes only the width (an estimated-width header of a horizontal layout).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        if layoutAttributes.fitsHeightOnly {
            let fitted = sizingView.systemLayoutSizeFitting(
                CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { attributes.size = CGSize(width: layoutAttributes.size.width, height: fitted.height.rounded(.up)) }
            return attributes
        }
        if layoutAttributes.fitsWidthOnly {
            let fitted = sizingView.systemLayoutSizeFitting(
                CGSize(width: 0, height: layoutAttributes.size.height), withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .required)
            if fitted.width > 0 { attributes.size = CGSize(width: fitted.width.rounded(.up), height: layoutAttributes.size.height) }
            return attributes
        }
        let fitted = sizingView.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        if fitted.width > 0 || fitted.height > 0 { attributes.size = fitted }
        return attributes
    }

    /// The view whose constraints size the view: a cell's content view, else the view itself.
    var sizingView: UIView { self }

}
