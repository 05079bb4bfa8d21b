import Foundation

/// What `interruptibleAnimator(using:)` answers for a transition animator that does not
/// implement it (in UIKit the method is optional and such an animator has none): the library
/// drives that transition through its container's layer timing instead. Using the placeholder
/// stops, naming the animator.
@MainActor
package final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    private let animatorType: Any.Type

    package init(animatorType: Any.Type) {
        self.animatorType = animatorType
    }

    private func unavailable(_ member: String) -> Never {
        Fatal.stop(
            "\(animatorType) does not implement interruptibleAnimator(using:), so it has no interruptible animator; "
                + "\(member) was called on the placeholder answered in its place")
    }

    package var state: UIViewAnimatingState { unavailable("state") }
    package var isRunning: Bool { unavailable("isRunning") }
    package var isReversed: Bool {
        get { unavailable("isReversed") }
        set { unavailable("isReversed") }
    }
    package var fractionComplete: CGFloat {
        get { unavailable("fractionComplete") }
        set { unavailable("fractionComplete") }
    }
    package func startAnimation() { unavailable("startAnimation()") }
    package func startAnimation(afterDelay delay: TimeInterval) { unavailable("startAnimation(afterDelay:)") }
    package func pauseAnimation() { unavailable("pauseAnimation()") }
    package func stopAnimation(_ withoutFinishing: Bool) { unavailable("stopAnimation(_:)") }
    package func finishAnimation(at finalPosition: UIViewAnimatingPosition) { unavailable("finishAnimation(at:)") }
}
