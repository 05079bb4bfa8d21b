/// The shape of a layer's rounded corners: quarter circles, or a continuous curve whose
/// bend eases in from the straight edges (the look of iOS app icons and system controls).
/// - Note: See https://developer.apple.com/documentation/quartzcore/calayercornercurve
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Quarter-circle corners (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")

    /// Corners whose curvature grows smoothly from zero at the edges, so no seam shows where
    /// the straight edge meets the bend.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
