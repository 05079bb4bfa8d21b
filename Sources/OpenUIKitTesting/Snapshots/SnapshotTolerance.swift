import Foundation
import OpenUIKit

/// How far a rendering may stray from its reference and still match.
///
/// A pixel differs when one of its four premultiplied components differs from the
/// reference's by more than ``perChannel``; the snapshot matches when at most
/// ``differingPixels`` pixels differ (and the sizes agree).
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
    /// The largest difference, 0…255, a component may have without its pixel counting as
    /// differing.
    public var perChannel: Int
    /// How many differing pixels a match allows.
    public var differingPixels: Int

    /// Every pixel identical.
    public static let exact = SnapshotTolerance()

    /// A tolerance of `perChannel` per component and `differingPixels` pixels.
    public init(perChannel: Int = 0, differingPixels: Int = 0) {
        Fatal.check(
            (0...255).contains(perChannel), "SnapshotTolerance: perChannel must be within 0…255, got \(perChannel)")
        Fatal.check(differingPixels >= 0, "SnapshotTolerance: differingPixels must not be negative, got \(differingPixels)")
        self.perChannel = perChannel
        self.differingPixels = differingPixels
    }

    public var description: String {
        "\(perChannel) per channel, \(differingPixels) differing pixel\(differingPixels == 1 ? "" : "s")"
    }
}
