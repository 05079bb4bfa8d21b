import Foundation

/// Runs the frame passes once per run-loop turn, after input. The phases, in order:
///
/// 1. Flush gesture-recognizer state changes that happened outside touch delivery (timers,
///    failure requirements resolved late) and send their actions.
/// 2. Update constraints, bottom-up.
/// 3. Layout, top-down.
/// 4. Display: `draw(_:)` for the views marked dirty.
/// 5. Commit: snapshot what the renderer needs.
///
/// Each phase is filled by the subsystem that owns it; a phase with nothing to do costs a
/// branch.
@MainActor
public final class FramePipeline {
    /// The numbered phases of a frame.
    public enum Phase: Int, CaseIterable, Sendable {
        case gestureFlush = 1, constraints, layout, display, commit
    }

    /// How many frames have run.
    public private(set) var frameCount = 0
    package weak var application: UIApplication?
    private var handlers: [[@MainActor () -> Void]] = Array(repeating: [], count: Phase.allCases.count)

    init() {}

    /// Adds the work a subsystem does in `phase`, run every frame in registration order.
    package func register(_ phase: Phase, _ handler: @escaping @MainActor () -> Void) {
        handlers[phase.rawValue - 1].append(handler)
    }

    /// Runs every phase once, in order.
    public func runFrame() {
        frameCount += 1
        for phaseHandlers in handlers {
            for handler in phaseHandlers { handler() }
        }
    }
}
