/// What ``CGContext/drawPath(using:)`` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
