import Foundation

/// Why a snapshot check failed, with the files it wrote.
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Reason: Sendable, Equatable {
        /// Record mode was on: the rendering was written as the reference. The check fails so
        /// that a recording run never passes unnoticed.
        case recorded
        /// There was no reference: the rendering was written as the reference, and the check
        /// fails as a recording does.
        case missingReference
        /// The reference file exists but is not a readable PNG.
        case unreadableReference
        /// The rendering differs from the reference beyond the tolerance.
        case mismatch(SnapshotComparison)
        /// The rendering differed beyond the tolerance and the record mode is
        /// ``SnapshotRecordMode/failed``: it replaced the reference (the old one is kept as
        /// `NAME.previous.png`).
        case rerecorded(SnapshotComparison)
    }

    /// What happened.
    public var reason: Reason
    /// The snapshot's name (its file name without ".png").
    public var name: String
    /// The reference PNG.
    public var referenceURL: URL
    /// The rendering written beside the reference (`NAME.failed.png`), for a mismatch, an
    /// unreadable reference, or a missing one in record mode ``SnapshotRecordMode/never``.
    public var failedURL: URL?
    /// The difference image written beside the reference (`NAME.diff.png`), for a mismatch.
    public var diffURL: URL?
    /// The side-by-side page written beside the reference (`NAME.failure.html`), for a
    /// mismatch.
    public var htmlURL: URL? = nil
    /// The explanation a test failure shows.
    public var message: String

    public var description: String { message }
}
