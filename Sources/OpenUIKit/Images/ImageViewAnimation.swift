import Foundation

/// One run of an image view's frame animation: the frames and timing read when
/// `startAnimating()` was called, and the timer that steps through them.
@MainActor
final class ImageViewAnimation {
    /// The frames, in order (never empty).
    let frames: [UIImage]
    /// Seconds each frame is shown.
    let frameDuration: TimeInterval
    /// Passes to make; 0 repeats until stopped.
    let repeatCount: Int
    /// How many frame changes have happened since the start (0 while frame 0 shows).
    var step = 0
    /// The timer stepping the frames; nil while the view is not in a window.
    var timer: ScheduledTimer?

    init(frames: [UIImage], frameDuration: TimeInterval, repeatCount: Int) {
        self.frames = frames
        self.frameDuration = frameDuration
        self.repeatCount = repeatCount
    }

    /// The frame shown at ``step``.
    var currentFrame: UIImage { frames[step % frames.count] }

    /// Whether the last pass has ended after ``step`` changes.
    var isFinished: Bool { repeatCount > 0 && step >= frames.count * repeatCount }
}
