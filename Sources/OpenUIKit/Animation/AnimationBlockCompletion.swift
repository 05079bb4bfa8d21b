import Foundation

/// What one `UIView.animate…` block owes its caller: the completion, called once every
/// animation the block started has stopped (finished only if all of them finished), or on the
/// next run-loop turn when it started none. It is the delegate of those animations.
@MainActor
final class AnimationBlockCompletion: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private weak var runLoop: ApplicationRunLoop?
    /// Whether the animated views keep taking touches.
    let allowsUserInteraction: Bool
    private var running = 0
    private var allFinished = true
    private var isClosed = false

    init(completion: ((Bool) -> Void)?, allowsUserInteraction: Bool, runLoop: ApplicationRunLoop) {
        self.completion = completion
        self.allowsUserInteraction = allowsUserInteraction
        self.runLoop = runLoop
    }

    /// Counts an animation made for the block.
    func track(_ animation: CAAnimation) {
        running += 1
        animation.delegate = self
    }

    /// The block's closure has returned: with nothing animating, complete on the next turn.
    func close() {
        isClosed = true
        guard running == 0 else { return }
        runLoop?.schedule(after: 0) { [self] _ in finish() }
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
