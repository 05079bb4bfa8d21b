import Foundation

/// The application's main loop. Each turn:
///
/// 0. fires the timers that are due on the application clock,
/// 1. dispatches the queued input (see `EventDispatcher`),
/// 2. runs the frame passes (see ``FramePipeline``).
///
/// A live backend calls ``runTurn()`` whenever it has input or a frame is due; the headless
/// application advances a ``VirtualClock`` with ``run(until:)-(ClockInstant)``. Nothing here reads the wall
/// clock, sleeps or uses Dispatch.
@MainActor @preconcurrency
public final class ApplicationRunLoop {
    /// The clock every timer and timestamp of this application follows.
    public let clock: any ApplicationClock
    /// How many turns have run.
    public private(set) var turnCount = 0

    private var timers: [ScheduledTimer] = []
    private var nextSequence: UInt64 = 0
    package weak var application: UIApplication?

    init(clock: any ApplicationClock) {
        self.clock = clock
    }

    /// Schedules `action` to run `delay` seconds from now on the application clock, and every
    /// `interval` seconds after that when given. Both are rounded once to the nearest
    /// nanosecond; the timer then keeps integer time, so repeats do not drift.
    @discardableResult
    public func schedule(
        after delay: TimeInterval, repeating interval: TimeInterval? = nil,
        _ action: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        Fatal.check(delay.isFinite && delay >= 0, "Timer delay must be finite and not negative: \(delay)")
        if let interval {
            Fatal.check(interval.isFinite && interval > 0, "Timer interval must be positive: \(interval)")
        }
        return schedule(
            after: ClockDuration(seconds: delay), repeating: interval.map { ClockDuration(seconds: $0) }, action)
    }

    /// Schedules `action` to run `delay` from now on the application clock, and every
    /// `interval` after that when given.
    @discardableResult
    public func schedule(
        after delay: ClockDuration, repeating interval: ClockDuration? = nil,
        _ action: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        Fatal.check(delay >= .zero, "Timer delay must not be negative: \(delay)")
        if let interval {
            Fatal.check(interval > .zero, "Timer interval must be positive: \(interval)")
        }
        return schedule(at: clock.instant + delay, cadence: interval.map { TimerCadence(span: $0, steps: 1) }, action)
    }

    /// Schedules `action` to run `rate` times per second on the application clock, first one
    /// step from now; the n-th fire time is the nanosecond nearest to n ÷ `rate` s after now,
    /// so rates that do not divide a second (60 Hz) never drift. For frame-paced work such as
    /// `CADisplayLink`.
    @discardableResult
    package func schedule(
        timesPerSecond rate: Int, _ action: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        Fatal.check(rate > 0, "A timer's rate must be positive, got \(rate) per second")
        let cadence = TimerCadence(span: .seconds(1), steps: Int64(rate))
        return schedule(at: clock.instant + cadence.offset(after: 1), cadence: cadence, action)
    }

    private func schedule(
        at fireInstant: ClockInstant, cadence: TimerCadence?, _ action: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        let timer = ScheduledTimer(fireInstant: fireInstant, cadence: cadence, sequence: nextSequence, action: action)
        nextSequence += 1
        insert(timer)
        return timer
    }

    /// The valid timers, earliest first (what the test kit's `settle()` names when the
    /// application never comes to rest).
    package var scheduledTimers: [ScheduledTimer] { timers.filter(\.isValid) }

    /// The fire time of the earliest valid timer, if any.
    public var nextTimerFireInstant: ClockInstant? {
        timers.first { $0.isValid }?.fireInstant
    }

    /// The fire time of the earliest valid timer in seconds, if any.
    public var nextTimerFireTime: TimeInterval? { nextTimerFireInstant?.seconds }

    /// Whether input is waiting to be dispatched.
    public var hasPendingInput: Bool { application?.dispatcher.hasPendingInput ?? false }

    /// Frames a turn runs after its first while the end of each marks views again.
    static let maximumFollowUpFrames = 4

    /// Runs one turn: due timers, queued input, then the frame passes.
    ///
    /// The end of a frame runs animation completions (a dismissal's completion calls an alert
    /// action's handler, which may reload a table); the views they mark are laid out, drawn and
    /// committed in a further frame of the same turn, at the same time, as the main run loop
    /// does not wait for the next event while Core Animation has work: a turn never ends with
    /// marks its own completions made.
    public func runTurn() {
        turnCount += 1
        fireDueTimers()
        application?.dispatcher.dispatchPendingInput()
        guard let pipeline = application?.framePipeline else { return }
        pipeline.runFrame()
        var followUps = 0
        while pipeline.markedAtFrameEnd, followUps < Self.maximumFollowUpFrames {
            pipeline.runFrame()
            followUps += 1
        }
    }

    /// Runs turns with a virtual clock until `time`: one turn at each timer deadline on the
    /// way (so timers fire at their exact time), then one at `time`.
    public func run(until time: ClockInstant) {
        advanceClock(to: time)
        runTurn()
    }

    /// Runs turns with a virtual clock until `time` seconds (rounded to the nearest
    /// nanosecond); see ``run(until:)-(ClockInstant)``.
    public func run(until time: TimeInterval) {
        run(until: ClockInstant(seconds: time))
    }

    /// Moves a virtual clock to `time`, running one turn at each timer deadline on the way,
    /// but none at `time` itself (the caller's next turn is that one).
    public func advanceClock(to time: ClockInstant) {
        guard let virtual = clock as? VirtualClock else {
            Fatal.stop("advanceClock(to:) needs a VirtualClock; a live clock moves by itself")
        }
        while let next = nextTimerFireInstant, next <= time {
            if next > virtual.instant { virtual.set(to: next) }
            runTurn()
        }
        if time > virtual.instant { virtual.set(to: time) }
    }

    /// Moves a virtual clock to `time` seconds (rounded to the nearest nanosecond); see
    /// ``advanceClock(to:)-(ClockInstant)``.
    public func advanceClock(to time: TimeInterval) {
        advanceClock(to: ClockInstant(seconds: time))
    }

    private func fireDueTimers() {
        let now = clock.instant
        timers.removeAll { !$0.isValid }
        while let first = timers.first, first.fireInstant <= now {
            timers.removeFirst()
            guard first.isValid else { continue }
            if first.repeatsAfterFiring {
                first.advanceToNextFire()
                insert(first)
            } else {
                first.isValid = false
            }
            first.action(first)
        }
    }

    private func insert(_ timer: ScheduledTimer) {
        var low = 0
        var high = timers.count
        while low < high {
            let mid = (low + high) / 2
            if timers[mid].firesBefore(timer) { low = mid + 1 } else { high = mid }
        }
        timers.insert(timer, at: low)
    }
}
