import OpenUIKit

/// A button smaller than a finger that still takes touches over at least 44 × 44 points
/// around its centre, as Apple's Human Interface Guidelines ask of touch targets.
final class RoomyButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: min(0, (bounds.width - 44) / 2), dy: min(0, (bounds.height - 44) / 2)).contains(point)
    }
}
