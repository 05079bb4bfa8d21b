import Foundation
import OpenUIKit

/// When a snapshot check writes its rendering as the reference.
///
/// Chosen, first to last: the `record` argument of the check; the mode of the enclosing
/// ``Snapshot/withRecordMode(_:operation:)``; the ``Snapshot/recordEnvironmentVariable``
/// environment variable; ``missing``.
///
/// A check that writes a reference always fails, saying so, so that a recording run never
/// passes unnoticed.
///
/// `true` and `false` convert to ``all`` and ``missing``, the meanings the earlier Boolean
/// `record` argument had.
public enum SnapshotRecordMode: String, Sendable, CaseIterable, CustomStringConvertible, ExpressibleByBooleanLiteral {
    /// Never write a reference: a missing one fails without recording (for CI, where a
    /// recording would be lost).
    case never
    /// Record a reference that does not exist yet; compare against one that does.
    case missing
    /// Record a missing reference, and replace one the rendering does not match (the old one
    /// is kept as `NAME.previous.png` beside the diff); a match passes.
    case failed
    /// Record every rendering over its reference.
    case all

    /// `true` is ``all``, `false` ``missing``.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }

    public var description: String { rawValue }

    /// The mode an environment variable's value names: "never", "missing", "failed", "all"
    /// (any case); "1", "true" and "yes" mean ``all``; "", "0", "false" and "no" mean no
    /// choice (nil). Anything else stops the program with the values it accepts.
    public static func parse(environmentValue value: String) -> SnapshotRecordMode? {
        let lowered = value.lowercased().trimmingCharacters(in: .whitespaces)
        if let mode = SnapshotRecordMode(rawValue: lowered) { return mode }
        if ["1", "true", "yes"].contains(lowered) { return .all }
        if ["", "0", "false", "no"].contains(lowered) { return nil }
        Fatal.stop(
            "\(Snapshot.recordEnvironmentVariable)=\(value) names no record mode; use never, missing, failed or all (1/true/yes mean all)")
    }
}
