import Foundation

/// The small text-entry surface a keyboard talks to: put text in at the insertion point, take
/// the character before it away, and say whether there is anything to take.
///
/// ``UITextField`` adopts it; key presses reaching an editing field are turned into these calls.
/// - Note: See https://developer.apple.com/documentation/uikit/uikeyinput
// UIKit divergence: UIKit's protocol refines UITextInputTraits (keyboard type, autocorrection…),
// which OpenUIKit does not model since there is no on-screen keyboard.
@MainActor @preconcurrency
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection if there is one.
    func insertText(_ text: String)
    /// Removes the selection, or the character just before the insertion point.
    func deleteBackward()
}
