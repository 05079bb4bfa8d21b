import Foundation
import OpenCoreGraphics

/// A view that shows one image, fitted to its bounds by its `contentMode`.
///
/// Its intrinsic content size is the image's size, so Auto Layout sizes an image view to its
/// picture unless constraints say otherwise. Template images (`.alwaysTemplate`) are drawn as
/// silhouettes in the image's own tint (``UIImage/withTintColor(_:)``) or else the view's
/// ``UIView/tintColor``. Like UIKit's, an image view does not take touches
/// by default (`isUserInteractionEnabled` is false): taps go to the view behind it.
/// A symbol image is drawn with ``preferredSymbolConfiguration`` filling in what its own
/// configuration leaves unspecified.
/// While ``isHighlighted`` it shows ``highlightedImage`` (when set), and between
/// ``startAnimating()`` and ``stopAnimating()`` it shows ``animationImages`` one after another
/// on the application clock (UIImageView+Animation.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uiimageview
@MainActor @preconcurrency
open class UIImageView: UIView, TintObserving {
    /// The image shown; setting it redraws the view and updates its intrinsic size.
    open var image: UIImage? {
        didSet {
            guard oldValue !== image else { return }
            updateDisplayedImage()
        }
    }

    /// The point size, text style, weight, scale or colours symbol images are drawn with here,
    /// where the image's own configuration does not say (the image's values win). Setting it
    /// redraws the view and updates its intrinsic size; other images are not affected.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration
    // UIKit divergence: weights move the one-weight glyph's outline, and colours apply to the
    // glyph's one layer (docs/DIVERGENCES.md, Symbol rows).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard oldValue !== preferredSymbolConfiguration else { return }
            updateDisplayedImage()
        }
    }

    /// What is drawn and measured: ``image``, a symbol remade with
    /// ``preferredSymbolConfiguration`` under its own.
    private(set) var displayedImage: UIImage?

    /// The image shown instead of ``image`` while ``isHighlighted``; nil (the default) keeps
    /// ``image``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/highlightedimage
    open var highlightedImage: UIImage? {
        didSet {
            guard oldValue !== highlightedImage else { return }
            updateDisplayedImage()
        }
    }

    /// Whether the view shows ``highlightedImage`` (and ``highlightedAnimationImages`` while
    /// animating) in place of the normal ones (default false). A table or collection cell
    /// does not set it here; set it yourself.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/ishighlighted
    /// A running animation restarts with the other frames when highlighted frames are set.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            if isAnimating, highlightedAnimationImages?.isEmpty == false { beginFrameAnimation() }
            updateDisplayedImage()
        }
    }

    /// The frames ``startAnimating()`` shows, in order; setting them stops a running
    /// animation. Nil (the default) or empty: nothing to animate.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/animationimages
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { stopAnimating() } }
    }

    /// The frames shown instead of ``animationImages`` while ``isHighlighted``; setting them
    /// stops a running animation.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/highlightedanimationimages
    open var highlightedAnimationImages: [UIImage]? {
        didSet { if isAnimating { stopAnimating() } }
    }

    /// The length of one pass through the frames, in seconds of the application clock; 0 (the
    /// default) means 1/30 s per frame. Read when the animation starts.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/animationduration
    open var animationDuration: TimeInterval = 0

    /// How many passes an animation makes before it stops by itself; 0 (the default) repeats
    /// until ``stopAnimating()``. Read when the animation starts.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/animationrepeatcount
    open var animationRepeatCount = 0

    /// What the view shows when it is not animating: ``highlightedImage`` while highlighted
    /// (when there is one), else ``image``.
    var stillImage: UIImage? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The animation frame shown now, while animating; nil otherwise.
    var animationFrameImage: UIImage? {
        didSet {
            guard oldValue !== animationFrameImage else { return }
            updateDisplayedImage()
        }
    }

    /// State of a running ``startAnimating()``.
    var animationState: ImageViewAnimation?

    /// Remakes ``displayedImage`` after the image, the preferred configuration or the text
    /// size changed, redrawing, and re-measuring when its size changed. The view's traits lie
    /// under the preferred configuration, so a text style sizes the symbol at the view's text
    /// size.
    func updateDisplayedImage() {
        let old = displayedImage
        let image = animationFrameImage ?? stillImage
        if let image, let preferredSymbolConfiguration, image.isSymbolImage {
            let underTraits = UIImage.SymbolConfiguration(traitCollection: traitCollection).applying(preferredSymbolConfiguration)
            displayedImage = image.applyingPreferredSymbolConfiguration(underTraits)
        } else {
            displayedImage = image
        }
        setNeedsDisplay()
        // A new baseline re-aligns a baseline-aligned stack view holding this one, as a new
        // size does.
        if old?.size != displayedImage?.size || old?.baselineOffset != displayedImage?.baselineOffset {
            invalidateIntrinsicContentSize()
        }
    }

    /// Creates an image view sized to `image` (a zero frame without one) that shows
    /// `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view sized to `image` (a zero frame without one).
    public init(image: UIImage?) {
        self.image = image
        displayedImage = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        if image != nil { setNeedsDisplay() }
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// UIImageView keeps UIView's `hitTest(_:with:)`, so a hit-test walk goes down into an
    /// exact UIImageView without calling it (a subclass is called; see UIView+HitTesting.swift).
    package override var usesDefaultHitTest: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIImageView.self)
    }

    /// An image view is an image to assistive technologies (not an element by default).
    package override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The image's size (as configured), or no intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (as configured); the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? bounds.size
    }

    /// The image's baseline where the view draws it: the image's
    /// ``UIImage/baselineOffsetFromBottom`` measured up from the bottom of the rectangle
    /// ``contentMode`` gives the image, scaled as the image is (before the view has a size,
    /// the image at its own size at the top). Nil without an image or for an image without a
    /// baseline, so baseline constraints and stack alignment use the view's bottom edge (and
    /// top for the first baseline), as UIKit's do.
    package override func baselineOffsetsFromTop() -> (first: CGFloat, last: CGFloat)? {
        guard let image = displayedImage, let offset = image.baselineOffset, image.size.height > 0 else { return nil }
        let rect = bounds.isEmpty ? CGRect(origin: bounds.origin, size: image.size) : imageRect(for: image)
        let baseline = rect.maxY - offset * (rect.height / image.size.height) - bounds.minY
        return (baseline, baseline)
    }

    /// Whether `.automatic` images are drawn as templates (a system button's image view).
    package var drawsAutomaticImagesAsTemplates = false {
        didSet { if oldValue != drawsAutomaticImagesAsTemplates { setNeedsDisplay() } }
    }

    // MARK: Frame animation (UIImageView+Animation.swift)

    /// Starts showing ``animationImages`` (``highlightedAnimationImages`` while highlighted,
    /// when set) one after another, each for ``animationDuration`` divided by the number of
    /// frames, on the application clock; ``animationRepeatCount`` passes, or until
    /// ``stopAnimating()`` when it is 0. Without frames, nothing happens. Starting again
    /// restarts from the first frame. A view outside a window starts when it reaches one.
    ///
    /// An animation that repeats forever keeps a timer scheduled, so the test kit's
    /// `settle()` reports it (naming this view) instead of coming to rest.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/startanimating()
    // UIKit divergence: UIKit animates the layer's contents on the render server; here a timer
    // on the application clock swaps the drawn image, so frames change at the run loop's
    // turns (each frame exactly on its time in a headless app) and show in layer traces as
    // redraws rather than a 'contents' animation.
    open func startAnimating() {
        beginFrameAnimation()
    }

    /// Reads the frames and timing and shows the first frame (see ``startAnimating()``).
    func beginFrameAnimation() {
        let source = isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
        guard let frames = source, !frames.isEmpty else { return }
        stopTimer()
        let total = animationDuration > 0 ? animationDuration : Self.defaultFrameDuration * Double(frames.count)
        animationState = ImageViewAnimation(
            frames: frames, frameDuration: total / Double(frames.count), repeatCount: max(animationRepeatCount, 0))
        animationFrameImage = frames[0]
        scheduleAnimationTimer()
    }

    /// Stops the frame animation and shows ``image`` (or ``highlightedImage``) again.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/stopanimating()
    open func stopAnimating() {
        endFrameAnimation()
    }

    /// Whether a frame animation is running (started and neither stopped nor finished).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimageview/isanimating
    open var isAnimating: Bool { animationState != nil }

    /// Draws the image into the rectangle `contentMode` gives it, tinted if it is a
    /// template, mirrored if it flips for right to left and the view lays out right to left.
    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage, let context = UIGraphicsGetCurrentContext() else { return }
        let box = imageRect(for: image)
        drawingAdjustment.draw(in: box, context: context) {
            image.draw(
                in: box, context: context, tint: tint(for: image),
                mirrored: image.drawsMirrored(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
        }
    }

    /// How the picture is changed as it is drawn (a classic button's highlighted or disabled
    /// image); `.none` by default.
    var drawingAdjustment = ImageDrawingAdjustment.none {
        didSet { if oldValue != drawingAdjustment { setNeedsDisplay() } }
    }

    /// A new layout direction redraws an image that flips for it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
            layoutDirectionMayHaveChanged()
        }
    }

    /// The colour `image` is drawn in: none for original images, else the image's own tint,
    /// else the view's.
    func tint(for image: UIImage) -> UIColor? {
        let isTemplate = image.renderingMode == .alwaysTemplate
            || (image.renderingMode == .automatic && drawsAutomaticImagesAsTemplates)
        guard isTemplate else { return image.explicitTintColor }
        return image.explicitTintColor ?? tintColor
    }

    /// Redraws a template image in the new tint.
    package func effectiveTintColorDidChange() {
        if let image = displayedImage, tint(for: image) != nil { setNeedsDisplay() }
    }

    /// A new superview may bring another inherited tint.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        effectiveTintColorDidChange()
    }

    /// An animation started off-window begins when the view reaches a window; one whose view
    /// leaves its window pauses there (see UIImageView+Animation.swift).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        animationWindowDidChange()
    }

    /// Where `image` goes in the bounds under ``contentMode``.
    func imageRect(for image: UIImage) -> CGRect {
        let box = bounds
        let size = image.size
        switch contentMode {
        case .scaleToFill, .redraw:
            return box
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return box }
            let fit = min(box.width / size.width, box.height / size.height)
            let fill = max(box.width / size.width, box.height / size.height)
            let factor = contentMode == .scaleAspectFit ? fit : fill
            let scaled = CGSize(width: size.width * factor, height: size.height * factor)
            return CGRect(
                x: box.midX - scaled.width / 2, y: box.midY - scaled.height / 2,
                width: scaled.width, height: scaled.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = box.minX
            case .right, .topRight, .bottomRight: x = box.maxX - size.width
            default: x = box.midX - size.width / 2
            }
            let y: CGFloat
            switch contentMode {
            case .top, .topLeft, .topRight: y = box.minY
            case .bottom, .bottomLeft, .bottomRight: y = box.maxY - size.height
            default: y = box.midY - size.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}

extension UIImageView: LayoutDirectionObserving {
    /// The view's layout direction may have changed (its traits', or a semantic content
    /// attribute on it or above it): an image that flips for right to left is drawn again.
    package func layoutDirectionMayHaveChanged() {
        if displayedImage?.flipsForRightToLeftLayoutDirection == true { setNeedsDisplay() }
    }
}
