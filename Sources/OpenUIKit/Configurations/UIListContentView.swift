import Foundation

/// The view that shows a ``UIListContentConfiguration``: an image at the leading edge, then the
/// text with the secondary text below it (or at the trailing edge, side by side, when the
/// configuration prefers that and both fit on one line).
///
/// Layout, in the view's margins (``UIListContentConfiguration/directionalLayoutMargins``, at
/// least the superview's on the axes the configuration preserves):
/// 1. the image, scaled down to `maximumSize`, centred in its reserved box, centred vertically;
/// 2. the texts, `imageToTextPadding` after the image box, stacked with
///    `textToSecondaryTextVerticalPadding` between them or side by side with
///    `textToSecondaryTextHorizontalPadding`, centred vertically as a group;
/// 3. the height: the margins plus the taller of the image and the texts, at least the style's
///    minimum (44 points for rows).
/// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentview
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// The label showing the text.
    package let textLabel = UILabel()
    /// The label showing the secondary text.
    package let secondaryTextLabel = UILabel()
    /// The view showing the image.
    package let imageView = UIImageView(frame: .zero)
    /// The layout guides, made on first use (see UIListContentView+LayoutGuides.swift).
    var textGuide: UILayoutGuide?
    var secondaryTextGuide: UILayoutGuide?
    var imageGuide: UILayoutGuide?

    /// Makes a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListContentMetrics.minimumRowHeight))
        isOpaque = false
        backgroundColor = nil
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        apply()
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UIListContentView(coder:): archives are not supported; use init(configuration:)")
    }

    /// The configuration shown; it must be a ``UIListContentConfiguration``.
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Fatal.stop(
                    "UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration "
                        + "(check supports(_:) before assigning)")
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list content configuration.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let config = listConfiguration
        configure(textLabel, text: config.text, attributed: config.attributedText, config.textProperties)
        configure(
            secondaryTextLabel, text: config.secondaryText, attributed: config.secondaryAttributedText,
            config.secondaryTextProperties)
        imageView.image = config.image
        imageView.isHidden = config.image == nil
        imageView.tintColor = config.imageProperties.resolvedTintColor(for: tintColor)
        imageView.layer.cornerRadius = config.imageProperties.cornerRadius
        imageView.clipsToBounds = config.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func configure(
        _ label: UILabel, text: String?, attributed: NSAttributedString?,
        _ properties: UIListContentConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.labelAlignment
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = !Self.hasText(text, attributed)
    }

    private static func hasText(_ text: String?, _ attributed: NSAttributedString?) -> Bool {
        !(text ?? "").isEmpty || (attributed?.length ?? 0) > 0
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        imageView.tintColor = listConfiguration.imageProperties.resolvedTintColor(for: tintColor)
    }

    // MARK: Layout

    /// The frames of the parts at a width, and the height they need.
    struct Placement {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondary: CGRect = .zero
        var height: CGFloat = 0
    }

    /// The margins used: the configuration's, at least the superview's on the preserved axes.
    var effectiveMargins: UIEdgeInsets {
        let own = listConfiguration.directionalLayoutMargins
        var margins = UIEdgeInsets(top: own.top, left: own.leading, bottom: own.bottom, right: own.trailing)
        if let superview {
            let outer = superview.layoutMargins
            let preserved = listConfiguration.axesPreservingSuperviewLayoutMargins
            if preserved.contains(.horizontal) {
                margins.left = max(margins.left, outer.left)
                margins.right = max(margins.right, outer.right)
            }
            if preserved.contains(.vertical) {
                margins.top = max(margins.top, outer.top)
                margins.bottom = max(margins.bottom, outer.bottom)
            }
        }
        return margins
    }

    /// Where the parts go at `width`, in left-to-right coordinates with the content at
    /// `height` (0 to measure).
    func placement(width: CGFloat, height: CGFloat) -> Placement {
        let config = listConfiguration
        let margins = effectiveMargins
        var result = Placement()
        let left = margins.left
        let right = max(left, width - margins.right)
        var textLeft = left
        var imageBox = CGSize.zero
        var imageSize = CGSize.zero
        if let image = config.image {
            (imageSize, imageBox) = Self.imageSizes(of: image, in: config)
            textLeft = left + imageBox.width + config.imageToTextPadding
        }
        let textWidth = max(0, right - textLeft)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        let unlimited = CGFloat.greatestFiniteMagnitude
        var textSize = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: unlimited)) : .zero
        var secondarySize =
            hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: unlimited)) : .zero
        textSize.width = min(textSize.width, textWidth)
        secondarySize.width = min(secondarySize.width, textWidth)
        var sideBySide = false
        // At the accessibility content sizes the texts always stack, as iOS's value cells do.
        let accessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        if config.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary && !accessibilitySize {
            let oneLineText = textLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
            let oneLineSecondary = secondaryTextLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
            if oneLineText.width + config.textToSecondaryTextHorizontalPadding + oneLineSecondary.width <= textWidth {
                sideBySide = true
                textSize = oneLineText
                secondarySize = oneLineSecondary
            }
        }
        let textsHeight: CGFloat
        if sideBySide {
            textsHeight = max(textSize.height, secondarySize.height)
        } else {
            let gap = hasText && hasSecondary ? config.textToSecondaryTextVerticalPadding : 0
            textsHeight = textSize.height + gap + secondarySize.height
        }
        let contentHeight = max(textsHeight, imageBox.height)
        result.height = max(config.minimumHeight, (margins.top + contentHeight + margins.bottom).rounded(.up))
        let boxHeight = height > 0 ? height : result.height
        let top = margins.top
        let available = max(0, boxHeight - margins.top - margins.bottom)
        let midY = top + available / 2
        if config.image != nil {
            result.image = CGRect(
                x: left + (imageBox.width - imageSize.width) / 2, y: midY - imageSize.height / 2,
                width: imageSize.width, height: imageSize.height)
        }
        if sideBySide {
            result.text = CGRect(
                x: textLeft, y: midY - textSize.height / 2, width: textSize.width, height: textSize.height)
            result.secondary = CGRect(
                x: right - secondarySize.width, y: midY - secondarySize.height / 2, width: secondarySize.width,
                height: secondarySize.height)
        } else {
            let groupTop = midY - textsHeight / 2
            result.text = CGRect(x: textLeft, y: groupTop, width: textWidth, height: textSize.height)
            let gap = hasText && hasSecondary ? config.textToSecondaryTextVerticalPadding : 0
            result.secondary = CGRect(
                x: textLeft, y: groupTop + textSize.height + gap, width: textWidth, height: secondarySize.height)
        }
        return result
    }

    /// The size `image` is drawn at in `config` and the box reserved for it (at least the
    /// standard width, so texts line up whatever their images' widths).
    private static func imageSizes(of image: UIImage, in config: UIListContentConfiguration) -> (image: CGSize, box: CGSize) {
        let imageSize = fitted(image.size, in: config.imageProperties.maximumSize)
        let reserved = config.imageProperties.reservedLayoutSize
        let reservedWidth =
            reserved.width == UIListContentConfiguration.ImageProperties.standardDimension
            ? ListContentMetrics.standardImageWidth : reserved.width
        let reservedHeight =
            reserved.height == UIListContentConfiguration.ImageProperties.standardDimension
            ? imageSize.height : reserved.height
        return (imageSize, CGSize(width: max(imageSize.width, reservedWidth), height: max(imageSize.height, reservedHeight)))
    }

    /// Where the texts start from the view's leading edge when the configuration shows an
    /// image before them; nil without an image or texts. Table cells start their separator
    /// there.
    package var textLeadingOffsetAfterImage: CGFloat? {
        let config = listConfiguration
        guard let image = config.image, !textLabel.isHidden || !secondaryTextLabel.isHidden else { return nil }
        return effectiveMargins.left + Self.imageSizes(of: image, in: config).box.width + config.imageToTextPadding
    }

    /// `size` scaled down (aspect kept) to fit `maximum`; a zero dimension of `maximum` is no limit.
    static func fitted(_ size: CGSize, in maximum: CGSize) -> CGSize {
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// Places the image and the labels (mirrored in a right-to-left layout).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let placement = placement(width: width, height: bounds.height)
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let area = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        imageView.setFrame(placement.image, mirroredIn: area, when: mirrored)
        textLabel.setFrame(placement.text, mirroredIn: area, when: mirrored)
        secondaryTextLabel.setFrame(placement.secondary, mirroredIn: area, when: mirrored)
        if placement.height != lastMeasuredHeight {
            lastMeasuredHeight = placement.height
            invalidateIntrinsicContentSize()
        }
    }
    private var lastMeasuredHeight: CGFloat = 0

    /// The width offered (or the current width when the offer is unbounded) and the height
    /// the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : bounds.width
        return CGSize(width: width, height: placement(width: width, height: 0).height)
    }

    /// No intrinsic width; the height the content needs at the current width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: placement(width: bounds.width, height: 0).height)
    }

    /// The height the content needs at the target's width (the view sizes itself by its
    /// configuration, not by constraints inside it).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        sizeThatFits(CGSize(width: targetSize.width > 0 ? targetSize.width : bounds.width, height: 0))
    }

    /// The height the content needs at the target's width.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(CGSize(width: targetSize.width > 0 ? targetSize.width : bounds.width, height: 0))
    }
}
