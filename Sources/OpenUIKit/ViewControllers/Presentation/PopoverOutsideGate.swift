import Foundation

/// Lets the popover's outside tap see only touches outside the card.
@MainActor
final class PopoverOutsideGate: UIGestureRecognizerDelegate {
    weak var popover: UIPopoverPresentationController?
    init(popover: UIPopoverPresentationController) { self.popover = popover }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let popover, let container = popover.containerView else { return false }
        return popover.isOutside(touch.location(in: container))
    }
}
