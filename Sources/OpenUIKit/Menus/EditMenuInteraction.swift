import Foundation

/// An edit menu for a view: presenting it asks the responder chain — from the window's first
/// responder, or from the view when there is none — which standard edit commands can be
/// performed now, and choosing one sends it up the chain.
///
/// The headless counterpart of UIKit's edit menu: nothing is drawn; ``visibleActions`` is
/// what a menu would list.
// UIKit divergence: UIEditMenuInteraction builds a UIMenu through its delegate and draws it;
// this interaction lists ResponderAction commands and is driven by ``choose(_:)``.
@MainActor @preconcurrency
public final class EditMenuInteraction {
    /// The view the menu belongs to.
    public private(set) weak var view: UIView?
    /// The commands the menu lists while it is shown; empty when hidden.
    public private(set) var visibleActions: [ResponderAction] = []
    /// The commands it offers, in menu order. Defaults to the standard edit commands.
    public var candidateActions: [ResponderAction] = ResponderAction.standardEditActions

    /// Creates an interaction for `view`.
    public init(view: UIView) {
        self.view = view
    }

    /// Whether the menu is shown.
    public var isMenuVisible: Bool { !visibleActions.isEmpty }

    /// Shows the menu with the commands some responder up the chain can perform now, and
    /// returns them. Nothing is shown when there are none.
    @discardableResult
    public func presentEditMenu() -> [ResponderAction] {
        guard let view else { return [] }
        let start = view.actionChainStart
        visibleActions = start.performableActions(candidateActions, withSender: self)
        view.window?.application?.trace.record(
            .action, .editMenu(.commands(responder: start.traceName, actions: visibleActions.map(\.name))))
        return visibleActions
    }

    /// Hides the menu.
    public func dismissMenu() {
        visibleActions = []
    }

    /// Sends `action` — one the menu lists — up the chain and hides the menu. Returns whether
    /// a responder received it.
    @discardableResult
    public func choose(_ action: ResponderAction) -> Bool {
        guard let view, visibleActions.contains(action) else { return false }
        dismissMenu()
        guard let application = view.owningApplication else {
            view.misuseLog.log("Edit menu: \(view.traceName) left its window; \(action) is not sent")
            return false
        }
        return application.sendAction(action, to: nil, from: view, for: nil)
    }
}
