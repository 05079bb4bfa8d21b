import Foundation

/// Base writing direction of a text, decided by its first strong character (the Unicode
/// bidi rule P2, approximated by script blocks).
enum TextDirection {
    /// Whether the first letter of `text` belongs to a right-to-left script (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and their presentation forms); false when there is no letter.
    static func firstStrongIsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // ASCII: a letter is strong left-to-right; anything else is neutral or weak.
                if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) { return false }
                continue
            }
            if isRightToLeft(value) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }

    private static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }
}
