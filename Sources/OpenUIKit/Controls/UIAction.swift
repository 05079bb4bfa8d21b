import Foundation

/// A closure-based action with a title and an identifier: added to a control for some events
/// with ``UIControl/addAction(_:for:)``, made a button's primary action, or listed in a menu.
/// - Note: See https://developer.apple.com/documentation/uikit/uiaction
// UIKit divergence: `selectedImage` is not supported.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// The closure an action runs; it receives the action, whose ``sender`` is set meanwhile.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// Identifies the action on a control: adding another action with the same identifier
    /// replaces it, and ``UIControl/removeAction(identifiedBy:for:)`` finds it.
    public let identifier: Identifier
    /// A longer title for discoverability (keyboard shortcuts overlay).
    open var discoverabilityTitle: String?
    /// The closure run when the action is performed.
    public let handler: Handler
    /// The object performing the action (the control), while the handler runs; `nil` otherwise.
    public private(set) var sender: Any?
    /// Whether ``identifier`` was generated rather than given.
    private let hasGeneratedIdentifier: Bool

    /// How the action is shown in a menu and whether it can be chosen there.
    open var attributes: UIMenuElement.Attributes
    /// The check state a menu shows beside the action.
    open var state: UIMenuElement.State

    /// Creates an action. Without an `identifier` a unique one is generated, as UIKit does.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping Handler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        hasGeneratedIdentifier = identifier == nil
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an untitled action with a generated identifier.
    public convenience init(handler: @escaping Handler) {
        self.init(title: "", identifier: nil, handler: handler)
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration.
    package func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }

    /// A name for traces: the title, else a given identifier. A generated identifier is random,
    /// so it is left out: the same session must trace the same way every time it is replayed.
    package var traceName: String {
        if !title.isEmpty { return "UIAction '\(title)'" }
        return hasGeneratedIdentifier ? "UIAction (untitled)" : "UIAction(\(identifier.rawValue))"
    }
}
