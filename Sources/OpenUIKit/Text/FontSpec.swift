import Foundation

/// A font as the text layout engine receives it: a fontconfig family list, a CSS weight, a
/// slant and a size in points that is always finite and positive (``UIFont`` checks it).
package struct FontSpec: Hashable, Sendable, CustomStringConvertible {
    /// Family name or comma-separated family list (fontconfig falls back past it).
    package var family: String
    /// 100 (thin) … 900 (black); 400 is regular, 700 bold.
    package var weight: Int
    package var italic: Bool
    /// Points; the engine draws it this many user-space units tall, whatever the scale.
    package var size: CGFloat
    /// Whether digits use tabular (equal) widths.
    package var monospacedDigits: Bool

    package init(family: String, weight: Int = 400, italic: Bool = false, size: CGFloat, monospacedDigits: Bool = false) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.monospacedDigits = monospacedDigits
    }

    package var description: String {
        "\(family) \(weight)\(italic ? " italic" : "") \(size)pt\(monospacedDigits ? " tnum" : "")"
    }
}

/// Vertical metrics of a font, in points (descender negative, as in UIKit).
package struct FontMetrics: Hashable, Sendable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var leading: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat

    package init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}
