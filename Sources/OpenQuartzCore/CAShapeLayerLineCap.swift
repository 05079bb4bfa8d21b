/// How the open ends of a shape layer's stroke are finished.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Square ends that stop exactly at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")

    /// Half-circle ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")

    /// Square ends extended by half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
