import Foundation

/// A button whose menu is its primary action opens the menu as the finger comes down, and the
/// finger may slide onto an entry: the entry under it is highlighted, and lifting on it chooses
/// it. Lifting anywhere else (on the button: a tap) leaves the menu open for a tap on an entry.
extension UIButton {
    func menuTrackingDidBegin(_ touch: UITouch) {
        let slots = configurationSlots
        slots.menuOpenedByTouch = false
        guard showsMenuAsPrimaryAction, menu != nil, isContextMenuInteractionEnabled else { return }
        presentMenuAsPrimaryAction()
        slots.menuOpenedByTouch = slots.menuInteraction?.presentation != nil
    }

    func menuTrackingDidMove(_ touch: UITouch) {
        guard configurationSlots.menuOpenedByTouch else { return }
        highlightRow(rowUnder(touch))
    }

    func menuTrackingWillEnd(_ touch: UITouch) {
        guard configurationSlots.menuOpenedByTouch else { return }
        let row = rowUnder(touch)
        highlightRow(nil)
        guard let row else { return }
        // The entry is chosen as a tap on it would choose it; the button sends nothing.
        configurationSlots.menuOpenedByTouch = false
        isTracking = false
        isHighlighted = false
        row.sendActions(for: .touchUpInside, with: nil)
    }

    func menuTrackingWasCancelled() {
        highlightRow(nil)
        configurationSlots.menuOpenedByTouch = false
    }

    /// The enabled menu row under `touch`, if the menu is open.
    private func rowUnder(_ touch: UITouch) -> UIControl? {
        guard let window, let interaction = configurationSlots.menuInteraction else { return nil }
        return interaction.menuRow(at: touch.location(in: window), in: window)
    }

    private func highlightRow(_ row: UIControl?) {
        let slots = configurationSlots
        guard slots.rowUnderTouch !== row else { return }
        slots.rowUnderTouch?.isHighlighted = false
        row?.isHighlighted = true
        slots.rowUnderTouch = row
    }
}
