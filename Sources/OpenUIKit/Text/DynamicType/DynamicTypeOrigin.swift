import Foundation

/// How a Dynamic Type font was made, so it can be made again for another content size
/// category (what a view that adjusts its font does when its traits change).
package enum DynamicTypeOrigin: Sendable {
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` for the style.
    case textStyle(UIFont.TextStyle)
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:…)` of `base`; a
    /// `maximumPointSize` of 0 means no limit.
    case scaled(UIFont.TextStyle, base: UIFont, maximumPointSize: CGFloat)
}

extension UIFont {
    /// The same kind of font made for `traits`' content size category: a preferred font of
    /// the same style, or the same base font scaled by the same metrics. Nil for a font of a
    /// fixed size (it does not adjust).
    package func adjusted(compatibleWith traits: UITraitCollection) -> UIFont? {
        switch dynamicType {
        case .none:
            return nil
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        case .scaled(let style, let base, let maximum):
            return UIFontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize: maximum, compatibleWith: traits)
        }
    }
}
