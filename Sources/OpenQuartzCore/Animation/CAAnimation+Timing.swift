import Foundation

// Local time, from the parent's time t (the layer's time, or the enclosing group's local time):
//
//   elapsed = (t − beginTime) × |speed|           (0 while speed is 0)
//   active  = repeatDuration, or duration × max(repeatCount, 1), × 2 with autoreverses
//   before elapsed 0 and after `active`, fillMode decides whether the animation shows at all
//   local   = elapsed + timeOffset, folded into one cycle (duration, or 2 × duration with
//             autoreverses, the second half mirrored); a negative speed mirrors the pass.
//
// At the very end of the active time the last pass shows its end (not the start of a new
// pass), so an animation held with fillMode .forwards shows its final value; so does an
// animation frozen by speed 0 at a time offset of a whole number of passes (a paused
// interactive animation at its end).
extension CAAnimation {
    /// The length of one pass: ``duration``; when it is 0, the enclosing group's duration for
    /// an animation in a group (Core Animation's children inherit it), else 0.25 s.
    package var effectiveDuration: CFTimeInterval { duration > 0 ? duration : enclosingDuration ?? 0.25 }

    /// How long the animation runs in local seconds, repeats included (may be infinite).
    package var activeDuration: CFTimeInterval {
        let cycle = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycle * Double(repeatCount) }
        return cycle
    }

    /// When the active time ends, in the parent's time; infinite when it never does.
    package var endTime: CFTimeInterval {
        speed == 0 ? .infinity : beginTime + activeDuration / Double(abs(speed))
    }

    /// Whether parent time `t` is at or past ``endTime``, compared on a grid of whole
    /// nanoseconds, the application clock's unit: an animation begun at 0.1 s for 0.2 s has
    /// ended in the frame at 0.3 s, although 0.1 + 0.2 is above 0.3 in `Double` seconds.
    package func hasEnded(atParentTime t: CFTimeInterval) -> Bool {
        let end = endTime
        guard end.isFinite else { return false }
        return (t * 1e9).rounded() >= (end * 1e9).rounded()
    }

    /// Seconds into one pass at parent time `t`, or nil when the animation shows nothing then.
    /// An attached animation that ended with ``isRemovedOnCompletion`` shows nothing; one in
    /// a group keeps to its fill mode.
    package func simpleTime(atParentTime t: CFTimeInterval, inGroup: Bool) -> CFTimeInterval? {
        let d = effectiveDuration
        let active = activeDuration
        var elapsed = awaitsBeginTime || speed == 0 ? 0 : (t - beginTime) * Double(abs(speed))
        var atEnd = false
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            elapsed = 0
        }
        if elapsed >= active {
            guard fillMode.fillsForwards, inGroup || !isRemovedOnCompletion else { return nil }
            elapsed = active
            atEnd = true
        }
        let local = elapsed + timeOffset
        let cycle = autoreverses ? 2 * d : d
        var pass = local.truncatingRemainder(dividingBy: cycle)
        if pass < 0 { pass += cycle }
        // At the very end, and frozen (speed 0) at a whole number of passes, show the end of
        // the pass rather than the start of the next.
        if (atEnd || speed == 0) && pass == 0 && local > 0 { pass = cycle }
        if autoreverses && pass > d { pass = 2 * d - pass }
        if speed < 0 { pass = d - pass }
        return pass
    }

    /// The timing curve's progress for `simpleTime`.
    package func progress(atSimpleTime simpleTime: CFTimeInterval) -> Double {
        let fraction = min(max(simpleTime / effectiveDuration, 0), 1)
        return timingFunction?.progress(at: fraction) ?? fraction
    }
}
