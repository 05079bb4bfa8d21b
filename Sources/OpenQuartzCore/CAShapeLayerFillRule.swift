/// Which points count as inside a shape layer's path when it is filled.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A point is inside when the path winds around it a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
