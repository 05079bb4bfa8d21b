import Foundation

/// The four looks of `UIButton.Configuration` (the bordered names share them) and their
/// colours per state.
///
/// Normal: plain has no fill and a tint-coloured title; gray fills with `systemGray5`
/// (`secondarySystemFill` in dark mode reads the same through the palette); tinted fills with
/// the tint at 15 % opacity; filled fills with the tint under a white title.
/// Highlighted: the foreground and the fill keep ``ButtonConfigurationMetrics/highlightedAlpha``
/// of their opacity (iOS dims a touched button). Selected (with `automaticallyUpdateForSelection`):
/// the filled look. Disabled: a `tertiaryLabel` foreground on a `tertiarySystemFill` fill
/// (plain keeps no fill).
enum ButtonConfigurationStyle: Hashable, Sendable {
    case plain, tinted, gray, filled

    func foreground(base: UIColor?, tint: UIColor, appearance: ButtonAppearance, selectionLook: Bool) -> UIColor {
        if appearance.isDisabled { return .tertiaryLabel }
        var color: UIColor
        if let base {
            color = base
        } else if self == .filled || (selectionLook && appearance.isSelected) {
            color = .white
        } else {
            color = tint
        }
        if appearance.isHighlighted { color = color.multipliedAlpha(ButtonConfigurationMetrics.highlightedAlpha) }
        return color
    }

    func background(base: UIColor?, tint: UIColor, appearance: ButtonAppearance, selectionLook: Bool) -> UIColor {
        if appearance.isDisabled { return self == .plain ? .clear : .tertiarySystemFill }
        var color: UIColor
        let look: ButtonConfigurationStyle = selectionLook && appearance.isSelected ? .filled : self
        switch look {
        case .plain: return .clear
        case .gray: color = base ?? .systemGray5
        case .tinted: color = (base ?? tint).withAlphaComponent(ButtonConfigurationMetrics.tintedFillAlpha)
        case .filled: color = base ?? tint
        }
        if appearance.isHighlighted { color = color.multipliedAlpha(ButtonConfigurationMetrics.highlightedAlpha) }
        return color
    }
}

/// The button state a configuration was updated for.
struct ButtonAppearance: Hashable, Sendable {
    var isHighlighted = false
    var isSelected = false
    var isDisabled = false
}

/// Values of button configurations that UIKit does not publish; listed in docs/DIVERGENCES.md.
enum ButtonConfigurationMetrics {
    struct SizeMetrics {
        var titleSize: CGFloat
        var subtitleSize: CGFloat
        var vertical: CGFloat
        var horizontal: CGFloat
        var dynamicCornerRadius: CGFloat
    }

    /// Per size class: title 17/15/13/12 points (body, subheadline, footnote, caption1),
    /// subtitle 4 points smaller than the title (at least 11), insets 7×12 for large (which
    /// gives the 34⅓-point standard button), then 5×10, 3×8 and 2×6.
    static func metrics(for size: UIButton.Configuration.Size) -> SizeMetrics {
        switch size {
        case .large: return SizeMetrics(titleSize: 17, subtitleSize: 13, vertical: 7, horizontal: 12, dynamicCornerRadius: 6)
        case .medium: return SizeMetrics(titleSize: 15, subtitleSize: 12, vertical: 5, horizontal: 10, dynamicCornerRadius: 6)
        case .small: return SizeMetrics(titleSize: 13, subtitleSize: 11, vertical: 3, horizontal: 8, dynamicCornerRadius: 4)
        case .mini: return SizeMetrics(titleSize: 12, subtitleSize: 11, vertical: 2, horizontal: 6, dynamicCornerRadius: 4)
        }
    }

    static let smallCornerRadius: CGFloat = 4
    static let mediumCornerRadius: CGFloat = 6
    static let largeCornerRadius: CGFloat = 10
    /// The share of its opacity a touched button's colours keep.
    static let highlightedAlpha: CGFloat = 0.7
    /// The opacity of the tint in the tinted style's fill.
    static let tintedFillAlpha: CGFloat = 0.15
}

extension UIColor {
    /// The colour with its alpha multiplied by `factor` (dynamic colours resolved per trait).
    func multipliedAlpha(_ factor: CGFloat) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let resolved = self.resolvedColor(with: traits)
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 1
            _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(red: red, green: green, blue: blue, alpha: alpha * factor)
        })
    }
}
