import Foundation

/// Lets the sheet's pan begin only on the sheet itself, and arbitrates it with the scroll views
/// inside the sheet: their pans wait for the sheet's to decide, and the sheet's begins over a
/// scroll view only when UIKit hands the drag to the sheet (see
/// ``UISheetPresentationController/takesDrag(over:movingDown:)``).
@MainActor
final class SheetGestureGate: UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?
    init(sheet: UISheetPresentationController) { self.sheet = sheet }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let sheet, let container = sheet.containerView else { return false }
        return sheet.acceptsDrag(at: touch.location(in: container))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sheet, let pan = gestureRecognizer as? UIPanGestureRecognizer, let container = sheet.containerView
        else { return true }
        // The sheet moves only up and down: a drag going more sideways than up or down is left
        // to the content (a horizontal scroll view, a slider).
        let travel = pan.translation(in: container)
        if abs(travel.x) > abs(travel.y) { return false }
        guard let scrollView = sheet.scrollView(at: pan.location(in: container)) else { return true }
        let translation = travel.y
        let movingDown = translation != 0 ? translation > 0 : pan.velocity(in: container).y > 0
        return sheet.takesDrag(over: scrollView, movingDown: movingDown)
    }

    /// A scroll view's pan inside the sheet waits until the sheet's pan failed; the sheet
    /// watches it from then on, to take over a drag that scrolls the content back to its top.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let sheet, let scrollView = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scrollView.panGestureRecognizer, let presented = sheet.presentedView,
            scrollView.isDescendant(of: presented)
        else { return false }
        sheet.followScrollPan(of: scrollView)
        return true
    }
}
