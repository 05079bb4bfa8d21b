import Foundation

/// What one `UIView.animate…` block owes its caller: the completion, called once every
/// animation the block started has stopped (finished only if all of them finished), or on the
/// next turn of the block's application's run loop when it started none. It is the delegate of
/// those animations.
///
/// The run loop is the one of the application whose window holds the first view the block
/// changed (``attach(to:)``); a block that changed no view in a window has none.
@MainActor
final class AnimationBlockCompletion: @MainActor CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private weak var runLoop: ApplicationRunLoop?
    /// Whether the animated views keep taking touches.
    let allowsUserInteraction: Bool
    private var running = 0
    private var allFinished = true
    private var isClosed = false

    init(completion: ((Bool) -> Void)?, allowsUserInteraction: Bool) {
        self.completion = completion
        self.allowsUserInteraction = allowsUserInteraction
    }

    /// The block found its application: a completion owed with nothing animating runs on
    /// `runLoop`'s next turn. The first application found stays.
    func attach(to runLoop: ApplicationRunLoop) {
        if self.runLoop == nil { self.runLoop = runLoop }
    }

    /// Counts an animation made for the block.
    func track(_ animation: CAAnimation) {
        running += 1
        animation.delegate = self
    }

    /// The block's closure has returned: with nothing animating, complete on the next turn of
    /// the block's application. `droppedOutsideWindows` says changes to views outside every
    /// window were applied without animation (`what` names the call for the log).
    ///
    /// With no application (no view the block changed is in a window) there is no run loop
    /// to wait for, so the completion runs now, before the animating call returns; when
    /// changes were dropped, the console log says so.
    // UIKit divergence: UIKit calls such a completion (finished) after the current run-loop
    // turn; a block that touched no window has no application and so no turn to wait for.
    func close(droppedOutsideWindows: Bool, what: @autoclosure () -> String) {
        isClosed = true
        if droppedOutsideWindows {
            ApplicationLog.console.log(
                "\(what()): changes to views outside every window were applied without animation"
                    + (running == 0 && runLoop == nil ? "; no view is in a window, so the completion runs at once" : ""))
        }
        guard running == 0 else { return }
        if let runLoop {
            runLoop.schedule(after: 0) { [self] _ in finish() }
        } else {
            finish()
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        allFinished = allFinished && flag
        if isClosed && running == 0 { finish() }
    }

    private func finish() {
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
