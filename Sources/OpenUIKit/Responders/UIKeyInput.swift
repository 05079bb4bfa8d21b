import Foundation

/// The small text-entry surface a keyboard talks to: put text in at the insertion point, take
/// the character before it away, and say whether there is anything to take.
///
/// ``UITextField`` and ``UITextView`` adopt it; key presses reaching an editing input, and the
/// software keyboard's keys, are turned into these calls. A first responder that adopts it is
/// what makes the software keyboard appear.
/// - Note: See https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection if there is one.
    func insertText(_ text: String)
    /// Removes the selection, or the character just before the insertion point.
    func deleteBackward()
}
