/// The properties a soak run checks after every step (or, for the quiescent ones, whenever
/// no finger is down and the clock has run on).
public enum SoakInvariant: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Each view that received a touch's began gets exactly one ended or cancelled for it.
    case touchEndsOnce = "every touch that began ends or is cancelled exactly once for each view that received its began"
    /// A view never receives moved, ended or cancelled for a touch whose began it never saw,
    /// nor a second began.
    case noPhaseWithoutBegan = "no view receives moved/ended/cancelled (or a second began) for a touch whose began it did not see"
    /// Once every finger is up and the clock has advanced, every recognizer is `.possible`.
    case recognizersReset = "no recognizer is left in a non-possible state once all touches are up and the clock has advanced"
    /// Once every finger is up, no control is highlighted or tracking.
    case controlsIdle = "no control stays highlighted or tracking with no touches"
    /// The window's first responder is in that window and says it is first responder.
    case responderValid = "the first responder is a live member of its window's responder chain"
    /// Once every finger is up and the clock has advanced, no timer is scheduled.
    case noLeakedTimers = "no timer is left scheduled once all touches are up and the clock has advanced"
    /// Once every finger is up, the dispatcher holds no touch.
    case touchesReleased = "the dispatcher holds no touch once every finger is up"
    /// The runtime accepted every input the engine sent (it only sends well-formed input).
    case inputAccepted = "the runtime accepts every well-formed input (no finger is wrongly 'already down' or 'not down')"
    /// A view removed from the tree and no longer referenced by the app deallocates once no
    /// finger is down.
    case removedViewsDeallocate = "a removed view nothing refers to any more deallocates once every finger is up"

    public var description: String { rawValue }
}
