import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A pop animator written the iOS 10 way: one `UIViewPropertyAnimator` per transition, handed
/// out by `interruptibleAnimator(using:)` and started by `animateTransition(using:)`; it slides
/// the leaving view to the right, linearly, over 0.4 s.
@MainActor
private final class SlidingPopAnimator: UIViewControllerAnimatedTransitioning {
    private var current: UIViewPropertyAnimator?
    var madeAnimators = 0
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let current { return current }
        madeAnimators += 1
        let container = transitionContext.containerView
        let leaving = transitionContext.view(forKey: .from)!
        if let arriving = transitionContext.view(forKey: .to) {
            arriving.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.insertSubview(arriving, belowSubview: leaving)
        }
        let width = container.bounds.width
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { leaving.frame.origin.x = width }
        animator.addCompletion { [weak self] position in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self?.current = nil
            _ = position
        }
        current = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A navigation delegate whose pops use ``SlidingPopAnimator`` driven by a percent-driven
/// interaction.
@MainActor
private final class InterruptiblePopDelegate: UINavigationControllerDelegate {
    let animator = SlidingPopAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? animator : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

@MainActor @Suite struct InterruptibleTransitionTests {
    /// A navigation controller showing `b` over `a`, with the interruptible pop delegate.
    private func stage() -> (HeadlessApp, UINavigationController, UIViewController, UIViewController, InterruptiblePopDelegate) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let a = UIViewController()
        let b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        let delegate = InterruptiblePopDelegate()
        navigation.delegate = delegate
        app.makeWindow(rootViewController: navigation)
        navigation.pushViewController(b, animated: false)
        app.runUntilIdle()
        return (app, navigation, a, b, delegate)
    }

    @Test("A percent-driven pop scrubs the animator's interruptible animator, then finishes it from where it is")
    func scrubThenFinish() {
        let (app, navigation, a, b, delegate) = stage()
        navigation.popViewController(animated: true)
        delegate.interaction.update(0.5)
        app.advance(by: 1)
        // Paused at the half: the property animator's fraction, and time does not move it.
        #expect(delegate.animator.madeAnimators == 1, "asked again during the transition, the same animator")
        #expect(b.view.layer.presentation()?.frame.minX == 195)
        #expect(navigation.transitionCoordinator?.percentComplete == 0.5)
        delegate.interaction.update(0.25)
        app.runTurn()
        #expect(b.view.layer.presentation()?.frame.minX == 97.5)
        delegate.interaction.finish()
        app.advance(by: 0.1)
        let x = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(x > 97.5 && x < 390)
        app.advance(by: 0.4)
        #expect(navigation.viewControllers == [a])
        #expect(b.view.superview == nil && a.view.superview === navigation.view)
        #expect(delegate.animator.ended == [true])
    }

    @Test("A cancelled percent-driven pop reverses the interruptible animator and keeps the stack")
    func scrubThenCancel() {
        let (app, navigation, a, b, delegate) = stage()
        navigation.popViewController(animated: true)
        delegate.interaction.update(0.6)
        app.runTurn()
        #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 234) < 0.001)
        delegate.interaction.cancel()
        app.advance(by: 0.1)
        let x = b.view.layer.presentation()?.frame.minX ?? -1
        #expect(x > 0 && x < 234, "heading back to the start")
        app.advance(by: 0.5)
        #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
        #expect(b.view.superview === navigation.view && a.view.superview == nil)
        #expect(b.view.frame.minX == 0, "the property animator finished at its start")
        #expect(delegate.animator.ended == [false])
    }

    @Test("An animator without an interruptible animator answers a placeholder that stops, naming it, when used")
    func placeholder() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
                let a = UIViewController()
                let b = UIViewController()
                let navigation = UINavigationController(rootViewController: a)
                app.makeWindow(rootViewController: navigation)
                navigation.pushViewController(b, animated: false)
                app.runUntilIdle()
                let recorder = EventRecorder()
                let plain = FadeAnimator(recorder, presenting: false)
                let delegate = CapturingContextDelegate(animator: plain)
                navigation.delegate = delegate
                navigation.popViewController(animated: true)
                guard let context = delegate.context else { return }
                plain.interruptibleAnimator(using: context).pauseAnimation()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("FadeAnimator does not implement interruptibleAnimator(using:)"), "\(message)")
        #expect(message.contains("pauseAnimation() was called on the placeholder"), "\(message)")
    }
}

/// A navigation delegate that hands out one animator for every operation and a percent-driven
/// interaction that keeps the transition context it is given.
@MainActor
private final class CapturingContextDelegate: UINavigationControllerDelegate {
    final class Interaction: UIPercentDrivenInteractiveTransition {
        var context: (any UIViewControllerContextTransitioning)?
        override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            super.startInteractiveTransition(transitionContext)
        }
    }

    let animator: any UIViewControllerAnimatedTransitioning
    let interaction = Interaction()
    var context: (any UIViewControllerContextTransitioning)? { interaction.context }

    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
