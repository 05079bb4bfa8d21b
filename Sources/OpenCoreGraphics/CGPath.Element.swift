import Foundation

extension CGPath {
    /// One element of a path, as a Swift value: what ``CGPath/elements`` lists and what
    /// recorded drawing stores.
    public enum Element: Equatable, Hashable, Sendable {
        /// Starts a new subpath.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, which ends it.
        case closeSubpath

        /// The element with every point mapped through `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }

        /// The points the element carries, end point last.
        var points: [CGPoint] {
            switch self {
            case .move(let p), .line(let p): return [p]
            case .quadCurve(let p, let c): return [c, p]
            case .curve(let p, let c1, let c2): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }

        /// Whether every coordinate is a finite number (checked in place: every element a path
        /// builder appends asks this, and ``points`` makes an array).
        var isFinite: Bool {
            switch self {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return c.isFinite && p.isFinite
            case .curve(let p, let c1, let c2): return c1.isFinite && c2.isFinite && p.isFinite
            case .closeSubpath: return true
            }
        }
    }
}

/// The kinds of path element, as ``CGPathElement`` reports them.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One path element as ``CGPath/applyWithBlock(_:)`` hands it out: a kind and a pointer to
/// its points (one for moves and lines, two for quadratic curves, three for cubic ones, end
/// point last).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
