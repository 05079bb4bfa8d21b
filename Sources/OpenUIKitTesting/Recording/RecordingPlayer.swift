import Foundation
import OpenUIKit

/// Plays an ``InputRecording`` into an application on a virtual clock, as far as the caller
/// asks each time.
///
/// The player is the one definition of what replaying means, shared by
/// ``HeadlessApp/replay(_:)`` (which plays everything at once) and the gallery's live window
/// (which plays a frame's worth at each tick, paced by the wall clock). Whatever the steps,
/// the application sees the same sequence: the clock moved to each input's time (firing the
/// timers on the way, each at its own deadline), the input queued and one turn run, and after
/// the last input one turn at the recording's end. Playing in many small steps therefore
/// gives the same trace and the same pixels as playing in one.
@MainActor @preconcurrency
public final class RecordingPlayer {
    /// What is being played.
    public let recording: InputRecording
    /// Sees each input just before it is queued (a recorder re-recording the replay).
    public var onInput: ((InputEvent) -> Void)?
    /// Whether every input was sent and the final turn, at the recording's end, has run.
    public private(set) var isFinished = false

    private let application: UIApplication
    private let clock: VirtualClock
    private let base: ClockInstant
    private var next = 0

    /// Prepares to play `recording` into `application`, whose clock is `clock`, starting now:
    /// an input recorded at time t is sent at `clock.now + t`.
    public init(_ recording: InputRecording, into application: UIApplication, clock: VirtualClock) {
        Fatal.check(
            application.runLoop.clock === clock,
            "RecordingPlayer: the clock must be the application's own clock (a replay moves it)")
        self.recording = recording
        self.application = application
        self.clock = clock
        self.base = clock.instant
    }

    /// Seconds of the recording played so far.
    public var elapsed: TimeInterval { (clock.instant - base).seconds }

    /// Plays the recording up to `elapsed` seconds after its start: sends every input recorded
    /// by then, moves the clock to that time, and, once the recording's end is reached, runs
    /// its final turn. Asking for a time already passed does nothing.
    ///
    /// Times are whole nanoseconds after the start (each rounded once), so an input is stamped
    /// with exactly the clock's time when it is dispatched.
    public func play(until elapsed: TimeInterval) {
        Fatal.check(!elapsed.isNaN, "RecordingPlayer.play(until:): the time is NaN")
        guard !isFinished else { return }
        let events = recording.events
        while next < events.count, events[next].timestamp <= elapsed {
            let time = base + ClockDuration(seconds: events[next].timestamp)
            if time > clock.instant { application.runLoop.advanceClock(to: time) }
            let input = events[next].retimed(to: time.seconds)
            next += 1
            onInput?(input)
            application.enqueue(input)
            application.runLoop.runTurn()
        }
        if next == events.count, elapsed >= recording.duration {
            let end = base + ClockDuration(seconds: recording.duration)
            if end > clock.instant { application.runLoop.run(until: end) } else { application.runLoop.runTurn() }
            isFinished = true
        } else if elapsed.isFinite, elapsed < recording.duration {
            let target = base + ClockDuration(seconds: elapsed)
            if target > clock.instant { application.runLoop.advanceClock(to: target) }
        }
    }

    /// Plays the whole recording.
    public func playToEnd() { play(until: .infinity) }
}
