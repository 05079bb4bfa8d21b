import Foundation

/// How the user acted on a link or attachment in a text view.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextiteminteraction
public enum UITextItemInteraction: Int, Sendable, Hashable {
    /// A tap: the item's default action (opening a link).
    case invokeDefaultAction = 0
    /// A long press asking for the item's actions.
    case presentActions = 1
    /// A press asking for a preview of the item.
    case preview = 2
}
