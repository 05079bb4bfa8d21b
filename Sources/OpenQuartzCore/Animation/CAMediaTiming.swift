/// A timeline: when it begins in its parent's time, how fast it runs, how long one pass lasts,
/// how it repeats and what it shows outside its active time. Animations and layers have one;
/// a layer's timeline is its sublayers' and animations' parent.
///
/// Local time from parent time t: `(t − beginTime) × speed + timeOffset`, then folded into one
/// pass of `duration` by the repeat and autoreverse settings (see ``CAAnimation``).
/// - Note: See https://developer.apple.com/documentation/quartzcore/camediatiming
public protocol CAMediaTiming: AnyObject {
    /// When the timeline starts, in its parent's time. For an animation, 0 means "when it is
    /// committed to a layer".
    var beginTime: CFTimeInterval { get set }
    /// A shift added to local time (after speed), so playback starts part-way through.
    var timeOffset: CFTimeInterval { get set }
    /// The length of one pass, in local seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against parent time; 1 by default, 0 freezes it, a negative
    /// value plays it backwards.
    var speed: Float { get set }
    /// How many passes to play (fractions allowed; `.infinity` repeats forever).
    var repeatCount: Float { get set }
    /// How long to repeat for, in local seconds (an alternative to ``repeatCount``).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}
