/// How corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corner, bevelled when longer than the miter limit allows.
    case miter = 0
    /// Rounded corner.
    case round = 1
    /// Corner cut off flat.
    case bevel = 2
}
