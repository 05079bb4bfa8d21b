import Foundation

/// Closes a row's open swipe actions when a finger comes down anywhere else in the table or
/// list, as iOS does: a zero-duration long press on the scrolling view begins at that touch
/// down (so its recognizing cancels the touch for the views under it, and the touch selects
/// no row), unless the finger is on the open row's action buttons. Shared by `UITableView`
/// and the list sections' `ListSwipeController`, which say what is open and how to close it.
@MainActor
final class SwipeDismissal: UIGestureRecognizerDelegate {
    /// Begins at the touch down that closes the open row.
    let recognizer = UILongPressGestureRecognizer()
    /// The open row's action buttons; nil when no row is open.
    private let openActionsView: () -> UIView?
    /// Puts the open row back.
    private let close: () -> Void

    /// Adds the recognizer to `view`. `openActionsView` gives the shown actions' view (nil
    /// while no row is open); `close` closes the open row.
    init(on view: UIView, openActionsView: @escaping () -> UIView?, close: @escaping () -> Void) {
        self.openActionsView = openActionsView
        self.close = close
        recognizer.minimumPressDuration = 0
        recognizer.delegate = self
        recognizer.addTarget(self, action: SwipeDismissal.handle)
        view.addGestureRecognizer(recognizer)
    }

    /// Whether a finger coming down should close the open row: a row is open and the finger
    /// is not on its action buttons.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let buttons = openActionsView() else { return false }
        guard buttons.window != nil else { return true }
        return !buttons.point(inside: recognizer.location(in: buttons), with: nil)
    }

    /// Closes the open row when the closing touch comes down.
    private func handle(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { close() }
    }
}
