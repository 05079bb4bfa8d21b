import Foundation

/// An opt-in, structured record of what the event and frame pipelines did: which views
/// hit-testing tried and chose, each delivery to a responder and each hop up the chain,
/// first-responder changes, and (from the later stages) gesture, control, scroll-view and layout
/// decisions.
///
/// Off by default; recording costs nothing while off: the payloads, and the names and text in
/// them, are made only when ``isEnabled`` is true (the recording methods take autoclosures).
/// Tests assert on ``payloads(_:)`` or `lines`; programs can print ``description``.
@MainActor @preconcurrency
public final class EventTrace: @MainActor CustomStringConvertible {
    /// The pipeline stage an entry comes from, so readers can filter.
    public enum Stage: String, Sendable, CaseIterable {
        case input, hitTest, delivery, responderChain, firstResponder, motion, presses
        case gesture, control, action, scroll, layout, display, text, commit, animation, log, feedback
    }

    /// One recorded step.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        public var stage: Stage
        /// The step in words: what the trace prints. A step recorded as a payload is put in
        /// words when this is read, not when it is recorded: most traces (the test kit's
        /// receipts) are only read through their payloads, and the words (numbers formatted
        /// through Foundation) cost more than the step. The payload is a value, so the words
        /// are the same whenever they are written.
        public var message: String {
            get { writtenMessage ?? storedPayload?.description ?? "" }
            set { writtenMessage = newValue }
        }
        /// The step as a value (``TracePayload``). Every step the runtime records has one; nil
        /// only for entries code outside the runtime records as a message, which is all there
        /// is of them.
        public var payload: TracePayload? {
            get { storedPayload }
            set {
                // The message stays the one the entry was recorded with.
                if writtenMessage == nil { writtenMessage = message }
                storedPayload = newValue
            }
        }
        public var description: String { "[\(stage.rawValue)] \(message)" }

        /// The message when given as text; nil when it is the payload's description.
        private var writtenMessage: String?
        private var storedPayload: TracePayload?

        public init(stage: Stage, message: String, payload: TracePayload? = nil) {
            self.stage = stage
            self.writtenMessage = message
            self.storedPayload = payload
        }

        /// A step recorded as a payload, its message written from the payload when read.
        init(stage: Stage, payload: TracePayload) {
            self.stage = stage
            self.writtenMessage = nil
            self.storedPayload = payload
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.stage == rhs.stage && lhs.payload == rhs.payload && lhs.message == rhs.message
        }
    }

    /// Whether steps are recorded.
    public var isEnabled = false
    /// Everything recorded since the last ``clear()``.
    public private(set) var entries: [Entry] = []
    /// When set, only these stages are recorded (the others cost nothing): the test kit's
    /// action receipts switch the trace on with the few stages they read.
    package var stageFilter: Set<Stage>?

    public init() {}

    /// Records a step when tracing is on.
    public func record(_ stage: Stage, _ message: @autoclosure () -> String) {
        guard isEnabled, stageFilter?.contains(stage) ?? true else { return }
        entries.append(Entry(stage: stage, message: message()))
    }

    /// Records a step described by a value when tracing is on; its message is the payload's
    /// description.
    public func record(_ stage: Stage, _ payload: @autoclosure () -> TracePayload) {
        guard isEnabled, stageFilter?.contains(stage) ?? true else { return }
        entries.append(Entry(stage: stage, payload: payload()))
    }

    /// The payloads recorded, optionally only those of some stages (entries without one are
    /// left out).
    public func payloads(_ stages: Set<Stage>? = nil) -> [TracePayload] {
        entries.compactMap { stages?.contains($0.stage) ?? true ? $0.payload : nil }
    }

    /// The recorded messages, optionally only those of some stages.
    public func lines(_ stages: Set<Stage>? = nil) -> [String] {
        entries.filter { stages?.contains($0.stage) ?? true }.map(\.message)
    }

    /// Forgets everything recorded so far.
    public func clear() { entries.removeAll() }

    /// Forgets the entries from `index` on (what a receipt recorded into a trace nobody else
    /// had switched on).
    package func removeEntries(from index: Int) {
        Fatal.check(index >= 0 && index <= entries.count, "removeEntries(from:): \(index) is outside 0...\(entries.count)")
        entries.removeSubrange(index...)
    }

    public var description: String { entries.map(\.description).joined(separator: "\n") }
}
