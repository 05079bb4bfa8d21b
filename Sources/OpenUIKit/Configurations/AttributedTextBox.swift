import Foundation

/// An attributed string a configuration holds: a private copy, never mutated, so it can be
/// shared across actors although Foundation does not mark NSAttributedString Sendable.
final class AttributedTextBox: Equatable, @unchecked Sendable {
    let value: NSAttributedString

    init(_ text: NSAttributedString) {
        // `copy()` returns an immutable string itself and copies a mutable one, as UIKit's
        // `copy` properties do; a needless copy would stay in memory for good here (see
        // StyledText).
        value = (text.copy() as? NSAttributedString) ?? NSAttributedString(attributedString: text)
    }

    static func == (lhs: AttributedTextBox, rhs: AttributedTextBox) -> Bool {
        lhs === rhs || lhs.value.isEqual(rhs.value)
    }
}
