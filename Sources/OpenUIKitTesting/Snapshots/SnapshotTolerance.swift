import Foundation
import OpenUIKit

/// How far a rendering may stray from its reference and still match.
///
/// A pixel differs when one of its four premultiplied components differs from the
/// reference's by more than ``perChannel``. Differing pixels that touch — side by side or
/// corner to corner (8-connected) — form one region, and the rendering matches when the sizes
/// agree and no region has more than ``largestRegion`` pixels.
///
/// A tolerance is a statement about noise, never about change: both numbers are capped
/// (``maximumPerChannel`` and ``maximumLargestRegion``), so a block of 9 × 9 pixels or more
/// whose colour moved by more than ``maximumPerChannel`` in some component fails under every
/// tolerance there is. A total-pixel threshold such as "0.1 % may differ" would let a solid
/// 20 × 20 block through a phone-sized screenshot; a region bound cannot.
///
/// The default, ``exact``, allows nothing: every byte equal.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
    /// The largest per-component difference any tolerance may allow, 16 of 255 (about 6 %):
    /// enough for rounding and blending noise, not for a colour change.
    public static let maximumPerChannel = 16
    /// The largest region of differing pixels any tolerance may allow: 64 pixels, an 8 × 8
    /// block at most — enough for an antialiased edge or a glyph's fringe, not for a view.
    public static let maximumLargestRegion = 64

    /// The largest difference, 0…``maximumPerChannel``, a component may have without its pixel
    /// counting as differing.
    public var perChannel: Int
    /// The most pixels, 0…``maximumLargestRegion``, one 8-connected region of differing
    /// pixels may have.
    public var largestRegion: Int

    /// Every pixel identical.
    public static let exact = SnapshotTolerance()

    /// A tolerance of `perChannel` per component and regions of at most `largestRegion`
    /// differing pixels. Values beyond the caps stop the program: such a tolerance would hide
    /// real changes.
    public init(perChannel: Int = 0, largestRegion: Int = 0) {
        Fatal.check(
            (0...Self.maximumPerChannel).contains(perChannel),
            "SnapshotTolerance: perChannel must be within 0…\(Self.maximumPerChannel), got \(perChannel); a larger allowance hides colour changes")
        Fatal.check(
            (0...Self.maximumLargestRegion).contains(largestRegion),
            "SnapshotTolerance: largestRegion must be within 0…\(Self.maximumLargestRegion) pixels, got \(largestRegion); a larger region hides changed views")
        self.perChannel = perChannel
        self.largestRegion = largestRegion
    }

    public var description: String {
        if self == .exact { return "exact" }
        return "\(perChannel) per channel, regions of at most \(largestRegion) pixel\(largestRegion == 1 ? "" : "s")"
    }
}
