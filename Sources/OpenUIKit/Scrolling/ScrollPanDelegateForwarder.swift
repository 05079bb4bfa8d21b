import Foundation

/// The delegate of a scroll view's pan: passes should-begin to the scroll view's
/// `gestureRecognizerShouldBegin(_:)` (UIScrollView's content-touch rules, or a subclass's
/// override), and the other questions to the scroll view when its class adopts
/// ``UIGestureRecognizerDelegate`` — the Swift stand-in for UIKit making the scroll view
/// itself the pan's delegate.
@MainActor
final class ScrollPanDelegateForwarder: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    private var adopter: (any UIGestureRecognizerDelegate)? { scrollView as? any UIGestureRecognizerDelegate }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // The scroll view's own pan and pinch work together (a two-finger pinch also pans).
        if let pinch = scrollView?.zoomPinch, otherGestureRecognizer === pinch { return true }
        return adopter?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
            ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        adopter?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        adopter?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        adopter?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
}
