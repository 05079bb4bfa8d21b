import Foundation

/// A control that runs an action when tapped: `.touchUpInside`, then
/// `.primaryActionTriggered`. Shows a title and an image per control state.
///
/// Titles, attributed titles, title colours, images and background images are looked up by
/// ``UIControl/state``: the value set for exactly that state, else the `.normal` one. An
/// attributed title, when there is one for the state, is shown instead of the plain title.
/// The current image (``imageView``) and title (``titleLabel``, a real ``UILabel``) sit side
/// by side (the title first in a right-to-left layout), placed as a group inside
/// ``contentEdgeInsets`` by ``UIControl/contentHorizontalAlignment`` and
/// ``UIControl/contentVerticalAlignment`` (centred by default), each then moved by its own edge
/// insets (ButtonContentPlacement.swift); the background image is stretched
/// over the whole bounds behind them. Their measured sizes plus ``contentEdgeInsets`` (at least
/// the background image's size) are the button's intrinsic content size.
///
/// A single one-finger tap on a button is never taken by a tap recognizer of a superview: the
/// button refuses it in ``gestureRecognizerShouldBegin(_:)`` (reference C3).
/// - Note: See https://developer.apple.com/documentation/uikit/uibutton
// Configurations: see UIButton+Configuration.swift. A classic button darkens its image while
// highlighted and lightens it while disabled (UIButton+ImageAdjustment.swift).
// UIKit divergence: a titled button whose contentEdgeInsets leave the top and bottom at zero
// gets 6 points above and below its title (a 15-point title gives 30 points, a 17-point one
// about 34, as UIKit measures); UIKit does not publish the padding, so it is a named constant
// [CHOSEN] listed in docs/DIVERGENCES.md.
@MainActor @preconcurrency
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
    private(set) var images = ButtonStateValues<UIImage>()
    private(set) var storedImageView: UIImageView?
    private var titleColors = ButtonStateValues<UIColor>()
    private var titleShadowColors = ButtonStateValues<UIColor>()
    /// Whether the title label's shadow offset is reversed now (highlighted, with
    /// ``reversesTitleShadowWhenHighlighted``).
    private var titleShadowIsReversed = false
    /// Whether a title shadow colour was ever set: until then the label's own shadow colour
    /// (set on ``titleLabel`` directly) is left alone.
    private var setsTitleShadowColor = false
    private var attributedTitles = ButtonStateValues<NSAttributedString>()
    private(set) var backgroundImages = ButtonStateValues<UIImage>()
    /// The view showing ``currentBackgroundImage`` behind the content, made when first needed.
    private(set) var storedBackgroundView: UIImageView?
    /// The attributed title the title label shows now (nil while it shows the plain title).
    private var shownAttributedTitle: NSAttributedString?
    private(set) var storedTitleLabel: UILabel?
    /// The configuration, its view and handler, the selection and menu settings.
    let configurationSlots = ButtonConfigurationSlots()
    /// The role, per-state symbol configurations, touch glow and pointer settings.
    let appearanceSlots = ButtonAppearanceSlots()

    /// Restyles the button for its state; called before layout after the state changed or
    /// ``setNeedsUpdateConfiguration()`` was called, before ``configurationUpdateHandler``.
    /// The default shows `configuration.updated(for: self)` when
    /// ``automaticallyUpdatesConfiguration`` is on.
    open func updateConfiguration() {
        showUpdatedConfiguration()
    }

    /// Space around the image and title inside the button.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Moves the title from its place in the group (see ``titleRect(forContentRect:)``); left
    /// out of the intrinsic size, as in UIKit, and so shortens a title sized without it.
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image from its place in the group (see ``imageRect(forContentRect:)``); left
    /// out of the intrinsic size, as in UIKit.
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Whether a disabled button draws its image lighter (true, the default): a system
    /// button's template image in the dimmed colour, an original image at part of its opacity,
    /// unless an image is set for the disabled state itself (UIButton+ImageAdjustment.swift).
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenDisabled = true {
        didSet {
            imageTintMayHaveChanged()
            imageAdjustmentsMayHaveChanged()
        }
    }

    /// Whether a highlighted button that is not a system button draws its image and background
    /// image darker (true, the default), unless one is set for the highlighted state itself
    /// (UIButton+ImageAdjustment.swift).
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenHighlighted = true {
        didSet { imageAdjustmentsMayHaveChanged() }
    }

    // MARK: Content rectangles (classic buttons)

    /// The rectangle the background image fills: the whole `bounds`. Override to move it.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the image and title are placed in: `bounds` inside ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title label's frame for `contentRect`: the title beside the image as a group placed by
    /// the content alignments, shortened to the room left, then moved by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentPlacement.titleRect(in: contentRect)
    }

    /// The image view's frame for `contentRect`: the image beside the title as a group placed by
    /// the content alignments, then moved by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentPlacement.imageRect(in: contentRect)
    }

    /// The current image and title with the insets and alignments that place them.
    private var contentPlacement: ButtonContentPlacement {
        ButtonContentPlacement(
            imageSize: shownImageSize, titleSize: titleSize,
            imageInsets: imageEdgeInsets, titleInsets: titleEdgeInsets, horizontal: effectiveContentHorizontalAlignment,
            vertical: contentVerticalAlignment, titleLeads: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

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
        currentTitleMayHaveChanged()
    }

    /// Sets the title colour in `state`; `nil` removes it (the normal colour is used instead).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        if let property = AppearanceProperty.buttonTitleColor(for: state) { noteAppearanceSet(property) }
        titleColors[exactly: state] = color
        currentTitleMayHaveChanged()
    }

    /// The title colour for `state`: the one set for it, else (a system button, disabled) the
    /// dimmed disabled colour, else the normal one, else the default (the tint colour for
    /// system buttons, white for custom ones).
    open func titleColor(for state: State) -> UIColor? {
        if let own = titleColors[exactly: state] { return own }
        if buttonType == .system, state.contains(.disabled) { return Self.disabledSystemColor }
        return titleColors.value(for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// Sets the colour of the title's shadow in `state`; `nil` removes it (the normal one is
    /// used instead). The title label draws it at its ``UILabel/shadowOffset``.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[exactly: state] = color
        setsTitleShadowColor = true
        currentTitleMayHaveChanged()
    }

    /// The title shadow colour set for `state`, falling back to the normal state's; nil when
    /// neither is set.
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors.value(for: state)
    }

    /// The title shadow colour for the current state: white when none is set for it or for
    /// `.normal`, as for ``currentTitleColor``.
    // UIKit divergence: the white default is reported but not drawn: the title label takes a
    // shadow colour only once one is set for some state, so an untouched button's title casts
    // no shadow [INF] (docs/DIVERGENCES.md).
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) ?? .white }

    /// Whether the title's shadow moves to the opposite side (its offset negated) while the
    /// button is highlighted (default false).
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { currentTitleMayHaveChanged() }
    }

    /// The label showing ``currentTitle``, made on first use (15-point system font). It
    /// takes no touches. A button with a ``configuration`` answers the label showing the
    /// configuration's title.
    public var titleLabel: UILabel? {
        configurationSlots.view?.titleLabel ?? classicTitleLabel
    }

    /// The classic title label, made on first use.
    var classicTitleLabel: UILabel {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.textColor = currentTitleColor
        updateTitleShadow(of: label)
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
            shownAttributedTitle = attributed
        } else {
            label.text = currentTitle
        }
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The title set for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// Sets the styled title shown in `state`; `nil` removes it (the normal one is used
    /// instead). An attributed title is shown in place of the plain title; attributes it lacks
    /// come from the title label (its font and the title colour).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[exactly: state] = title.map { ($0.copy() as? NSAttributedString) ?? NSAttributedString(attributedString: $0) }
        currentTitleMayHaveChanged()
    }

    /// The styled title set for `state`, falling back to the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles.value(for: state)
    }

    /// The styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// What the title label shows: the attributed title's characters, else the plain title.
    private var shownTitleText: String? { currentAttributedTitle?.string ?? currentTitle }

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

    /// Sets the image stretched over the button's bounds, behind the title and image, in
    /// `state`; `nil` removes it (the normal one is used instead).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[exactly: state] = image
        currentBackgroundImageMayHaveChanged()
    }

    /// The background image set for `state`, falling back to the normal state's.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages.value(for: state)
    }

    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The subview showing ``currentImage``, made on first use (or when an image is set). It
    /// takes no touches, so taps on the image reach the button. A button with a
    /// ``configuration`` answers the image view showing the configuration's image.
    public var imageView: UIImageView? {
        configurationSlots.view?.imageView ?? classicImageView
    }

    /// The classic image view, made on first use, showing the current image with the current
    /// preferred symbol configuration.
    var classicImageView: UIImageView {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView(image: currentImage)
        // A system button draws `.automatic` images as templates in its tint, as UIKit's does.
        imageView.drawsAutomaticImagesAsTemplates = buttonType == .system
        imageView.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
        storedImageView = imageView
        addSubview(imageView)
        imageTintMayHaveChanged()
        imageAdjustmentsMayHaveChanged()
        return imageView
    }

    /// The size the image is laid out and measured at: the image view's image as drawn (a
    /// symbol with the preferred symbol configuration applied), else the current image's.
    private var shownImageSize: CGSize {
        storedImageView?.displayedImage?.size ?? currentImage?.size ?? .zero
    }

    /// The colour a disabled system button draws its template image (and, unless a disabled
    /// title colour is set, its title) in: dimmed like a disabled bar button item's.
    // UIKit divergence: UIKit does not publish the colour; `tertiaryLabel` is the one this
    // library's disabled configurations and bar items use [CHOSEN].
    static var disabledSystemColor: UIColor { .tertiaryLabel }

    /// A disabled system button dims its template image; otherwise the image view takes the
    /// button's tint.
    private func imageTintMayHaveChanged() {
        guard let storedImageView else { return }
        let dimmed = buttonType == .system && !isEnabled && adjustsImageWhenDisabled ? Self.disabledSystemColor : nil
        if storedImageView.layoutSettings.explicitTintColor !== dimmed { storedImageView.setExplicitTintColor(dimmed) }
    }

    /// The interaction showing ``menu``: made (and ``UIControl/isContextMenuInteractionEnabled`` turned
    /// on) when a menu is first set; nil before.
    @available(iOS 14.0, *)
    open override var contextMenuInteraction: UIContextMenuInteraction? { configurationSlots.menuInteraction }

    /// Whether the button is a pop-up button, and how its configuration shows it, follow
    /// ``showsMenuAsPrimaryAction`` and ``isContextMenuInteractionEnabled``.
    override func menuPresentationDidChange() { popUpSelectionMayHaveChanged() }

    /// The image and the title side by side (width of both, height of the taller) plus
    /// ``contentEdgeInsets``; no intrinsic metric with neither.
    open override var intrinsicContentSize: CGSize {
        if let view = configurationSlots.view { return view.fittingSize(width: .greatestFiniteMagnitude) }
        let content = contentSize
        let background = currentBackgroundImage?.size ?? .zero
        guard content != .zero || background != .zero else { return super.intrinsicContentSize }
        let insets = contentEdgeInsets
        var height = content.height + insets.top + insets.bottom
        let title = titleSize
        if title.height > 0, insets.top == 0, insets.bottom == 0 {
            height = max(height, title.height + 2 * UIButton.titleVerticalPadding)
        }
        // A background image is never shrunk: the button is at least as large as it.
        return CGSize(
            width: max(content.width + insets.left + insets.right, background.width), height: max(height, background.height))
    }

    /// The space UIKit leaves above and below a title when ``contentEdgeInsets`` gives none
    /// (measured, not published).
    static let titleVerticalPadding: CGFloat = 6

    /// The intrinsic size (see ``intrinsicContentSize``); the current size with no content.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let view = configurationSlots.view { return view.fittingSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude) }
        return contentSize == .zero && currentBackgroundImage == nil ? super.sizeThatFits(size) : intrinsicContentSize
    }

    /// The image and title sizes side by side.
    private var contentSize: CGSize {
        let image = currentImage == nil ? .zero : shownImageSize
        let title = titleSize
        return CGSize(width: image.width + title.width, height: max(image.height, title.height))
    }

    /// The measured title, zero without one.
    private var titleSize: CGSize {
        guard let title = shownTitleText, !title.isEmpty else { return .zero }
        return classicTitleLabel.intrinsicContentSize
    }

    /// Lays out as every view does, then frames the background image, the image and the title
    /// by ``backgroundRect(forBounds:)``, ``contentRect(forBounds:)``,
    /// ``imageRect(forContentRect:)`` and ``titleRect(forContentRect:)`` (which a subclass may
    /// override). A configured button lays out its configuration's view instead.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if let view = configurationSlots.view {
            if view.frame != bounds { view.frame = bounds }
            return
        }
        storedBackgroundView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        storedImageView?.frame = imageRect(forContentRect: content)
        storedTitleLabel?.frame = titleRect(forContentRect: content)
        layOutTouchGlow()
    }

    /// Shows the background image of the current state, making its view (the backmost
    /// subview) the first time there is one.
    private func currentBackgroundImageMayHaveChanged() {
        let image = currentBackgroundImage
        let shown = storedBackgroundView?.image
        guard shown !== image else { return }
        defer { imageAdjustmentsMayHaveChanged() }
        if let storedBackgroundView {
            storedBackgroundView.image = image
        } else {
            let view = UIImageView(image: image)
            view.contentMode = .scaleToFill
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            storedBackgroundView = view
            insertSubview(view, at: 0)
        }
        setNeedsLayout()
        if shown?.size != image?.size { invalidateIntrinsicContentSize() }
    }

    /// Shows the image of the current state, re-laying out and updating the intrinsic size
    /// when it changed.
    func currentImageMayHaveChanged() {
        let image = currentImage
        let symbolConfiguration = currentPreferredSymbolConfiguration
        let shown = storedImageView?.image
        let shownSize = storedImageView?.displayedImage?.size
        if let storedImageView {
            guard shown !== image || storedImageView.preferredSymbolConfiguration !== symbolConfiguration else { return }
            storedImageView.image = image
            storedImageView.preferredSymbolConfiguration = symbolConfiguration
        } else {
            guard image != nil else { return }
            _ = classicImageView  // made showing the current image
        }
        imageAdjustmentsMayHaveChanged()
        setNeedsLayout()
        if shownSize != storedImageView?.displayedImage?.size { invalidateIntrinsicContentSize() }
    }

    /// Shows the title (the attributed one when there is one) and colour of the current state,
    /// re-measuring when the title changed.
    private func currentTitleMayHaveChanged() {
        let title = currentTitle
        let attributed = currentAttributedTitle
        if storedTitleLabel == nil && title == nil && attributed == nil { return }
        let label = classicTitleLabel
        label.textColor = currentTitleColor
        updateTitleShadow(of: label)
        var changed = false
        if let attributed {
            if shownAttributedTitle !== attributed {
                label.attributedText = attributed
                shownAttributedTitle = attributed
                changed = true
            }
        } else if shownAttributedTitle != nil || label.text != title {
            shownAttributedTitle = nil
            label.text = title
            changed = true
        }
        if changed {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Gives the title label the current shadow colour, its offset reversed while highlighted
    /// when ``reversesTitleShadowWhenHighlighted`` asks.
    private func updateTitleShadow(of label: UILabel) {
        if setsTitleShadowColor { label.shadowColor = titleShadowColor(for: state) }
        let reversed = reversesTitleShadowWhenHighlighted && isHighlighted
        if reversed != titleShadowIsReversed {
            titleShadowIsReversed = reversed
            label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
        }
    }

    override func stateDidChange() {
        super.stateDidChange()
        imageTintMayHaveChanged()
        currentImageMayHaveChanged()
        currentBackgroundImageMayHaveChanged()
        currentTitleMayHaveChanged()
        imageAdjustmentsMayHaveChanged()
        touchGlowMayHaveChanged()
        setNeedsUpdateConfiguration()
    }

    override func primaryActionWillTrigger() -> Bool {
        configuredPrimaryActionWillTrigger()
    }

    // A menu shown as the primary action opens at touch-down and takes a sliding finger
    // (UIButton+MenuTracking).
    override func trackingDidBegin(_ touch: UITouch) { menuTrackingDidBegin(touch) }
    override func trackingDidMove(_ touch: UITouch) { menuTrackingDidMove(touch) }
    override func trackingWillEnd(_ touch: UITouch) { menuTrackingWillEnd(touch) }
    override func trackingWasCancelled() { menuTrackingWasCancelled() }

    // MARK: Behaviour

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Accessibility defaults

    /// A button reads its current title; a button without one reads its image's label (a
    /// symbol's spoken name, docs/SYMBOLS.md).
    package override var defaultAccessibilityLabel: String? {
        if let title = shownTitleText ?? configuration?.titleText, !title.isEmpty { return title }
        return (currentImage ?? configuration?.image)?.accessibilityLabel ?? shownTitleText
    }

    /// A button, with the control's state.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }

    /// An enabled button sends what a tap sends: `.touchUpInside` and `.primaryActionTriggered`.
    package override func performDefaultAccessibilityActivation() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    /// Refuses single one-finger taps of other views' recognizers, so the button keeps its tap
    /// [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

extension UIButton: TintObserving {
    /// A system button's default title colour is its tint: follow it.
    package func effectiveTintColorDidChange() {
        currentTitleMayHaveChanged()
        setNeedsUpdateConfiguration()
    }
}
