import Foundation

/// A stretch of a text input's text between two ``UITextPosition``s.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextrange
@MainActor @preconcurrency
open class UITextRange {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    package init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }

    /// Where the range starts.
    open var start: UITextPosition { startPosition }
    /// Where the range ends.
    open var end: UITextPosition { endPosition }
    /// Whether the range holds no characters (a caret).
    open var isEmpty: Bool { startPosition.utf16Offset == endPosition.utf16Offset }

    /// The range as UTF-16 location and length.
    package var nsRange: NSRange {
        let low = min(startPosition.utf16Offset, endPosition.utf16Offset)
        return NSRange(location: low, length: abs(endPosition.utf16Offset - startPosition.utf16Offset))
    }
}
