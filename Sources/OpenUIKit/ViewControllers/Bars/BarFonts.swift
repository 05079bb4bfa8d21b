import Foundation

/// The fonts of the text the standard bars draw themselves: navigation-bar titles, bar button
/// item and back button titles, prompts, the search field. All are Dynamic Type fonts,
/// so a label that adjusts its font makes them again when the text size changes.
///
/// Bars stay small on iOS: text in them grows with the seven standard text sizes and stops
/// at the accessibility sizes, where iOS offers the Large Content Viewer instead (Apple's
/// "Large Content Viewer" talk, WWDC 2019, lists navigation bars, tab bars and toolbars as
/// the bars that keep their size). The large title is the exception and keeps growing.
@MainActor
enum BarFonts {
    /// The largest content size category whose sizes bar text reaches [CHOSEN: the largest of
    /// the standard sizes; iOS's exact limit is not published].
    static let largestCategory = UIContentSizeCategory.extraExtraExtraLarge

    /// The inline title: the headline style (17-point semibold at the default size).
    static func title(compatibleWith traits: UITraitCollection?) -> UIFont {
        capped(.headline, UIFont.systemFont(ofSize: 17, weight: .semibold), traits)
    }

    /// The large title: 34-point bold at the default size, scaled like the large title style
    /// without a limit.
    static func largeTitle(compatibleWith traits: UITraitCollection?) -> UIFont {
        UIFontMetrics(forTextStyle: .largeTitle).scaledFont(
            for: UIFont.systemFont(ofSize: 34, weight: .bold), compatibleWith: traits)
    }

    /// A bar button item's or the back button's title: the body style (17 points at the
    /// default size), semibold for `.done` items.
    static func item(done: Bool = false, compatibleWith traits: UITraitCollection?) -> UIFont {
        capped(.body, UIFont.systemFont(ofSize: 17, weight: done ? .semibold : .regular), traits)
    }

    /// A prompt above a navigation bar's row: the footnote style (13 points at the default size).
    static func prompt(compatibleWith traits: UITraitCollection?) -> UIFont {
        capped(.footnote, UIFont.systemFont(ofSize: 13), traits)
    }

    /// `base` scaled like `style`, no larger than `base` scaled to ``largestCategory``.
    private static func capped(_ style: UIFont.TextStyle, _ base: UIFont, _ traits: UITraitCollection?) -> UIFont {
        let metrics = UIFontMetrics(forTextStyle: style)
        let limit = metrics.scaledValue(
            for: base.pointSize, compatibleWith: UITraitCollection(preferredContentSizeCategory: largestCategory))
        return metrics.scaledFont(for: base, maximumPointSize: limit, compatibleWith: traits)
    }
}
