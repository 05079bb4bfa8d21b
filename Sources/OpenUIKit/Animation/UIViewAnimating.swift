import Foundation

/// What an object that runs interruptible animations offers: its state, starting, pausing,
/// scrubbing, reversing, stopping and finishing. `UIViewPropertyAnimator` is the library's
/// implementation; a transition's animator hands one out through
/// `interruptibleAnimator(using:)`.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewanimating
@MainActor @preconcurrency
public protocol UIViewAnimating: AnyObject {
    /// Where the object is in its life: inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations head for their start.
    var isReversed: Bool { get set }
    /// How far along the animations are, 0…1; setting it while paused moves them there.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations now.
    func startAnimation()
    /// Starts or resumes the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are (see `UIViewPropertyAnimator.stopAnimation(_:)`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animating object that takes more animations and completions while it exists, and can be
/// continued with other timing.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
// UIKit divergence: UIKit's four members are optional Objective-C requirements; here they are
// requirements whose default implementations stop, naming the conforming type and the member,
// since a conforming type that does not implement them cannot do what they ask.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes that start `delayFactor` of the duration in.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations finish, with the position they finished at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes with other timing, the remaining time scaled by `durationFactor`.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {
        Fatal.stop("\(type(of: self)) does not implement UIViewImplicitlyAnimating.addAnimations(_:)")
    }

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        Fatal.stop("\(type(of: self)) does not implement UIViewImplicitlyAnimating.addAnimations(_:delayFactor:)")
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        Fatal.stop("\(type(of: self)) does not implement UIViewImplicitlyAnimating.addCompletion(_:)")
    }

    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        Fatal.stop(
            "\(type(of: self)) does not implement UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:durationFactor:)")
    }
}
