import Foundation

/// What a button keeps for its configuration: the configuration as set, the view showing it,
/// the update handler, the selection and menu settings, and whether an update is pending.
@MainActor
final class ButtonConfigurationSlots {
    var configuration: UIButton.Configuration?
    var view: ButtonConfigurationView?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    var needsUpdate = true
    var isUpdating = false
    var changesSelectionAsPrimaryAction = false
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    /// The interaction presenting ``menu`` (made when first shown).
    var menuInteraction: UIEditMenuInteraction?
    var menuPresenter: ButtonMenuPresenter?
}

/// Hands a button's menu to the edit-menu interaction that presents it.
@MainActor
final class ButtonMenuPresenter: UIEditMenuInteractionDelegate {
    weak var button: UIButton?

    init(button: UIButton) { self.button = button }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        button?.menu
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        button?.bounds ?? .null
    }
}
