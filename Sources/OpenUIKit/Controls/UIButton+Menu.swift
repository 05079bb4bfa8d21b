import Foundation

/// A button's menu: the context-menu interaction that shows it anchored to the button, and the
/// pop-up button (``UIButton/changesSelectionAsPrimaryAction`` with a menu shown on a tap),
/// whose menu keeps exactly one element selected and whose title is that element's.
extension UIButton {
    /// The order the button's menu lists its elements in: `.priority` puts the first element
    /// nearest the button (a menu opened above the button lists from the bottom), `.fixed`
    /// always from the top.
    // UIKit divergence: UIKit does not publish what `.automatic` picks; here a pop-up button
    // (as SwiftUI documents for its menu pickers) lists `.fixed`, every other button `.priority`.
    public var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { configurationSlots.preferredMenuElementOrder }
        set { configurationSlots.preferredMenuElementOrder = newValue }
    }

    /// Whether the button's menu is showing because of a long press (a menu shown as the
    /// primary action, on a tap, does not count).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/isheld
    @available(iOS 15.0, *)
    public var isHeld: Bool {
        !showsMenuAsPrimaryAction && configurationSlots.menuInteraction?.presentation != nil
    }

    /// Adds the interaction that shows ``menu`` (once) and enables it.
    func installMenuInteraction() {
        let slots = configurationSlots
        isContextMenuInteractionEnabled = true
        guard slots.menuInteraction == nil else { return }
        let presenter = ButtonMenuPresenter(button: self)
        let interaction = UIContextMenuInteraction(delegate: presenter)
        interaction.anchorsMenuToView = true
        interaction.actionSender = self
        interaction.elementWillPerform = { [weak self] element in self?.menuElementWillPerform(element) }
        slots.menuPresenter = presenter
        slots.menuInteraction = interaction
        addInteraction(interaction)
    }

    /// Shows the menu as the primary action: when the finger comes down (see
    /// `UIButton+MenuTracking`), or for an accessibility activation.
    func presentMenuAsPrimaryAction() {
        installMenuInteraction()
        guard let interaction = configurationSlots.menuInteraction,
            let configuration = configurationSlots.menuPresenter?.configuration()
        else { return }
        guard window != nil else {
            misuseLog.log("UIButton.showsMenuAsPrimaryAction: the button is not in a window; the menu is not shown")
            return
        }
        // UIKit tells the button's targets just before the menu it shows as its primary action
        // comes up.
        sendActions(for: .menuActionTriggered)
        interaction.presentAnchoredMenu(configuration)
    }

    /// Whether the button is a pop-up button: it changes selection as its primary action and
    /// shows a menu on a tap.
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// The actions and commands a pop-up button chooses among: every one in the menu, inline
    /// groups and submenus included, in order.
    private static func selectableElements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            if let submenu = child as? UIMenu { return selectableElements(of: submenu) }
            return child is UIAction || child is UICommand ? [child] : []
        }
    }

    /// Keeps a pop-up button's menu at exactly one selected element (the first `.on` one,
    /// else the first) and shows its title.
    func popUpSelectionMayHaveChanged() {
        // Whether the button is a pop-up button decides its automatic indicator.
        if configurationSlots.configuration != nil { setNeedsUpdateConfiguration() }
        guard isPopUpButton, let menu else { return }
        let elements = Self.selectableElements(of: menu)
        guard let selected = elements.first(where: { ContextMenuRow.state(of: $0) == .on }) ?? elements.first else { return }
        selectPopUpElement(selected, among: elements)
    }

    /// Run after a pop-up button's selection changed by a choice in its menu (a list's pop-up
    /// menu accessory reports it to the app).
    var popUpSelectionDidChange: (@MainActor (UIMenu) -> Void)? {
        get { configurationSlots.popUpSelectionDidChange }
        set { configurationSlots.popUpSelectionDidChange = newValue }
    }

    private func menuElementWillPerform(_ element: UIMenuElement) {
        guard isPopUpButton, let menu else { return }
        let changed = ContextMenuRow.state(of: element) != .on
        selectPopUpElement(element, among: Self.selectableElements(of: menu))
        if changed { popUpSelectionDidChange?(menu) }
    }

    private func selectPopUpElement(_ selected: UIMenuElement, among elements: [UIMenuElement]) {
        for element in elements { ContextMenuRow.setState(element === selected ? .on : .off, of: element) }
        if var configuration = configurationSlots.configuration {
            guard configuration.title != selected.title else { return }
            configuration.title = selected.title
            self.configuration = configuration
        } else if title(for: .normal) != selected.title {
            setTitle(selected.title, for: .normal)
        }
    }
}
