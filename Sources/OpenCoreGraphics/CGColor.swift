import Foundation

/// A colour as Core Graphics hands it to drawing calls: device-independent sRGB components
/// and an alpha, each from 0 to 1.
///
/// Only what recorded drawing needs; colour spaces and patterns are not modelled.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, in that order.
    public let components: [CGFloat]

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a grey of brightness `gray`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour's opacity.
    public var alpha: CGFloat { components[3] }

    /// Number of components, alpha included.
    public var numberOfComponents: Int { components.count }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(" + components.map { "\($0)" }.joined(separator: ", ") + ")"
    }
}
