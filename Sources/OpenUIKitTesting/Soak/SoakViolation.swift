/// An invariant found broken: which run (seed), after which step, and what was wrong. With
/// `SoakEngine/reproduction(of:)` it becomes an ``InputRecording`` that replays to it.
public struct SoakViolation: Equatable, Sendable, CustomStringConvertible {
    /// The seed of the run.
    public var seed: UInt64
    /// The 0-based index of the step after which the invariant was found broken.
    public var stepIndex: Int
    /// The step itself.
    public var step: SoakStep
    public var invariant: SoakInvariant
    /// What exactly was wrong (the view, the touch, the recognizer or control).
    public var detail: String

    public init(seed: UInt64, stepIndex: Int, step: SoakStep, invariant: SoakInvariant, detail: String) {
        self.seed = seed
        self.stepIndex = stepIndex
        self.step = step
        self.invariant = invariant
        self.detail = detail
    }

    public var description: String {
        "seed \(seed), step \(stepIndex) (\(step)): \(invariant.rawValue) — \(detail)"
    }
}
