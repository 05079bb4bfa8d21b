import Foundation

/// A two-dimensional vector (a velocity, an offset) with `dx` and `dy` components.
/// - Note: See https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
