/// Whether a gradient keeps painting its end colours beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paint the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the last colour after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
