import Foundation

/// A place in a text input's text, between two characters.
///
/// Positions are made by the input they belong to (``UITextView/beginningOfDocument``,
/// ``UITextView/position(from:offset:)``) and only mean something to it.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextposition
@MainActor @preconcurrency
open class UITextPosition {
    /// The UTF-16 offset from the start of the text (OpenUIKit's inputs all count this way).
    package let utf16Offset: Int

    public convenience init() { self.init(utf16Offset: 0) }

    package init(utf16Offset: Int) { self.utf16Offset = utf16Offset }
}
