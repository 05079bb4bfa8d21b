import Foundation

/// The engines of one application whose results changed since the last layout pass.
@MainActor
package final class LayoutEngineRegistry {
    private var pending: [LayoutEngine] = []

    package init() {}

    /// Whether no engine waits to publish its changes.
    package var isEmpty: Bool { pending.isEmpty }

    /// Queues an engine (once) to publish its changes.
    package func enqueue(_ engine: LayoutEngine) {
        pending.append(engine)
    }

    /// Lets each queued engine mark the views its changes affect.
    package func solvePendingChanges() {
        while !pending.isEmpty {
            let engines = pending
            pending.removeAll()
            for engine in engines {
                engine.isQueued = false
                engine.publishChanges()
            }
        }
    }
}
