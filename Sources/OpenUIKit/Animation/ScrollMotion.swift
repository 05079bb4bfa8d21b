import Foundation

/// A content-offset movement the scroll view (or a context menu's rows) runs by itself on the
/// application clock: the glide after a drag (or the settle onto a page), an animated
/// `setContentOffset(_:animated:)`, a scroll to the top, or an animated zoom (which also moves
/// the scale). A `CADisplayLink` steps it, the frame machinery UIView animations use.
///
/// The offset at time `t` is `origin + (end − origin) · progress(t)`, clamped to the content
/// for a deceleration. Changes made to the offset from outside while it runs (code setting
/// `contentOffset`) shift the whole movement, so it carries on from there.
@MainActor
struct ScrollMotion {
    enum Kind {
        case deceleration, animation, scrollToTop, zoom
    }

    /// How progress (0 → 1) follows time.
    enum Curve {
        /// A glide whose velocity decays exponentially: `decay` is the velocity's decay
        /// constant per second, and the glide is cut off when it reaches `cutoff` (the
        /// velocity left at the end, as a fraction of the initial one).
        case deceleration(decay: Double, cutoff: Double)
        /// Slow start and end (smoothstep).
        case easeInOut
        /// Fast start, slow end (cubic: 1 − (1 − t)³), for settling onto a page.
        case easeOut
    }

    let kind: Kind
    var origin: CGPoint
    var end: CGPoint
    let duration: TimeInterval
    let curve: Curve
    let clampsToContent: Bool
    /// The clock of the application the motion started in, and when it started on it.
    let clock: any ApplicationClock
    let startInstant: ClockInstant
    /// When the duration is over, in whole nanoseconds, so the last frame is found exactly.
    let endInstant: ClockInstant
    /// The offset the motion set last, to notice outside changes.
    var lastOffset: CGPoint
    /// For a zoom: the scale at the start and at the end.
    var zoomScales: (from: CGFloat, to: CGFloat)?

    init(
        kind: Kind, from origin: CGPoint, to end: CGPoint, duration: TimeInterval, curve: Curve,
        clampsToContent: Bool, clock: any ApplicationClock
    ) {
        self.kind = kind
        self.origin = origin
        self.end = end
        self.duration = duration
        self.curve = curve
        self.clampsToContent = clampsToContent
        self.clock = clock
        self.startInstant = clock.instant
        self.endInstant = Self.end(from: startInstant, after: duration)
        self.lastOffset = origin
    }

    /// How far along the movement is at `time`, from 0 to 1.
    func progress(at time: ClockInstant) -> CGFloat {
        guard duration > 0, !isOver(at: time) else { return 1 }
        guard time > startInstant else { return 0 }
        let elapsed = (time - startInstant).seconds
        switch curve {
        case .deceleration(let decay, let cutoff):
            return CGFloat((1 - exp(-decay * elapsed)) / (1 - cutoff))
        case .easeInOut:
            let t = elapsed / duration
            return CGFloat(t * t * (3 - 2 * t))
        case .easeOut:
            let rest = 1 - elapsed / duration
            return CGFloat(1 - rest * rest * rest)
        }
    }

    /// `duration` seconds after `start`. A duration too long for the clock (a deceleration rate
    /// of 1 never slows down: its duration is infinite) never ends by time, only by stopping.
    private static func end(from start: ClockInstant, after duration: TimeInterval) -> ClockInstant {
        guard duration < 1e9 else { return ClockInstant(nanoseconds: .max) }
        return start + ClockDuration(seconds: max(duration, 0))
    }

    /// Whether the duration is over at `time` (compared in whole nanoseconds).
    func isOver(at time: ClockInstant) -> Bool { time >= endInstant }

    /// The unclamped offset at `time`; exactly `end` once the duration is over.
    func offset(at time: ClockInstant) -> CGPoint {
        let p = progress(at: time)
        if p >= 1 { return end }
        return CGPoint(x: origin.x + (end.x - origin.x) * p, y: origin.y + (end.y - origin.y) * p)
    }

    /// The zoom scale at `time`, for a zoom; exactly the end scale once the duration is over.
    func zoomScale(at time: ClockInstant) -> CGFloat? {
        guard let zoomScales else { return nil }
        let p = progress(at: time)
        if p >= 1 { return zoomScales.to }
        return zoomScales.from + (zoomScales.to - zoomScales.from) * p
    }

    /// Carries the movement along with an outside change of the offset.
    mutating func follow(_ offset: CGPoint) {
        guard offset != lastOffset else { return }
        let shift = CGPoint(x: offset.x - lastOffset.x, y: offset.y - lastOffset.y)
        origin = CGPoint(x: origin.x + shift.x, y: origin.y + shift.y)
        end = CGPoint(x: end.x + shift.x, y: end.y + shift.y)
        lastOffset = offset
    }

    /// The natural glide of content released at `velocity` (points per second, in the direction
    /// the offset moves) from `offset`: where it would end, unclamped, how long it takes, and
    /// its curve. The velocity decays by `rate` (a `UIScrollView.DecelerationRate`'s raw value)
    /// per millisecond and the glide stops at
    /// ``ScrollViewConstants/decelerationStopSpeed``; `nil` when the release is slower than that.
    static func naturalDeceleration(
        from offset: CGPoint, velocity: CGPoint, rate: CGFloat
    ) -> (end: CGPoint, duration: TimeInterval, curve: Curve)? {
        let speed = Double(hypot(velocity.x, velocity.y))
        let stopSpeed = Double(ScrollViewConstants.decelerationStopSpeed)
        guard speed > stopSpeed else { return nil }
        // v(t) = v0 · rate^(1000 t) = v0 · e^(−decay · t), cut off once v(t) = stopSpeed.
        let decay = -1000 * log(Double(rate))
        let duration = log(speed / stopSpeed) / decay
        let distance = (speed - stopSpeed) / decay
        let end = CGPoint(
            x: offset.x + velocity.x * CGFloat(distance / speed),
            y: offset.y + velocity.y * CGFloat(distance / speed))
        return (end, duration, .deceleration(decay: decay, cutoff: stopSpeed / speed))
    }

    /// How far content dragged `travel` points past an edge shows beyond it, in a view
    /// `dimension` points long along the drag: the rubber band of a pull past the edge, which
    /// gives less the further it is pulled and never reaches `dimension`.
    static func rubberBanded(_ travel: CGFloat, dimension: CGFloat) -> CGFloat {
        guard travel > 0 else { return travel }
        let length = max(dimension, 1)
        return (1 - 1 / (0.55 * travel / length + 1)) * length
    }
}
