import Foundation

/// The interaction a sheet's swipe-down drives: the sheet moves the view itself and ends the
/// context when the finger lifts.
@MainActor
final class SheetDismissInteraction: UIViewControllerInteractiveTransitioning {
    private(set) var contextIfStarted: (any UIViewControllerContextTransitioning)?
    var context: any UIViewControllerContextTransitioning {
        guard let contextIfStarted else { Fatal.stop("The sheet's dismissal has not started") }
        return contextIfStarted
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        contextIfStarted = transitionContext
    }
}
