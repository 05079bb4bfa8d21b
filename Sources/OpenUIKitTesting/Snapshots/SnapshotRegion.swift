import Foundation
import OpenUIKit

/// One 8-connected region of differing pixels: differing pixels that touch side by side or
/// corner to corner.
public struct SnapshotRegion: Sendable, Equatable, CustomStringConvertible {
    /// The smallest rectangle, in pixels (origin top-left), holding every pixel of the region.
    public var bounds: CGRect
    /// How many pixels the region has.
    public var pixelCount: Int

    public init(bounds: CGRect, pixelCount: Int) {
        self.bounds = bounds
        self.pixelCount = pixelCount
    }

    /// "400 pixels in x 10…29, y 20…39 (20 × 20)".
    public var description: String {
        let x = Int(bounds.minX)
        let y = Int(bounds.minY)
        let w = Int(bounds.width)
        let h = Int(bounds.height)
        return "\(pixelCount) pixel\(pixelCount == 1 ? "" : "s") in x \(x)…\(x + w - 1), y \(y)…\(y + h - 1) (\(w) × \(h))"
    }
}
