import Foundation
import OpenCoreGraphics

/// A value an animation carries, in a form that can be interpolated, added and measured:
/// what `fromValue`, `toValue`, `byValue` and keyframe values become when an animation is
/// added to a layer.
package enum AnimationValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// Red, green, blue, alpha; a nil colour is transparent black.
    case color(RGBA)
    /// A shape layer's path as its elements; no path is no elements.
    case path([CGPath.Element])

    /// A colour's components as interpolation needs them.
    package struct RGBA: Equatable {
        var red, green, blue, alpha: Double
    }

    /// The shape of a value, which a key path fixes.
    package enum Kind: String {
        case scalar = "a number"
        case point = "a CGPoint"
        case size = "a CGSize"
        case rect = "a CGRect"
        case transform = "a CATransform3D"
        case color = "a CGColor"
        case path = "a CGPath"
    }

    package var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .path: .path
        }
    }

    /// Converts `any` (a number, CGPoint, CGSize, CGRect, CATransform3D, CGAffineTransform or
    /// CGColor, or an `NSNumber` or `NSValue` holding one) into a value of `kind`; nil when it
    /// has another type or a non-finite number.
    package init?(_ any: Any, as kind: Kind) {
        let any = Self.unboxed(any)
        switch kind {
        case .scalar:
            guard let number = Self.number(any), number.isFinite else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = any as? CGPoint, point.x.isFinite, point.y.isFinite else { return nil }
            self = .point(point)
        case .size:
            guard let size = any as? CGSize, size.width.isFinite, size.height.isFinite else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = any as? CGRect, rect.origin.x.isFinite, rect.origin.y.isFinite,
                rect.size.width.isFinite, rect.size.height.isFinite
            else { return nil }
            self = .rect(rect)
        case .transform:
            if let transform = any as? CATransform3D, transform.isFinite {
                self = .transform(transform)
            } else if let affine = any as? CGAffineTransform {
                let transform = CATransform3DMakeAffineTransform(affine)
                guard transform.isFinite else { return nil }
                self = .transform(transform)
            } else {
                return nil
            }
        case .color:
            guard let color = any as? CGColor else { return nil }
            self = .color(RGBA(color))
        case .path:
            guard let path = any as? CGPath else { return nil }
            self = .path(path.elements)
        }
    }

    /// The Swift value an `NSValue` holds (a point, size, rectangle or transform, as the
    /// boxing initializers store them), or `any` itself. `NSNumber`s are left to `number(_:)`.
    private static func unboxed(_ any: Any) -> Any {
        guard let value = any as? NSValue, !(value is NSNumber) else { return any }
        if value.holdsStruct(named: "CGPoint") { return value.pointValue }
        if value.holdsStruct(named: "CGSize") { return value.sizeValue }
        if value.holdsStruct(named: "CGRect") { return value.rectValue }
        if let entries = value.unboxedDoubles(count: 16) { return CATransform3D(entries: entries.map { CGFloat($0) }) }
        if let v = value.unboxedDoubles(count: 6) {
            return CGAffineTransform(
                a: CGFloat(v[0]), b: CGFloat(v[1]), c: CGFloat(v[2]), d: CGFloat(v[3]), tx: CGFloat(v[4]),
                ty: CGFloat(v[5]))
        }
        return any
    }

    private static func number(_ any: Any) -> Double? {
        switch any {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// The value as the type a property or an app sees it (CGFloat, CGPoint, …, CGColor).
    package var anyValue: Any {
        switch self {
        case .scalar(let v): CGFloat(v)
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c.cgColor
        case .path(let elements): Self.makePath(elements) as Any
        }
    }

    /// A path of `elements`; nil for none.
    package static func makePath(_ elements: [CGPath.Element]) -> CGPath? {
        guard !elements.isEmpty else { return nil }
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    /// How many elements a path value has (0 for other values).
    package var pathElementCount: Int {
        if case .path(let elements) = self { return elements.count }
        return 0
    }

    /// Whether two values are paths with the same elements in the same order (so their points
    /// can be blended one by one); true for values that are not paths.
    package static func pathsMatch(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        guard case .path(let x) = a, case .path(let y) = b else { return true }
        return x.count == y.count && zip(x, y).allSatisfy { $0.sameKind(as: $1) }
    }

    /// The straight-line blend `(1 − f)·a + f·b` (f may leave 0…1, as springs overshoot).
    /// Transforms that are translations, rotations about z and scales are blended in those
    /// terms, so a quarter turn stays a rotation all the way; others entry by entry.
    package static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ f: Double) -> AnimationValue {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            if let dx = TransformParts(x), let dy = TransformParts(y) {
                return .transform(TransformParts.blend(dx, dy, f).transform)
            }
            return .transform(componentwise(x, y) { $0 + ($1 - $0) * f })
        case (.path, .path) where !pathsMatch(a, b):
            // Paths whose elements differ cannot be blended point by point: the end path shows
            // at once (logged when the animation is added).
            return b
        default:
            return combine(a, b) { $0 + ($1 - $0) * f }
        }
    }

    /// `a + b`; transforms concatenate (b applied after a).
    package static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        if case .transform(let x) = a, case .transform(let y) = b { return .transform(CATransform3DConcat(x, y)) }
        return combine(a, b, +)
    }

    /// `a − b`; for transforms, a with b undone.
    package static func subtract(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        if case .transform(let x) = a, case .transform(let y) = b {
            return .transform(CATransform3DConcat(x, CATransform3DInvert(y)))
        }
        return combine(a, b, -)
    }

    /// The Euclidean distance over the components (what paced keyframes measure).
    package static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        let difference = combine(a, b, -)
        return difference.components.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    private var components: [Double] {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [p.x, p.y].map(Double.init)
        case .size(let s): [s.width, s.height].map(Double.init)
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
        case .transform(let t): t.entries.map(Double.init)
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .path(let elements): elements.flatMap(\.coordinates)
        }
    }

    fileprivate static func combine(
        _ a: AnimationValue, _ b: AnimationValue, _ op: (Double, Double) -> Double
    ) -> AnimationValue {
        func g(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(op(Double(x), Double(y))) }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(op(x, y))
        case (.point(let x), .point(let y)): return .point(CGPoint(x: g(x.x, y.x), y: g(x.y, y.y)))
        case (.size(let x), .size(let y)):
            return .size(CGSize(width: g(x.width, y.width), height: g(x.height, y.height)))
        case (.rect(let x), .rect(let y)):
            return .rect(
                CGRect(
                    x: g(x.origin.x, y.origin.x), y: g(x.origin.y, y.origin.y),
                    width: g(x.size.width, y.size.width), height: g(x.size.height, y.size.height)))
        case (.transform(let x), .transform(let y)): return .transform(componentwise(x, y, op))
        case (.path(let x), .path(let y)) where pathsMatch(a, b):
            return .path(zip(x, y).map { $0.combined(with: $1) { CGPoint(x: g($0.x, $1.x), y: g($0.y, $1.y)) } })
        case (.color(let x), .color(let y)):
            return .color(
                RGBA(
                    red: op(x.red, y.red), green: op(x.green, y.green), blue: op(x.blue, y.blue),
                    alpha: op(x.alpha, y.alpha)))
        default:
            // Kinds are checked when an animation is added; a mismatch here keeps the first.
            return a
        }
    }

    private static func componentwise(
        _ a: CATransform3D, _ b: CATransform3D, _ op: (Double, Double) -> Double
    ) -> CATransform3D {
        let x = a.entries, y = b.entries
        return CATransform3D(entries: (0..<16).map { CGFloat(op(Double(x[$0]), Double(y[$0]))) })
    }
}

extension AnimationValue.RGBA {
    init(_ color: CGColor?) {
        guard let color else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        let c = color.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour in sRGB, components clamped to 0…1 (springs may overshoot).
    var cgColor: CGColor {
        func clamp(_ v: Double) -> CGFloat { CGFloat(Swift.min(1, Swift.max(0, v))) }
        return CGColor(srgbRed: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}

extension AnimationValue {
    /// Σ wᵢ·vᵢ, component by component (transforms entry by entry); all values of one kind.
    package static func weightedSum(_ terms: [(AnimationValue, Double)]) -> AnimationValue {
        guard let first = terms.first else { return .scalar(0) }
        var sum = combine(first.0, first.0) { x, _ in x * first.1 }
        for (value, weight) in terms.dropFirst() {
            sum = combine(sum, value) { $0 + $1 * weight }
        }
        return sum
    }
}

extension CGPath.Element {
    /// Whether both elements are the same kind (move, line, quadratic, cubic, close).
    fileprivate func sameKind(as other: CGPath.Element) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath):
            return true
        default:
            return false
        }
    }

    /// The x and y of every point the element carries, in order.
    fileprivate var coordinates: [Double] {
        let points: [CGPoint]
        switch self {
        case .move(let point), .line(let point): points = [point]
        case .quadCurve(let point, let control): points = [control, point]
        case .curve(let point, let control1, let control2): points = [control1, control2, point]
        case .closeSubpath: points = []
        }
        return points.flatMap { [Double($0.x), Double($0.y)] }
    }

    /// The element whose points are `op` of this one's and `other`'s (same kind assumed).
    fileprivate func combined(with other: CGPath.Element, _ op: (CGPoint, CGPoint) -> CGPoint) -> CGPath.Element {
        switch (self, other) {
        case (.move(let a), .move(let b)): return .move(to: op(a, b))
        case (.line(let a), .line(let b)): return .line(to: op(a, b))
        case (.quadCurve(let a, let c), .quadCurve(let b, let d)): return .quadCurve(to: op(a, b), control: op(c, d))
        case (.curve(let a, let c1, let c2), .curve(let b, let d1, let d2)):
            return .curve(to: op(a, b), control1: op(c1, d1), control2: op(c2, d2))
        default:
            return self
        }
    }
}
