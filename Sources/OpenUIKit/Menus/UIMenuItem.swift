/// A custom entry of the edit menu ``UIMenuController`` shows: a title and the action sent up
/// the responder chain when it is chosen.
/// - Note: See https://developer.apple.com/documentation/uikit/uimenuitem
// UIKit divergence: `action` is a ``ResponderAction`` (made from a method reference, such as
// `ResponderAction(NoteView.highlight)`) rather than an Objective-C selector.
@MainActor @preconcurrency
open class UIMenuItem {
    /// The title the menu shows.
    open var title: String
    /// The action sent to the first responder up the chain that can perform it.
    open var action: ResponderAction

    /// Creates an entry titled `title` that sends `action`.
    public init(title: String, action: ResponderAction) {
        self.title = title
        self.action = action
    }
}
