/// Where a text layer cuts text that does not fit, replacing the cut with an ellipsis.
/// - Note: See https://developer.apple.com/documentation/quartzcore/catextlayertruncationmode
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Wraps a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Text is not truncated (the default): what does not fit is clipped.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start is cut.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end is cut.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle is cut.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
