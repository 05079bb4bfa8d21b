/// Where an interactive animator is in its life: `inactive` (not started, or done),
/// `active` (started, running or paused), `stopped` (stopped, waiting for `finishAnimation`).
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewanimatingstate
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Where an animation ended: at its end values, its start values, or wherever it was.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// The kinds of timing an animator can be given.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}
