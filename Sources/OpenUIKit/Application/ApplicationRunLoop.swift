import Foundation

/// The application's main loop. Each turn:
///
/// 0. fires the timers that are due on the application clock,
/// 1. dispatches the queued input (see ``EventDispatcher``),
/// 2. runs the frame passes (see ``FramePipeline``).
///
/// A live backend calls ``runTurn()`` whenever it has input or a frame is due; the headless
/// application advances a ``VirtualClock`` with ``run(until:)``. Nothing here reads the wall
/// clock, sleeps or uses Dispatch.
@MainActor
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
    /// `interval` seconds after that when given.
    @discardableResult
    public func schedule(
        after delay: TimeInterval, repeating interval: TimeInterval? = nil,
        _ action: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        precondition(delay.isFinite && delay >= 0, "Timer delay must be finite and not negative: \(delay)")
        if let interval {
            precondition(interval.isFinite && interval > 0, "Timer interval must be positive: \(interval)")
        }
        let timer = ScheduledTimer(
            fireTime: clock.now + delay, interval: interval, sequence: nextSequence, action: action)
        nextSequence += 1
        insert(timer)
        return timer
    }

    /// The fire time of the earliest valid timer, if any.
    public var nextTimerFireTime: TimeInterval? {
        timers.first { $0.isValid }?.fireTime
    }

    /// Whether input is waiting to be dispatched.
    public var hasPendingInput: Bool { application?.dispatcher.hasPendingInput ?? false }

    /// Runs one turn: due timers, queued input, then the frame passes.
    public func runTurn() {
        turnCount += 1
        fireDueTimers()
        application?.dispatcher.dispatchPendingInput()
        application?.framePipeline.runFrame()
    }

    /// Runs turns with a virtual clock until `time`: one turn at each timer deadline on the
    /// way (so timers fire at their exact time), then one at `time`.
    public func run(until time: TimeInterval) {
        advanceClock(to: time)
        runTurn()
    }

    /// Moves a virtual clock to `time`, running one turn at each timer deadline on the way,
    /// but none at `time` itself (the caller's next turn is that one).
    public func advanceClock(to time: TimeInterval) {
        guard let virtual = clock as? VirtualClock else {
            preconditionFailure("advanceClock(to:) needs a VirtualClock; a live clock moves by itself")
        }
        while let next = nextTimerFireTime, next <= time {
            if next > virtual.now { virtual.set(to: next) }
            runTurn()
        }
        if time > virtual.now { virtual.set(to: time) }
    }

    private func fireDueTimers() {
        let now = clock.now
        timers.removeAll { !$0.isValid }
        while let first = timers.first, first.fireTime <= now {
            timers.removeFirst()
            guard first.isValid else { continue }
            if let interval = first.interval {
                first.fireTime += interval
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
