import Foundation

/// An action shown when the user swipes a table or list row: a button with a title, an image
/// or both, that runs a handler.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor @preconcurrency
open class UIContextualAction {
    /// How the action looks and what it stands for.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button, for an action that deletes.
        case destructive
    }

    /// Call with true when the action was carried out, false otherwise; the swipe closes.
    public typealias CompletionHandler = (Bool) -> Void
    /// Runs when the user taps the action: the action, the view showing it, and the completion.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping CompletionHandler) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour; by default red for `.destructive`, grey for `.normal`.
    open var backgroundColor: UIColor!
    /// The button's image, drawn as a template in white above the title (alone when there is
    /// no title).
    open var image: UIImage?
    /// What runs when the user taps the button.
    public let handler: Handler

    /// Creates an action with `style`, `title` and `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions one swipe reveals, the first nearest the edge the swipe starts from.
/// - Note: See https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor @preconcurrency
open class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge the swipe starts from.
    public let actions: [UIContextualAction]
    /// Whether dragging the row most of the way across (a full swipe) runs the first action
    /// at the lift; true by default. With false the drag stops at the actions' width.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
