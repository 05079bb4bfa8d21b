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
    /// The interaction presenting ``menu`` (made when a menu is first set).
    var menuInteraction: UIContextMenuInteraction?
    var menuPresenter: ButtonMenuPresenter?
    /// Run after a pop-up button's selection changed by a choice in its menu.
    var popUpSelectionDidChange: (@MainActor (UIMenu) -> Void)?
    /// Whether the touch being tracked opened the menu when it came down.
    var menuOpenedByTouch = false
    /// The order the menu lists its elements in (``UIButton/preferredMenuElementOrder``).
    var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
}
