import Foundation

/// An extra action an accessibility element offers, with a name read to the user and a
/// handler that performs it and says whether it succeeded.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Delete") { _ in self.delete(cell); return true }
/// ]
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
// UIKit divergence: the target-selector initializers are not offered; use the handler form.
@MainActor @preconcurrency
open class UIAccessibilityCustomAction {
    /// The handler's type: it performs the action and returns whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The name read to the user.
    open var name: String
    /// An image shown with the action.
    open var image: UIImage?
    /// Performs the action.
    open var actionHandler: Handler?

    /// Creates an action named `name` performed by `actionHandler`.
    public init(name: String, actionHandler: Handler? = nil) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Creates an action named `name`, shown with `image`, performed by `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: Handler? = nil) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the handler; false without one.
    package func perform() -> Bool { actionHandler?(self) ?? false }
}
