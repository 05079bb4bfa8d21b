/// How a shape layer's stroke turns corners.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Sharp corners, bevelled once they pass the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")

    /// Corners cut flat.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
