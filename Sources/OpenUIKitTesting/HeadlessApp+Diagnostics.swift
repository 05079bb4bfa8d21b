import OpenUIKit

/// Read-only checks of the runtime's own bookkeeping, for soaks, fuzzers and property tests
/// that live outside this package (the benchmarks and the fuzz harnesses): they walk
/// everything, so they are for checks between steps, never for the frame path.
extension HeadlessApp {
    /// The touches the event dispatcher tracks now: began and not yet ended or cancelled.
    /// Zero whenever no finger is down.
    public var activeTouchCount: Int { application.dispatcher.activeTouchCount }

    /// What is wrong with the layout engines of this application's windows, one sentence per
    /// broken rule, each prefixed with the window's index (empty when every engine is sound).
    /// With `comparingFreshSolve`, each engine's solved values are also compared with a solve
    /// of the same constraints from scratch.
    public func layoutEngineViolations(comparingFreshSolve: Bool = false) -> [String] {
        application.windows.enumerated().flatMap { index, window in
            Self.layoutEngineViolations(in: window, comparingFreshSolve: comparingFreshSolve)
                .map { "window \(index): \($0)" }
        }
    }

    /// What is wrong with the layout engine of the hierarchy `view` belongs to (the engine of
    /// its topmost superview), one sentence per broken rule; empty when the hierarchy has no
    /// engine or its engine is sound. Works for views in no window too.
    public static func layoutEngineViolations(in view: UIView, comparingFreshSolve: Bool = false) -> [String] {
        guard let engine = view.hierarchyRoot.layoutSettings.engine else { return [] }
        return engine.invariantViolations(comparingFreshSolve: comparingFreshSolve)
    }
}
