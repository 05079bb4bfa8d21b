import Foundation

/// A button whose menu is its primary action opens the menu as the finger comes down, and the
/// finger may slide onto an entry: the entry under it is highlighted, and lifting on it chooses
/// it. Lifting anywhere else (on the button: a tap) leaves the menu open for a tap on an entry.
/// The sliding itself is the menu interaction's (`UIContextMenuInteraction+Tracking`), shared
/// with a context menu's long press.
extension UIButton {
    func menuTrackingDidBegin(_ touch: UITouch) {
        let slots = configurationSlots
        slots.menuOpenedByTouch = false
        guard showsMenuAsPrimaryAction, menu != nil, isContextMenuInteractionEnabled else { return }
        presentMenuAsPrimaryAction()
        slots.menuOpenedByTouch = slots.menuInteraction?.presentation != nil
    }

    func menuTrackingDidMove(_ touch: UITouch) {
        guard configurationSlots.menuOpenedByTouch, let window else { return }
        configurationSlots.menuInteraction?.fingerMoved(to: touch.location(in: window), in: window)
    }

    func menuTrackingWillEnd(_ touch: UITouch) {
        guard configurationSlots.menuOpenedByTouch, let window, let interaction = configurationSlots.menuInteraction
        else { return }
        interaction.fingerLifted(at: touch.location(in: window), in: window) {
            // The entry is chosen as a tap on it would choose it; the button sends nothing.
            configurationSlots.menuOpenedByTouch = false
            isTracking = false
            isHighlighted = false
        }
    }

    func menuTrackingWasCancelled() {
        if let window { configurationSlots.menuInteraction?.fingerMoved(to: nil, in: window) }
        configurationSlots.menuOpenedByTouch = false
    }
}
