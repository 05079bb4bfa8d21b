import Foundation

/// Estimates how fast a gesture value (a translation, a scale, an angle) changes, from samples
/// stamped with touch timestamps on the application clock.
///
/// The estimate is the average rate between the newest sample and an anchor: the newest sample
/// at least ``horizon`` older than it, or the oldest one kept. A constant-speed drag therefore
/// gives its exact speed whatever the event rate, and fingers that rest for ``horizon`` before
/// the next event (a lift, say) give zero.
struct GestureVelocityTracker {
    /// How far back the estimate looks [CHOSEN, D3.6]; listed in docs/DIVERGENCES.md. A whole
    /// number of nanoseconds, compared exactly with the samples' instants: a sample exactly
    /// this much older than the newest is the anchor.
    static let horizon = ClockDuration.milliseconds(100)
    /// The shortest time a rate is measured over [CHOSEN]; listed in docs/DIVERGENCES.md.
    /// Samples closer together are taken as this far apart, so the largest accepted jump
    /// (2,000,000 pt, see `InputConstants.maximumCoordinateMagnitude`) in the smallest step a
    /// timestamp can take still gives a finite rate (2×10¹² pt/s), not infinity.
    static let minimumElapsed: TimeInterval = 1e-6

    /// Samples by clock instant: touch timestamps converted once, on the way in.
    private var samples: [(time: ClockInstant, value: CGPoint)] = []

    /// Records `value` at `time`, a touch timestamp (seconds on the application clock, already
    /// checked by the input boundary); a sample at the same time as the newest replaces it.
    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        add(value, at: ClockInstant(seconds: time))
    }

    /// Records `value` at `time`; a sample at the same time as the newest replaces it.
    mutating func add(_ value: CGPoint, at time: ClockInstant) {
        if let last = samples.last, time <= last.time {
            samples[samples.count - 1].value = value
            return
        }
        samples.append((time, value))
        // Keep one sample beyond the horizon as the anchor; older ones cannot matter.
        let cutoff = time - Self.horizon
        if let anchor = samples.lastIndex(where: { $0.time <= cutoff }), anchor > 0 {
            samples.removeFirst(anchor)
        }
    }

    /// Forgets every sample: the rate is zero until two more arrive.
    mutating func reset() { samples.removeAll() }

    /// The estimated rate of change per second (zero with fewer than two samples).
    var velocity: CGPoint {
        guard let newest = samples.last, samples.count > 1 else { return .zero }
        let cutoff = newest.time - Self.horizon
        let anchor = samples.last(where: { $0.time <= cutoff }) ?? samples[0]
        let elapsed = (newest.time - anchor.time).seconds
        guard elapsed > 0 else { return .zero }
        let interval = CGFloat(Swift.max(elapsed, Self.minimumElapsed))
        return CGPoint(
            x: (newest.value.x - anchor.value.x) / interval,
            y: (newest.value.y - anchor.value.y) / interval)
    }
}
