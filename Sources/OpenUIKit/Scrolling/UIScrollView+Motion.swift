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
        ScrollMotion.naturalDeceleration(from: offset, velocity: velocity, rate: decelerationRate.rawValue)
    }

    /// Starts moving the content from the current offset to `end` (and, for a zoom, the scale
    /// to `zoomScale`), stepped by a `CADisplayLink` at ``ScrollViewConstants/frameInterval``
    /// on the application clock — the frame machinery UIView animations use. Outside a window
    /// there is no clock to follow: the content jumps to the end and the motion is over at once.
    func startMotion(
        _ kind: ScrollMotion.Kind, to end: CGPoint, duration: TimeInterval, curve: ScrollMotion.Curve,
        clampsToContent: Bool, zoomScale: CGFloat? = nil
    ) {
        stopMotion(notify: false)
        guard let runLoop = window?.application?.runLoop else {
            if let zoomScale { applyZoomScale(zoomScale) }
            finish(kind, at: clampsToContent ? clampedContentOffset(end) : end)
            return
        }
        var motion = ScrollMotion(
            kind: kind, from: contentOffset, to: end, duration: duration, curve: curve,
            clampsToContent: clampsToContent, clock: runLoop.clock)
        if let zoomScale { motion.zoomScales = (currentZoomScale, zoomScale) }
        self.motion = motion
        recordScroll(
            .motionStarted(
                Self.traced(kind), from: motion.origin, towards: clampsToContent ? clampedContentOffset(end) : end))
        showIndicators()
        let link = CADisplayLink(target: self, action: UIScrollView.stepMotion)
        link.preferredFramesPerSecond = Int((1 / ScrollViewConstants.frameInterval).rounded())
        motionLink = link
        link.add(to: runLoop)
    }

    /// The motion as the trace names it.
    private static func traced(_ kind: ScrollMotion.Kind) -> TracePayload.ScrollStep.Motion {
        switch kind {
        case .deceleration: .deceleration
        case .animation: .animation
        case .scrollToTop: .scrollToTop
        case .zoom: .zoom
        }
    }

    /// Ends the display link stepping the motion.
    private func endMotionLink() {
        motionLink?.invalidate()
        motionLink = nil
    }

    /// One frame of the running motion, at the link's timestamp.
    private func stepMotion(_ link: CADisplayLink) {
        guard var motion else {
            endMotionLink()
            return
        }
        motion.follow(contentOffset)
        let now = link.frameInstant
        if let scale = motion.zoomScale(at: now) { applyZoomScale(scale) }
        var offset = motion.offset(at: now)
        let finalOffset = motion.clampsToContent ? clampedContentOffset(motion.end) : motion.end
        if motion.clampsToContent { offset = clampedContentOffset(offset) }
        // A glide stops at the content's edges: once every axis is where it will end, it is over.
        if motion.isOver(at: now) || (offset == finalOffset && motion.zoomScales == nil) {
            endMotionLink()
            self.motion = nil
            if let scales = motion.zoomScales { applyZoomScale(scales.to) }
            finish(motion.kind, at: finalOffset)
            return
        }
        motion.lastOffset = offset
        self.motion = motion
        contentOffset = offset
    }

    func finish(_ kind: ScrollMotion.Kind, at offset: CGPoint) {
        contentOffset = offset
        switch kind {
        case .deceleration:
            isDecelerating = false
            recordScroll(.stoppedDecelerating(offset: offset))
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            recordScroll(.finishedAnimating(offset: offset))
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            recordScroll(.scrolledToTop(offset: offset))
            delegate?.scrollViewDidScrollToTop(self)
        case .zoom:
            recordScroll(.finishedZooming(scale: currentZoomScale, offset: offset))
            zoomAnimationDidFinish()
        }
        scheduleIndicatorFade()
    }

    /// The scroll view is about to leave its window, whose clock moved it: a drag ends as if
    /// cancelled (`scrollViewDidEndDragging` without deceleration), a glide stops where it is
    /// and is reported as ended (as when a finger catches it), and an animated offset (or zoom)
    /// lands on its target at once and reports its end (as it does when started outside a
    /// window).
    func stopMovingOnLeavingWindow() {
        if isDragging {
            recordScroll(.leftWindowWhileDragging)
            cancelDragging()
        }
        isTracking = false
        guard var motion else { return }
        recordScroll(.leftWindow(during: Self.traced(motion.kind)))
        if motion.kind == .deceleration {
            stopMotion(notify: true)
            return
        }
        motion.follow(contentOffset)
        endMotionLink()
        self.motion = nil
        if let scales = motion.zoomScales { applyZoomScale(scales.to) }
        finish(motion.kind, at: motion.end)
    }

    /// Stops a running deceleration or animation where it is. With `notify`, a stopped
    /// deceleration is reported as ended (a finger caught it).
    func stopMotion(notify: Bool) {
        guard let motion else { return }
        endMotionLink()
        self.motion = nil
        if motion.kind == .zoom { zoomAnimationDidFinish() }
        guard motion.kind == .deceleration else { return }
        isDecelerating = false
        recordScroll(.stoppedDecelerating(offset: contentOffset))
        if notify { delegate?.scrollViewDidEndDecelerating(self) }
    }
}

extension UIScrollView {
    /// The display link stepping the current glide or animation, if any (for tests).
    package var motionDisplayLink: CADisplayLink? { motionLink }
}
