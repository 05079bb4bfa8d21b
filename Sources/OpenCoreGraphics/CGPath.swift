import Foundation

/// An immutable vector path: subpaths of lines and Bézier curves.
///
/// Make one with ``CGMutablePath`` or the shape initializers, then stroke or fill it through
/// ``CGContext/addPath(_:)``, hit-test it with ``contains(_:using:transform:)`` and measure it
/// with ``boundingBox`` / ``boundingBoxOfPath``. Two paths are equal when their elements are.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgpath
// `@unchecked Sendable`: a CGPath is never mutated once shared; only its CGMutablePath
// subclass changes `storage`, and a mutable path is a single-owner builder as in Core Graphics.
public class CGPath: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, in base order.
    var storage: [Element]
    /// The start of the subpath under construction, where `closeSubpath` returns to.
    var subpathStart: CGPoint?
    /// The end of the last element, nil before the first `move`.
    var lastPoint: CGPoint?

    init(storage: [Element], subpathStart: CGPoint?, lastPoint: CGPoint?) {
        self.storage = storage
        self.subpathStart = subpathStart
        self.lastPoint = lastPoint
    }

    init(elements: [Element]) {
        storage = elements
        var start: CGPoint?
        var last: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                last = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): last = p
            case .closeSubpath: last = start
            }
        }
        subpathStart = start
        lastPoint = last
    }

    /// Creates a path holding one closed rectangle, mapped through `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// Creates a path holding the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// Creates a path holding a rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// The path's elements as Swift values.
    public var elements: [Element] { storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// Where the path ends: the last element's end point, or `.zero` for an empty path.
    public var currentPoint: CGPoint { lastPoint ?? .zero }

    /// Whether the path is exactly one axis-aligned rectangle; if so and `rect` is given, it
    /// receives the rectangle.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathGeometry.rectangle(in: storage) else { return false }
        rect?.pointee = found
        return true
    }

    /// Calls `block` with each element in order, as Core Graphics' C-style element.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in storage {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quadCurve: type = .addQuadCurveToPoint
            case .curve: type = .addCurveToPoint
            case .closeSubpath: type = .closeSubpath
            }
            let values = element.points
            points.update(from: values.isEmpty ? [.zero] : values, count: Swift.max(1, values.count))
            var cElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &cElement) { block($0) }
        }
    }

    /// An immutable copy, mapped through `transform` when given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(elements: storage) }
        return CGPath(elements: storage.map { $0.applying(t) })
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: storage) }

    /// A mutable copy that can be extended.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: storage) }

    /// A mutable copy mapped through `transform` when given.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return CGMutablePath(elements: storage) }
        return CGMutablePath(elements: storage.map { $0.applying(t) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    public var description: String { "CGPath(\(storage))" }
}
