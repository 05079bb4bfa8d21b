import OpenUIKit

/// A switch (51 × 31 points, a size UIKit fixes) that takes touches over 44 points of height.
final class RoomySwitch: UISwitch {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: 0, dy: min(0, (bounds.height - 44) / 2)).contains(point)
    }
}
