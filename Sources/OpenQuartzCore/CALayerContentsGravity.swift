/// Where a layer's contents image sits in its bounds, and whether it is scaled to fit.
/// - Note: See https://developer.apple.com/documentation/quartzcore/calayercontentsgravity
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")

    /// Centred along the top edge, not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")

    /// Centred along the bottom edge, not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")

    /// Centred along the left edge, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")

    /// Centred along the right edge, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")

    /// In the top-left corner, not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")

    /// In the top-right corner, not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")

    /// In the bottom-left corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")

    /// In the bottom-right corner, not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Stretched to fill the bounds exactly (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")

    /// Scaled to fit inside the bounds, aspect ratio kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")

    /// Scaled to cover the bounds, aspect ratio kept; the excess is cut if the layer clips.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
