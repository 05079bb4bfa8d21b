import Foundation

/// What a button with a configuration shows: the background, then the image (or an activity
/// indicator) beside, above or below the title and subtitle, as one group centred in the
/// button inside the content insets, and the pop-up mark after it when the indicator is shown.
///
/// Layout:
/// 1. the title over the subtitle (`titlePadding` between), aligned by `titleAlignment`;
/// 2. the image at `imagePlacement` of that block, `imagePadding` away, centred across;
/// 3. the pop-up mark at the trailing end of that group, ``indicatorPadding`` away, centred
///    down;
/// 4. the group plus `contentInsets` is the button's intrinsic size; it is centred in the bounds;
/// 5. the background fills the bounds with the corner style's radius (half the height for
///    `.capsule`).
final class ButtonConfigurationView: UIView {
    let backgroundView: BackgroundConfigurationView
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView(frame: .zero)
    /// The medium activity indicator shown in place of the image while loading.
    let spinner = UIActivityIndicatorView(style: .medium)
    /// The indicator's side: the medium style's 20 points.
    static let spinnerSide: CGFloat = 20
    /// The pop-up mark (chevrons up and down) after the content.
    let indicatorView = UIImageView(frame: .zero)
    /// The space between the content and the pop-up mark [CHOSEN: Apple publishes none].
    static let indicatorPadding: CGFloat = 4
    private(set) var shown: UIButton.Configuration
    /// Whether the pop-up mark is shown (the button resolved the configuration's indicator).
    private(set) var showsPopUpIndicator: Bool
    /// The point size the pop-up mark's image was made at (0 before it was made).
    private var indicatorPointSize: CGFloat = 0
    private var loggedTransformer = false

    init(configuration: UIButton.Configuration, popUpIndicator: Bool) {
        shown = configuration
        showsPopUpIndicator = popUpIndicator
        backgroundView = BackgroundConfigurationView(configuration: configuration.background)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        for view in [backgroundView, imageView, spinner, titleLabel, subtitleLabel, indicatorView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.numberOfLines = 0
        subtitleLabel.numberOfLines = 0
        // The fonts are Dynamic Type fonts that follow the text size (see `scaledFont`), and
        // the labels say so, as a configured button's labels do in UIKit.
        titleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.adjustsFontForContentSizeCategory = true
        show(configuration, popUpIndicator: popUpIndicator)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("ButtonConfigurationView(coder:) is not supported")
    }

    /// Shows `configuration` (already updated for the button's state), with the pop-up mark
    /// when `popUpIndicator`.
    func show(_ configuration: UIButton.Configuration, popUpIndicator: Bool) {
        shown = configuration
        showsPopUpIndicator = popUpIndicator
        let tint = tintColor ?? .systemBlue
        let selectionLook = configuration.automaticallyUpdateForSelection
        let foreground = configuration.style.foreground(
            base: configuration.baseForegroundColor, tint: tint, appearance: configuration.appearance,
            selectionLook: selectionLook)
        var background = configuration.background
        if background.backgroundColor == nil {
            background.backgroundColor = configuration.style.background(
                base: configuration.baseBackgroundColor, tint: tint, appearance: configuration.appearance,
                selectionLook: selectionLook)
        }
        background.cornerRadius = 0
        backgroundView.show(background)
        let metrics = ButtonConfigurationMetrics.metrics(for: configuration.buttonSize)
        titleLabel.font = Self.scaledFont(size: metrics.titleSize, traits: traitCollection)
        titleLabel.textColor = foreground
        titleLabel.text = configuration.titleText
        titleLabel.isHidden = (configuration.titleText ?? "").isEmpty
        subtitleLabel.font = Self.scaledFont(size: metrics.subtitleSize, traits: traitCollection)
        subtitleLabel.textColor = foreground
        subtitleLabel.text = configuration.subtitleText
        subtitleLabel.isHidden = (configuration.subtitleText ?? "").isEmpty
        let alignment: NSTextAlignment
        switch configuration.titleAlignment {
        case .automatic, .center: alignment = .center
        case .leading: alignment = .natural
        case .trailing: alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        }
        titleLabel.textAlignment = alignment
        subtitleLabel.textAlignment = alignment
        let imageTint = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        imageView.image = configuration.image
        imageView.tintColor = imageTint
        imageView.isHidden = configuration.image == nil || configuration.showsActivityIndicator
        spinner.color = configuration.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
        // The mark is a semibold symbol 4 points under the title's size [CHOSEN], in the
        // foreground colour through the indicator's transformer.
        indicatorView.isHidden = !popUpIndicator
        // Made again only when the title's size changed, not at every highlight.
        if popUpIndicator, indicatorPointSize != titleLabel.font.pointSize - 4 {
            indicatorPointSize = titleLabel.font.pointSize - 4
            indicatorView.image = UIImage(
                systemName: "chevron.up.chevron.down",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: indicatorPointSize, weight: .semibold))
        }
        if popUpIndicator {
            indicatorView.tintColor = configuration.indicatorColorTransformer.map { $0(foreground) } ?? foreground
        }
        // Stopped, the indicator hides itself (hidesWhenStopped); running, it turns on the clock.
        if configuration.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        if !loggedTransformer,
            configuration.titleTextAttributesTransformer != nil || configuration.subtitleTextAttributesTransformer != nil
        {
            loggedTransformer = true
            misuseLog.log(
                "UIButton.Configuration: text attribute transformers run but their attributes are not applied "
                    + "(no UIKit attribute scope for AttributedString on this platform)")
        }
        if let transformer = configuration.titleTextAttributesTransformer { _ = transformer(AttributeContainer()) }
        if let transformer = configuration.subtitleTextAttributesTransformer { _ = transformer(AttributeContainer()) }
        setNeedsLayout()
    }

    /// The corner radius the configuration asks for at `height`.
    func cornerRadius(height: CGFloat) -> CGFloat {
        switch shown.cornerStyle {
        case .fixed: return shown.background.cornerRadius
        case .dynamic: return ButtonConfigurationMetrics.metrics(for: shown.buttonSize).dynamicCornerRadius
        case .small: return ButtonConfigurationMetrics.smallCornerRadius
        case .medium: return ButtonConfigurationMetrics.mediumCornerRadius
        case .large: return ButtonConfigurationMetrics.largeCornerRadius
        case .capsule: return height / 2
        }
    }

    /// The sizes of the parts and of the whole group at most `width` wide.
    private struct Parts {
        var title: CGSize = .zero
        var subtitle: CGSize = .zero
        var titles: CGSize = .zero
        var image: CGSize = .zero
        /// The image, titles and their paddings, without the pop-up mark.
        var content: CGSize = .zero
        var indicator: CGSize = .zero
        var group: CGSize = .zero
    }

    private func measure(width: CGFloat) -> Parts {
        var parts = Parts()
        let insets = shown.contentInsets
        let limit = CGSize(width: max(0, width - insets.leading - insets.trailing), height: .greatestFiniteMagnitude)
        if !imageView.isHidden, let image = imageView.image { parts.image = image.size }
        if !spinner.isHidden { parts.image = CGSize(width: Self.spinnerSide, height: Self.spinnerSide) }
        if !indicatorView.isHidden, let mark = indicatorView.image { parts.indicator = mark.size }
        let markWidth = parts.indicator.width > 0 ? parts.indicator.width + Self.indicatorPadding : 0
        let vertical = shown.imagePlacement == .top || shown.imagePlacement == .bottom
        var titleLimit = limit
        titleLimit.width = max(0, limit.width - markWidth)
        if !vertical, parts.image.width > 0 {
            titleLimit.width = max(0, titleLimit.width - parts.image.width - shown.imagePadding)
        }
        if !titleLabel.isHidden { parts.title = titleLabel.sizeThatFits(titleLimit) }
        if !subtitleLabel.isHidden { parts.subtitle = subtitleLabel.sizeThatFits(titleLimit) }
        parts.title.width = min(parts.title.width, titleLimit.width)
        parts.subtitle.width = min(parts.subtitle.width, titleLimit.width)
        let gap = parts.title.height > 0 && parts.subtitle.height > 0 ? shown.titlePadding : 0
        parts.titles = CGSize(
            width: max(parts.title.width, parts.subtitle.width), height: parts.title.height + gap + parts.subtitle.height)
        let padding = parts.image != .zero && parts.titles != .zero ? shown.imagePadding : 0
        if vertical {
            parts.content = CGSize(
                width: max(parts.image.width, parts.titles.width), height: parts.image.height + padding + parts.titles.height)
        } else {
            parts.content = CGSize(
                width: parts.image.width + padding + parts.titles.width, height: max(parts.image.height, parts.titles.height))
        }
        parts.group = CGSize(
            width: parts.content.width + markWidth, height: max(parts.content.height, parts.indicator.height))
        return parts
    }

    /// The group plus the content insets, rounded up to whole points.
    func fittingSize(width: CGFloat) -> CGSize {
        let group = measure(width: width).group
        let insets = shown.contentInsets
        return CGSize(
            width: (group.width + insets.leading + insets.trailing).rounded(.up),
            height: (group.height + insets.top + insets.bottom).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        backgroundView.ownerCornerRadius = cornerRadius(height: bounds.height)
        let parts = measure(width: bounds.width)
        let insets = shown.contentInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let box = bounds.inset(
            by: UIEdgeInsets(
                top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: rtl ? insets.leading : insets.trailing))
        let whole = CGRect(
            x: box.midX - parts.group.width / 2, y: box.midY - parts.group.height / 2, width: parts.group.width,
            height: parts.group.height)
        // The image and titles take the group less the pop-up mark, which sits at its trailing end.
        let markWidth = parts.group.width - parts.content.width
        let group = CGRect(
            x: rtl ? whole.minX + markWidth : whole.minX, y: box.midY - parts.content.height / 2,
            width: parts.content.width, height: parts.content.height)
        indicatorView.frame = CGRect(
            x: rtl ? whole.minX : whole.maxX - parts.indicator.width, y: box.midY - parts.indicator.height / 2,
            width: parts.indicator.width, height: parts.indicator.height)
        let padding = parts.image != .zero && parts.titles != .zero ? shown.imagePadding : 0
        var imageOrigin = CGPoint.zero
        var titlesOrigin = CGPoint.zero
        switch shown.imagePlacement {
        case .top:
            imageOrigin = CGPoint(x: group.midX - parts.image.width / 2, y: group.minY)
            titlesOrigin = CGPoint(x: group.midX - parts.titles.width / 2, y: group.minY + parts.image.height + padding)
        case .bottom:
            titlesOrigin = CGPoint(x: group.midX - parts.titles.width / 2, y: group.minY)
            imageOrigin = CGPoint(x: group.midX - parts.image.width / 2, y: group.minY + parts.titles.height + padding)
        default:
            let imageFirst = (shown.imagePlacement != .trailing) != rtl
            if imageFirst {
                imageOrigin = CGPoint(x: group.minX, y: group.midY - parts.image.height / 2)
                titlesOrigin = CGPoint(x: group.minX + parts.image.width + padding, y: group.midY - parts.titles.height / 2)
            } else {
                titlesOrigin = CGPoint(x: group.minX, y: group.midY - parts.titles.height / 2)
                imageOrigin = CGPoint(
                    x: group.minX + parts.titles.width + padding, y: group.midY - parts.image.height / 2)
            }
        }
        let imageFrame = CGRect(origin: imageOrigin, size: parts.image)
        imageView.frame = imageFrame
        spinner.frame = imageFrame
        let gap = parts.title.height > 0 && parts.subtitle.height > 0 ? shown.titlePadding : 0
        titleLabel.frame = CGRect(
            x: titlesOrigin.x, y: titlesOrigin.y, width: parts.titles.width, height: parts.title.height)
        subtitleLabel.frame = CGRect(
            x: titlesOrigin.x, y: titlesOrigin.y + parts.title.height + gap, width: parts.titles.width,
            height: parts.subtitle.height)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        show(shown, popUpIndicator: showsPopUpIndicator)
    }

    /// The system font of `size` scaled for the content size category in `traits`, following
    /// the text style whose default size it is (17 body, 15 subheadline, 13 footnote, 12
    /// caption 1, 11 caption 2) [INF: configured buttons follow Dynamic Type].
    static func scaledFont(size: CGFloat, traits: UITraitCollection) -> UIFont {
        let style: UIFont.TextStyle =
            switch size {
            case 17...: .body
            case 15..<17: .subheadline
            case 13..<15: .footnote
            case 12..<13: .caption1
            default: .caption2
            }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size), compatibleWith: traits)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        show(shown, popUpIndicator: showsPopUpIndicator)
        superview?.invalidateIntrinsicContentSize()
    }
}
