/// How the open ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square end exactly at the end point.
    case butt = 0
    /// Half-circle beyond the end point.
    case round = 1
    /// Square end extending half the line width beyond the end point.
    case square = 2
}
