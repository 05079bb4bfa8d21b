import Foundation

/// A shift by a horizontal and a vertical distance, in points (positive is right and down);
/// bars use it to move titles and badges from where they would be drawn.
/// - Note: See https://developer.apple.com/documentation/uikit/uioffset
public struct UIOffset: Hashable, Sendable {
    /// The distance to the right.
    public var horizontal: CGFloat
    /// The distance down.
    public var vertical: CGFloat

    /// No shift.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// A shift by `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No shift.
    public static let zero = UIOffset()
}
