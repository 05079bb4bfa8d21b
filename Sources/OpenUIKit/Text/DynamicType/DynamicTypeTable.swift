import Foundation

/// The point sizes and weights of the Dynamic Type text styles at each content size category,
/// as Apple publishes them (Human Interface Guidelines, Typography, "Dynamic Type sizes" for
/// iOS and iPadOS; docs/DYNAMIC_TYPE.md has the table and its sources).
///
/// Rows are text styles; columns the twelve categories from extra small to accessibility
/// extra extra extra large, in `UIContentSizeCategory.ordered` order.
package enum DynamicTypeTable {
    /// Sizes in points, one row per style, one column per category (xS, S, M, L, XL, XXL,
    /// XXXL, AX1…AX5).
    package static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The styles the table knows, largest first.
    package static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]

    /// The weight of a style's font (the same at every size): semibold for the headline,
    /// regular for the others.
    package static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The size of `style` at `category`. An unspecified or unknown category counts as large
    /// (the default); an unknown style is sized like the body.
    package static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style] ?? sizes[.body]!
        let column = UIContentSizeCategory.ordered.firstIndex(of: category) ?? UIContentSizeCategory.ordered.firstIndex(of: .large)!
        return row[column]
    }
}
