import Foundation

/// A control that runs an action when tapped: `.touchUpInside`, then
/// `.primaryActionTriggered`. Shows a title and an image per control state.
///
/// Titles and images are looked up by ``UIControl/state``: the value set for exactly that
/// state, else the `.normal` one. The current image is shown by ``imageView``, centred, and
/// gives the button its intrinsic content size.
///
/// A single one-finger tap on a button is never taken by a tap recognizer of a superview: the
/// button refuses it in ``gestureRecognizerShouldBegin(_:)`` (reference C3).
/// - Note: See https://developer.apple.com/documentation/uikit/uibutton
// Limitation: titles are neither drawn nor measured (there is no text layout yet), so they add
// nothing to the intrinsic size and the image is centred as if the title were empty. Title
// colours, background images, image/title insets, configurations and the dimming of images
// when highlighted or disabled are not modelled.
@MainActor
open class UIButton: UIControl {
    /// The built-in kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
        /// A button without a background (iOS 15's plain system button).
        public static let plain = ButtonType.system
    }

    /// The kind of button, fixed at creation.
    public let buttonType: ButtonType
    private var titles = ButtonStateValues<String>()
    private var images = ButtonStateValues<UIImage>()
    private var storedImageView: UIImageView?

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Creates a button of a built-in kind with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// Creates a button of `type` whose primary action is `primaryAction`; the action's title
    /// becomes the normal title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    // MARK: Titles

    /// Sets the title shown in `state`; `nil` removes it (the normal title is used instead).
    open func setTitle(_ title: String?, for state: State) {
        titles[exactly: state] = title
    }

    /// The title set for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    // MARK: Images

    /// Sets the image shown in `state`; `nil` removes it (the normal image is used instead).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: State) {
        images[exactly: state] = image
        currentImageMayHaveChanged()
    }

    /// The image set for `state`, falling back to the normal state's.
    open func image(for state: State) -> UIImage? {
        images.value(for: state)
    }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The subview showing ``currentImage``, made on first use (or when an image is set). It
    /// takes no touches, so taps on the image reach the button.
    public var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView(image: currentImage)
        // A system button draws `.automatic` images as templates in its tint, as UIKit's does.
        imageView.drawsAutomaticImagesAsTemplates = buttonType == .system
        storedImageView = imageView
        addSubview(imageView)
        return imageView
    }

    /// The current image's size (the title is not measured, see the type's limitation); no
    /// intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        // UIKit lays the image and the title side by side: width image + title, height the
        // larger of the two. With no text metrics the title counts as empty.
        guard let image = currentImage else { return super.intrinsicContentSize }
        return image.size
    }

    /// The image's size (see ``intrinsicContentSize``); the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        currentImage?.size ?? super.sizeThatFits(size)
    }

    /// Lays out as every view does, then centres the image view at the image's size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let imageView = storedImageView else { return }
        let size = imageView.image?.size ?? .zero
        let box = bounds
        imageView.frame = CGRect(
            x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Shows the image of the current state, re-laying out and updating the intrinsic size
    /// when it changed.
    private func currentImageMayHaveChanged() {
        let image = currentImage
        let shown = storedImageView?.image
        guard shown !== image else { return }
        if let storedImageView {
            storedImageView.image = image
        } else {
            _ = imageView  // made showing the current image
        }
        setNeedsLayout()
        if shown?.size != image?.size { invalidateIntrinsicContentSize() }
    }

    override func stateDidChange() {
        super.stateDidChange()
        currentImageMayHaveChanged()
    }

    // MARK: Behaviour

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Refuses single one-finger taps of other views' recognizers, so the button keeps its tap
    /// [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
