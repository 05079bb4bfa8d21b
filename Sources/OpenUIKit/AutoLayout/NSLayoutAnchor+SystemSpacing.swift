import Foundation

extension NSLayoutXAxisAnchor {
    /// `self == anchor + system spacing × multiplier`: this anchor the standard space after
    /// `anchor` (8 points; 2 makes it twice that).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: SystemSpacing.horizontal * multiplier)
    }

    /// `self >= anchor + system spacing × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: SystemSpacing.horizontal * multiplier)
    }

    /// `self <= anchor + system spacing × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: SystemSpacing.horizontal * multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self == anchor + system spacing × multiplier`: this anchor the standard space below
    /// `anchor` — 8 points between edges; between baselines, a line of the lower view's font.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: SystemSpacing.vertical(below: anchor, self) * multiplier)
    }

    /// `self >= anchor + system spacing × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: SystemSpacing.vertical(below: anchor, self) * multiplier)
    }

    /// `self <= anchor + system spacing × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: SystemSpacing.vertical(below: anchor, self) * multiplier)
    }
}

/// The standard spaces the system-spacing anchors stand for.
@MainActor
enum SystemSpacing {
    /// Between horizontal edges: the standard sibling space.
    static let horizontal: CGFloat = 8

    /// Between `upper` and `lower`: 8 points between edges; when either is the baseline of a
    /// view with text, the line height of the lower anchor's view's font (the next line of
    /// text it would set).
    // UIKit divergence: UIKit derives the baseline spacing from both fonts by rules it does not
    // publish (and follows Dynamic Type); here it is the lower view's line height when the
    // constraint is made.
    static func vertical(below upper: NSLayoutYAxisAnchor, _ lower: NSLayoutYAxisAnchor) -> CGFloat {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(upper.attribute) || baselines.contains(lower.attribute) else { return horizontal }
        let height = (lower.item as? UIView)?.baselineLineHeight() ?? (upper.item as? UIView)?.baselineLineHeight()
        return height.map { $0.rounded(.up) } ?? horizontal
    }
}
