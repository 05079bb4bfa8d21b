/// How a layer's contents image is sampled when it is drawn larger or smaller than its size.
/// - Note: See https://developer.apple.com/documentation/quartzcore/calayercontentsfilter
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Interpolates between neighbouring pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")

    /// Takes the nearest pixel, for crisp pixel art.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")

    /// Linear sampling across mipmap levels too, when shrinking.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
