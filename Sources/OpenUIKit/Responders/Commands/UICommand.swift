import Foundation

/// A menu entry that sends an action message: to the first responder that can perform it, up the
/// responder chain from the first responder of the menu's window.
/// - Note: See https://developer.apple.com/documentation/uikit/uicommand
// UIKit divergence: the action is a ResponderAction (this project's stand-in for a selector);
// command alternates (modifier-key variants) are not modelled.
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
    /// The message the command sends.
    public let action: ResponderAction
    /// A value the responder handling the command can read, to tell similar commands apart.
    public let propertyList: Any?
    /// A longer title for discoverability (keyboard shortcuts overlay).
    open var discoverabilityTitle: String?
    /// How the command is shown and whether it can be chosen.
    open var attributes: UIMenuElement.Attributes
    /// The check state shown beside the command.
    open var state: UIMenuElement.State

    /// Creates a command sending `action`.
    public init(
        title: String, image: UIImage? = nil, action: ResponderAction, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}
