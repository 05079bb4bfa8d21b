import Foundation

extension UIImageView {
    /// The time each frame shows when ``animationDuration`` is 0: 1/30 s.
    static let defaultFrameDuration: TimeInterval = 1.0 / 30

    /// Schedules the frame timer when the view is in an application's window.
    func scheduleAnimationTimer() {
        guard let state = animationState, state.timer == nil, let runLoop = window?.application?.runLoop else { return }
        let timer = runLoop.schedule(after: state.frameDuration, repeating: state.frameDuration) { [weak self] timer in
            guard let self, let state = self.animationState, state.timer === timer else {
                timer.invalidate()
                return
            }
            state.step += 1
            if state.isFinished {
                self.stopAnimating()
            } else {
                self.animationFrameImage = state.currentFrame
            }
        }
        timer.purpose = "UIImageView frame animation, "
            + (state.repeatCount == 0 ? "repeats forever" : "\(state.repeatCount) passes")
            + " on " + traceName
        state.timer = timer
    }

    /// Stops the frames and shows the still image again.
    func endFrameAnimation() {
        stopTimer()
        animationState = nil
        animationFrameImage = nil
    }

    func stopTimer() {
        animationState?.timer?.invalidate()
        animationState?.timer = nil
    }

    /// A running animation keeps its place while the view is out of a window (no timer) and
    /// goes on from there when the view is in one again.
    func animationWindowDidChange() {
        guard animationState != nil else { return }
        if window?.application == nil {
            stopTimer()
        } else {
            scheduleAnimationTimer()
        }
    }
}
