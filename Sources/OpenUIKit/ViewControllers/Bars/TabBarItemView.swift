import Foundation

/// One item of a tab bar: the icon, the title and the badge, drawn in the layout the bar's
/// size classes call for (``UITabBarItemAppearance/Style``) with the state's appearance.
@MainActor
package final class TabBarItemView: UIControl {
    /// Where the parts go in the item's 49-point-tall box.
    package struct Placement: Equatable {
        package var icon: CGRect?
        package var title: CGRect?
        package var badge: CGRect?
    }

    /// What the item view shows, set by the tab bar.
    @MainActor struct Content {
        var title: String?
        var image: UIImage?
        var badgeValue: String?
        var badgeColor: UIColor?
        var badgeTextAttributes: [NSAttributedString.Key: Any]?
        /// The item's own title attributes for its state (the appearance's win where set).
        var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        var titleAdjustment: UIOffset = .zero
        var isSelected = false
        var isEnabled = true
        var style: UITabBarItemAppearance.Style = .stacked
        var appearance = UITabBarItemAppearance(style: .stacked)
        /// The colour of unselected items (the bar's `unselectedItemTintColor`, or grey).
        var unselectedColor: UIColor = .systemGray
    }

    var content = Content() {
        didSet { setNeedsDisplay() }
    }

    /// The item shown: `UITabBarItem.appearance()` values reach it as this view enters a window.
    weak var item: UITabBarItem?

    package override var appearanceCarrier: (any AppearanceCarrier)? { item }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    package required init?(coder: NSCoder) {
        Fatal.stop("TabBarItemView(coder:) is not supported: archives are not decoded")
    }

    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Accessibility

    package override var defaultIsAccessibilityElement: Bool { true }
    /// The item's title, else its image's label (a symbol's spoken name).
    package override var defaultAccessibilityLabel: String? { content.title ?? content.image?.accessibilityLabel }
    package override var defaultAccessibilityValue: String? { content.badgeValue }
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = super.defaultAccessibilityTraits.union(.button)
        if content.isSelected { traits.insert(.selected) }
        if !content.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    // MARK: Look

    /// The state's appearance: disabled, selected or normal.
    var stateAppearance: UITabBarItemStateAppearance {
        if !content.isEnabled { return content.appearance.disabled }
        return content.isSelected ? content.appearance.selected : content.appearance.normal
    }

    /// The icon's colour: the state's icon colour, else the tint when selected, the
    /// unselected colour otherwise, tertiary label when disabled [CHOSEN].
    var iconColor: UIColor {
        if let color = stateAppearance.iconColor { return color }
        if !content.isEnabled { return .tertiaryLabel }
        return content.isSelected ? tintColor : content.unselectedColor
    }

    package var titleFont: UIFont {
        stateAppearance.titleTextAttributes[.font] as? UIFont ?? content.titleTextAttributes[.font] as? UIFont
            ?? (content.style == .stacked ? TabBarItemMetrics.stackedTitleFont : TabBarItemMetrics.inlineTitleFont)
    }

    package var titleColor: UIColor {
        stateAppearance.titleTextAttributes[.foregroundColor] as? UIColor
            ?? content.titleTextAttributes[.foregroundColor] as? UIColor ?? iconColor
    }

    var badgeAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: TabBarItemMetrics.badgeFont, .foregroundColor: UIColor.white,
        ]
        attributes.merge(stateAppearance.badgeTextAttributes) { $1 }
        if let own = content.badgeTextAttributes { attributes.merge(own) { $1 } }
        return attributes
    }

    /// A symbol at the layout's symbol size; another image at its own size, scaled down to fit
    /// the layout's icon box.
    func iconSize(of image: UIImage) -> CGSize {
        let compact = content.style == .compactInline
        guard image.size.width > 0, image.size.height > 0 else { return .zero }
        if image.isSymbolImage {
            let side = compact ? TabBarItemMetrics.compactSymbolSide : TabBarItemMetrics.regularSymbolSide
            return CGSize(width: side, height: side * image.size.height / image.size.width)
        }
        let box = compact ? TabBarItemMetrics.compactIconBox : TabBarItemMetrics.regularIconBox
        let scale = min(1, box.width / image.size.width, box.height / image.size.height)
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// Where the icon, title and badge go in `bounds` (the bar's 49 points at the top, 32 in
    /// compact height), mirrored in a right-to-left layout.
    package func placement(in bounds: CGRect) -> Placement {
        var result = Placement()
        let box = content.style == .compactInline ? TabBarItemMetrics.compactIconBox : TabBarItemMetrics.regularIconBox
        let icon = content.image.map(iconSize(of:))
        let title = content.title.flatMap { $0.isEmpty ? nil : $0 }
        let titleSize = title.map { $0.size(withAttributes: [.font: titleFont]) } ?? .zero
        let barHeight = min(bounds.height, UITabBar.defaultHeight)
        let adjustment = stateAppearance.titlePositionAdjustment
        let titleShift = CGPoint(
            x: adjustment.horizontal + content.titleAdjustment.horizontal,
            y: adjustment.vertical + content.titleAdjustment.vertical)
        var iconCenter: CGPoint
        switch content.style {
        case .stacked:
            iconCenter = CGPoint(x: bounds.midX, y: TabBarItemMetrics.stackedIconCenterY)
            if title != nil {
                result.title = CGRect(
                    x: (bounds.midX - titleSize.width / 2 + titleShift.x).rounded(),
                    y: TabBarItemMetrics.stackedTitleTop + titleShift.y, width: titleSize.width, height: titleSize.height)
            }
        case .inline, .compactInline:
            let iconWidth = icon?.width ?? 0
            let gap = icon != nil && title != nil ? TabBarItemMetrics.inlineIconToTitle : 0
            let total = iconWidth + gap + titleSize.width
            let left = (bounds.midX - total / 2).rounded()
            iconCenter = CGPoint(x: left + iconWidth / 2, y: barHeight / 2)
            if title != nil {
                result.title = CGRect(
                    x: left + iconWidth + gap + titleShift.x, y: (barHeight / 2 - titleSize.height / 2).rounded() + titleShift.y,
                    width: titleSize.width, height: titleSize.height)
            }
        }
        if let icon {
            result.icon = CGRect(
                x: (iconCenter.x - icon.width / 2).rounded(), y: (iconCenter.y - icon.height / 2).rounded(),
                width: icon.width, height: icon.height)
        }
        if let badgeValue = content.badgeValue {
            let textWidth = badgeValue.isEmpty ? 0 : badgeValue.size(withAttributes: badgeAttributes).width
            let width = max(TabBarItemMetrics.badgeHeight, textWidth + 2 * TabBarItemMetrics.badgeTextPadding).rounded(.up)
            let shift = stateAppearance.badgePositionAdjustment
            // Without an icon the badge sits where the icon box's corner would be.
            let anchor = icon == nil && content.style != .stacked ? CGPoint(x: iconCenter.x + box.width / 2, y: iconCenter.y) : iconCenter
            result.badge = CGRect(
                x: anchor.x + TabBarItemMetrics.badgeLeadingFromIconCenter + shift.horizontal,
                y: max(0, anchor.y - TabBarItemMetrics.badgeTopFromIconCenter) + shift.vertical,
                width: width, height: TabBarItemMetrics.badgeHeight)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // Right to left the item is mirrored: an inline title goes left of its icon, and the
            // badge sits on the icon's top-left corner.
            func mirrored(_ rect: CGRect?) -> CGRect? { rect?.mirroredHorizontally(in: bounds) }
            result.icon = mirrored(result.icon)
            result.title = mirrored(result.title)
            result.badge = mirrored(result.badge)
        }
        return result
    }

    package override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let traits = traitCollection
        let place = placement(in: bounds)
        if let image = content.image, let iconRect = place.icon {
            // Tab bar icons are templates unless the image asks to keep its colours.
            let tint = image.renderingMode == .alwaysOriginal ? nil : iconColor.resolvedColor(with: traits)
            image.draw(in: iconRect, context: context, tint: tint, mirrored: image.drawsMirrored(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
        }
        if let title = content.title, let titleRect = place.title {
            title.draw(at: titleRect.origin, withAttributes: [.font: titleFont, .foregroundColor: titleColor.resolvedColor(with: traits)])
        }
        if let badgeValue = content.badgeValue, let badgeRect = place.badge {
            let fill = content.badgeColor ?? stateAppearance.badgeBackgroundColor ?? .systemRed
            fill.resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: badgeRect, cornerRadius: badgeRect.height / 2).fill()
            if !badgeValue.isEmpty {
                var attributes = badgeAttributes
                if let color = attributes[.foregroundColor] as? UIColor { attributes[.foregroundColor] = color.resolvedColor(with: traits) }
                let size = badgeValue.size(withAttributes: attributes)
                let shift = stateAppearance.badgeTitlePositionAdjustment
                badgeValue.draw(
                    at: CGPoint(
                        x: badgeRect.midX - size.width / 2 + shift.horizontal,
                        y: badgeRect.midY - size.height / 2 + shift.vertical),
                    withAttributes: attributes)
            }
        }
    }
}
