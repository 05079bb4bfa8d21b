import Foundation

/// A context menu's rows scroll as a scroll view's content does, with the scroll view's own
/// physics (`ScrollMotion`, stepped by a `CADisplayLink` on the application clock): a pan
/// moves them, pulled past an end they stretch (the rubber band a refresh control's pull uses),
/// released they glide on with the scroll view's deceleration, and a glide that reaches an end
/// overshoots it and settles back. A bar at the trailing edge shows where the rows are while
/// they move, then fades as a scroll view's indicator does. A finger resting near the top or
/// bottom edge while choosing (the long-pressing finger) scrolls the rows towards that edge.
// UIKit divergence: UIKit's bounce, auto-scroll and indicator values are not published; the
// ones here are [CHOSEN] constants (see docs/DIVERGENCES.md, "Too many rows").
extension ContextMenuView {
    /// How long a glide's overshoot past an end lasts per point per second of its speed there:
    /// the overshoot is the speed at the end times this, reached with an ease-out whose start
    /// speed is the glide's [CHOSEN].
    static let bounceOvershootTime: TimeInterval = 0.04
    /// The farthest a glide overshoots an end [CHOSEN].
    static let maximumBounceOvershoot: CGFloat = 60
    /// How long rows past an end take to settle back to it (ease in and out): the scroll view's
    /// ``ScrollViewConstants/scrollAnimationDuration``.
    static let bounceSettleDuration: TimeInterval = ScrollViewConstants.scrollAnimationDuration
    /// How near the platter's top or bottom edge (inside it, or above or below it by as much)
    /// a resting finger scrolls the rows [CHOSEN].
    static let autoScrollEdgeZone: CGFloat = 36
    /// How fast a finger resting at an edge scrolls the rows, in points per second [CHOSEN].
    static let autoScrollSpeed: CGFloat = 360
    /// The indicator's distance from the platter's top and bottom, clear of its corners
    /// [CHOSEN].
    static let scrollIndicatorEndInset: CGFloat = cornerRadius / 2
    /// The indicator's colour: dark on the light platter, light on the dark one [CHOSEN].
    static let scrollIndicatorColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
    }

    /// How fast a glide slows: `UIScrollView.DecelerationRate.normal`'s 0.998 per millisecond.
    static let decelerationRate: CGFloat = 0.998

    /// Whether the rows are moving by themselves (gliding, bouncing or settling).
    var isScrollMoving: Bool { scrollMotion != nil }

    // MARK: Dragging

    /// The pan's action: the rows follow the finger, stretch past the ends, and glide on at
    /// the lift.
    func panned() {
        switch pan.state {
        case .began:
            stopScrollMotion()
            autoScroll(fingerAt: nil)
            scrollOffsetAtPanStart = scrollOffset
            showScrollIndicator()
            followPan()
        case .changed:
            followPan()
        case .ended:
            followPan()
            releasePan(velocity: 0 - pan.velocity(in: self).y)
        case .cancelled, .failed:
            releasePan(velocity: 0)
        default:
            break
        }
    }

    /// Moves the rows opposite to the finger; past an end they follow with the rubber band.
    private func followPan() {
        let wanted = scrollOffsetAtPanStart - pan.translation(in: self).y
        let maximum = maximumScrollOffset
        if wanted < 0 {
            setScrollOffset(0 - ScrollMotion.rubberBanded(0 - wanted, dimension: bounds.height))
        } else if wanted > maximum {
            setScrollOffset(maximum + ScrollMotion.rubberBanded(wanted - maximum, dimension: bounds.height))
        } else {
            setScrollOffset(wanted)
        }
    }

    /// The finger lifted with the rows moving at `velocity` (points per second, in the direction
    /// the offset moves): rows past an end settle back to it; else they glide on as a scroll
    /// view's content does, or stay where they are when the finger was still.
    private func releasePan(velocity: CGFloat) {
        let maximum = maximumScrollOffset
        if scrollOffset < 0 || scrollOffset > maximum {
            startScrollMotion(.settle, to: min(max(scrollOffset, 0), maximum), duration: Self.bounceSettleDuration, curve: .easeInOut)
        } else if let glide = ScrollMotion.naturalDeceleration(
            from: CGPoint(x: 0, y: scrollOffset), velocity: CGPoint(x: 0, y: velocity), rate: Self.decelerationRate)
        {
            startScrollMotion(.glide, to: glide.end.y, duration: glide.duration, curve: glide.curve)
        } else {
            fadeScrollIndicator()
        }
    }

    // MARK: Motion

    /// Starts moving the rows from where they are to `end`, stepped each frame on the
    /// application clock; outside a window they land there at once.
    private func startScrollMotion(
        _ phase: ContextMenuScrollMotion.Phase, to end: CGFloat, duration: TimeInterval, curve: ScrollMotion.Curve
    ) {
        motionLink?.invalidate()
        motionLink = nil
        guard let runLoop = window?.application?.runLoop else {
            scrollMotion = nil
            setScrollOffset(min(max(end, 0), maximumScrollOffset))
            return
        }
        let motion = ScrollMotion(
            kind: .deceleration, from: CGPoint(x: 0, y: scrollOffset), to: CGPoint(x: 0, y: end), duration: duration,
            curve: curve, clampsToContent: false, clock: runLoop.clock)
        scrollMotion = ContextMenuScrollMotion(phase: phase, motion: motion)
        showScrollIndicator()
        let link = CADisplayLink(target: self, action: ContextMenuView.stepScrollMotion)
        link.preferredFramesPerSecond = Int((1 / ScrollViewConstants.frameInterval).rounded())
        motionLink = link
        link.add(to: runLoop)
    }

    /// Stops a glide, bounce or settle where it is (a finger caught the rows, or code scrolled
    /// them).
    func stopScrollMotion() {
        motionLink?.invalidate()
        motionLink = nil
        guard scrollMotion != nil else { return }
        scrollMotion = nil
        fadeScrollIndicator()
    }

    /// One frame of the motion under way.
    private func stepScrollMotion(_ link: CADisplayLink) {
        guard let current = scrollMotion else {
            stopScrollMotion()
            return
        }
        let now = link.frameInstant
        let offset = current.motion.offset(at: now).y
        let maximum = maximumScrollOffset
        switch current.phase {
        case .glide where offset < 0 || offset > maximum:
            // The glide reached an end: it overshoots by as much as its speed there carries it
            // (at the same starting speed), then settles back.
            let edge: CGFloat = offset < 0 ? 0 : maximum
            let speed = abs(offset - scrollOffset) / CGFloat(ScrollViewConstants.frameInterval)
            let overshoot = min(speed * CGFloat(Self.bounceOvershootTime), Self.maximumBounceOvershoot)
            setScrollOffset(edge)
            guard overshoot >= 0.5, speed > 0 else {
                finishScrollMotion(at: edge)
                return
            }
            let direction: CGFloat = offset < 0 ? -1 : 1
            startScrollMotion(
                .bounceOut, to: edge + direction * overshoot, duration: TimeInterval(3 * overshoot / speed),
                curve: .easeOut)
        case _ where current.motion.isOver(at: now):
            switch current.phase {
            case .bounceOut:
                setScrollOffset(current.motion.end.y)
                startScrollMotion(
                    .settle, to: min(max(scrollOffset, 0), maximum), duration: Self.bounceSettleDuration,
                    curve: .easeInOut)
            case .glide, .settle:
                finishScrollMotion(at: current.phase == .glide ? min(max(offset, 0), maximum) : current.motion.end.y)
            }
        default:
            setScrollOffset(offset)
        }
    }

    private func finishScrollMotion(at offset: CGFloat) {
        motionLink?.invalidate()
        motionLink = nil
        scrollMotion = nil
        setScrollOffset(offset)
        fadeScrollIndicator()
    }

    // MARK: Auto-scroll

    /// A finger choosing a row rests at `point` (in the view's coordinates; nil: it lifted or
    /// left): within ``autoScrollEdgeZone`` of the top or bottom edge of a menu that scrolls, the
    /// rows scroll towards that edge at ``autoScrollSpeed`` until they reach their end or the
    /// finger moves away.
    func autoScroll(fingerAt point: CGPoint?) {
        var direction: CGFloat = 0
        if let point, maximumScrollOffset > 0, !isReceded, point.x >= 0, point.x <= bounds.width {
            let zone = Self.autoScrollEdgeZone
            if point.y >= -zone, point.y < zone {
                direction = -1
            } else if point.y > bounds.height - zone, point.y <= bounds.height + zone {
                direction = 1
            }
        }
        autoScrollDirection = direction
        guard direction != 0 else {
            if autoScrollLink != nil {
                autoScrollLink?.invalidate()
                autoScrollLink = nil
                fadeScrollIndicator()
            }
            return
        }
        guard autoScrollLink == nil, let runLoop = window?.application?.runLoop else { return }
        stopScrollMotion()
        showScrollIndicator()
        let link = CADisplayLink(target: self, action: ContextMenuView.stepAutoScroll)
        link.preferredFramesPerSecond = Int((1 / ScrollViewConstants.frameInterval).rounded())
        autoScrollLink = link
        link.add(to: runLoop)
    }

    /// One frame of auto-scrolling: the rows move one frame's worth towards the edge, and stop
    /// at their end.
    private func stepAutoScroll(_ link: CADisplayLink) {
        let step = Self.autoScrollSpeed * CGFloat(ScrollViewConstants.frameInterval) * autoScrollDirection
        let maximum = maximumScrollOffset
        let offset = min(max(scrollOffset + step, 0), maximum)
        setScrollOffset(offset)
        onAutoScroll?()
        if offset <= 0 || offset >= maximum {
            autoScrollLink?.invalidate()
            autoScrollLink = nil
            fadeScrollIndicator()
        }
    }

    // MARK: Indicator

    /// Shows the indicator at full opacity (a fade under way is dropped), when the rows scroll.
    func showScrollIndicator() {
        guard maximumScrollOffset > 0 else { return }
        scrollIndicator.layer.removeAllAnimations()
        scrollIndicator.alpha = 1
        layoutScrollIndicator()
    }

    /// Fades the indicator out as a scroll view's does (after
    /// ``ScrollViewConstants/indicatorFadeDelay``, over ``ScrollViewConstants/indicatorFadeDuration``),
    /// once nothing moves the rows.
    func fadeScrollIndicator() {
        guard scrollMotion == nil, autoScrollLink == nil, pan.state != .began, pan.state != .changed,
            scrollIndicator.alpha > 0
        else { return }
        let indicator = scrollIndicator
        UIView.animate(
            withDuration: ScrollViewConstants.indicatorFadeDuration, delay: ScrollViewConstants.indicatorFadeDelay,
            options: [.allowUserInteraction, .curveEaseOut], animations: { indicator.alpha = 0 })
    }

    /// Places the indicator at the trailing edge: as long as the visible fraction of the rows
    /// (at least the scroll view's shortest indicator), shortened while the rows are past an
    /// end, and as far down as the rows are scrolled.
    func layoutScrollIndicator() {
        let content = preferredSize.height
        let maximum = maximumScrollOffset
        guard maximum > 0, content > 0 else {
            scrollIndicator.frame = .zero
            return
        }
        let thickness = ScrollViewConstants.indicatorThickness
        let inset = Self.scrollIndicatorEndInset
        let track = max(0, bounds.height - 2 * inset)
        let overshoot = scrollOffset < 0 ? 0 - scrollOffset : max(0, scrollOffset - maximum)
        let fraction = min(1, bounds.height / content)
        let length = min(track, max(ScrollViewConstants.indicatorMinimumLength, track * fraction - overshoot))
        let progress = min(max(scrollOffset / maximum, 0), 1)
        scrollIndicator.frame = CGRect(
            x: bounds.width - ScrollViewConstants.indicatorEdgeGap - thickness, y: inset + (track - length) * progress,
            width: thickness, height: length)
    }
}
