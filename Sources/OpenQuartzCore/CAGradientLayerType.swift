/// The geometry of the colour ramp a gradient layer draws.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cagradientlayertype
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Colours vary along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// Colours vary with distance from the start point; the end point sets the outer ellipse.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// Colours vary with the angle around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
