import Foundation

/// Hands a button's menu to the context-menu interaction that shows it anchored to the button:
/// on a long press only when the menu is not the button's primary action (a tap shows it
/// otherwise), and never while the button is disabled.
@MainActor
final class ButtonMenuPresenter: UIContextMenuInteractionDelegate {
    weak var button: UIButton?

    init(button: UIButton) { self.button = button }

    /// The configuration listing the button's menu, whatever the press, in the button's
    /// preferred order (`.automatic` is `.fixed` for a pop-up button).
    func configuration() -> UIContextMenuConfiguration? {
        guard let button, let menu = button.menu else { return nil }
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
        let order = button.preferredMenuElementOrder
        configuration.preferredMenuElementOrder = order == .automatic && button.isPopUpButton ? .fixed : order
        return configuration
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let button, button.isEnabled, button.isContextMenuInteractionEnabled, !button.showsMenuAsPrimaryAction
        else { return nil }
        return configuration()
    }
}
