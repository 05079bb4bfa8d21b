import Foundation

extension UIScrollView {
    /// The natural glide after a drag released at `velocity` (points per second, in the
    /// direction the content offset moves): where it would end, unclamped, how long it takes,
    /// and its curve. The velocity decays by ``decelerationRate`` per millisecond and the glide
    /// stops at ``ScrollViewConstants/decelerationStopSpeed``; `nil` when the release is slower
    /// than that.
    func naturalDeceleration(
        from offset: CGPoint, velocity: CGPoint
    ) -> (end: CGPoint, duration: TimeInterval, curve: ScrollMotion.Curve)? {
        let speed = Double(hypot(velocity.x, velocity.y))
        let stopSpeed = Double(ScrollViewConstants.decelerationStopSpeed)
        guard speed > stopSpeed else { return nil }
        // v(t) = v0 · rate^(1000 t) = v0 · e^(−decay · t), cut off once v(t) = stopSpeed.
        let decay = -1000 * log(Double(decelerationRate.rawValue))
        let duration = log(speed / stopSpeed) / decay
        let distance = (speed - stopSpeed) / decay
        let end = CGPoint(
            x: offset.x + velocity.x * CGFloat(distance / speed),
            y: offset.y + velocity.y * CGFloat(distance / speed))
        return (end, duration, .deceleration(decay: decay, cutoff: stopSpeed / speed))
    }

    /// Starts moving the content from the current offset to `end`, stepped every
    /// ``ScrollViewConstants/frameInterval`` on the application clock. Outside a window there
    /// is no clock to follow: the content jumps to the end and the motion is over at once.
    func startMotion(
        _ kind: ScrollMotion.Kind, to end: CGPoint, duration: TimeInterval, curve: ScrollMotion.Curve,
        clampsToContent: Bool
    ) {
        stopMotion(notify: false)
        guard let runLoop = window?.application?.runLoop else {
            finish(kind, at: clampsToContent ? clampedContentOffset(end) : end)
            return
        }
        let motion = ScrollMotion(
            kind: kind, from: contentOffset, to: end, duration: duration, curve: curve,
            clampsToContent: clampsToContent, clock: runLoop.clock)
        self.motion = motion
        recordScroll(
            "\(kind == .deceleration ? "decelerating" : "animating") from \(traceFormat(motion.origin)) "
                + "towards \(traceFormat(clampsToContent ? clampedContentOffset(end) : end))")
        motionTimer = runLoop.schedule(
            after: ScrollViewConstants.frameInterval, repeating: ScrollViewConstants.frameInterval
        ) { [weak self] timer in
            // A scroll view gone with its whole window cannot stop its timer itself.
            guard let self else {
                timer.invalidate()
                return
            }
            self.stepMotion()
        }
    }

    /// One frame of the running motion.
    private func stepMotion() {
        guard var motion else {
            motionTimer?.invalidate()
            motionTimer = nil
            return
        }
        motion.follow(contentOffset)
        let now = motion.clock.now
        var offset = motion.offset(at: now)
        let finalOffset = motion.clampsToContent ? clampedContentOffset(motion.end) : motion.end
        if motion.clampsToContent { offset = clampedContentOffset(offset) }
        // A glide stops at the content's edges: once every axis is where it will end, it is over.
        if now - motion.startTime >= motion.duration || offset == finalOffset {
            motionTimer?.invalidate()
            motionTimer = nil
            self.motion = nil
            finish(motion.kind, at: finalOffset)
            return
        }
        motion.lastOffset = offset
        self.motion = motion
        contentOffset = offset
    }

    private func finish(_ kind: ScrollMotion.Kind, at offset: CGPoint) {
        contentOffset = offset
        switch kind {
        case .deceleration:
            isDecelerating = false
            recordScroll("stopped decelerating at \(traceFormat(offset))")
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            recordScroll("finished animating at \(traceFormat(offset))")
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// The scroll view is about to leave its window, whose clock moved it: a drag ends as if
    /// cancelled (`scrollViewDidEndDragging` without deceleration), a glide stops where it is
    /// and is reported as ended (as when a finger catches it), and an animated offset lands on
    /// its target at once and reports its end (as it does when started outside a window).
    func stopMovingOnLeavingWindow() {
        if isDragging {
            recordScroll("leaves its window while dragging")
            cancelDragging()
        }
        isTracking = false
        guard var motion else { return }
        recordScroll("leaves its window while \(motion.kind == .deceleration ? "decelerating" : "animating")")
        if motion.kind == .deceleration {
            stopMotion(notify: true)
            return
        }
        motion.follow(contentOffset)
        motionTimer?.invalidate()
        motionTimer = nil
        self.motion = nil
        finish(.animation, at: motion.end)
    }

    /// Stops a running deceleration or animation where it is. With `notify`, a stopped
    /// deceleration is reported as ended (a finger caught it).
    func stopMotion(notify: Bool) {
        guard let motion else { return }
        motionTimer?.invalidate()
        motionTimer = nil
        self.motion = nil
        guard motion.kind == .deceleration else { return }
        isDecelerating = false
        recordScroll("stopped decelerating at \(traceFormat(contentOffset))")
        if notify { delegate?.scrollViewDidEndDecelerating(self) }
    }
}
