/// How a text layer places its lines between its left and right edges.
/// - Note: See https://developer.apple.com/documentation/quartzcore/catextlayeralignmentmode
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Left for left-to-right text, right for right-to-left text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Stretched to both edges (every line but the last).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
