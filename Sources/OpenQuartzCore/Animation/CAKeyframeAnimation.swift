import Foundation
import OpenCoreGraphics

/// An animation through a list of values (or, for a point property, along a path), each
/// reached at its key time.
///
/// Key times are fractions of the pass (0…1, increasing, first 0 and last 1); without them
/// the values are spread evenly (or, for the paced modes, by the distance between them).
/// `timingFunctions[i]` shapes the segment from value i to value i+1, after the animation's
/// own timing function has shaped the whole pass.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through, of the property's type.
    open var values: [Any]?
    /// A path for a point property to follow; when set, ``values`` is not used.
    open var path: CGPath?
    /// When each value is reached, as fractions of the pass.
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between the keyframes are found; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moved along ``path`` turns with it; nil (the default) keeps it as is.
    open var rotationMode: CAAnimationRotationMode?

    public required init() { super.init() }

    open override func copy() -> Any {
        let copy = super.copy() as! CAKeyframeAnimation
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        return copy
    }

    // MARK: Evaluation

    private var frames: [AnimationValue] = []
    private var times: [Double] = []

    package override func prepare(for layer: CALayer, previous: (keyPath: String, value: AnimationValue)?) {
        super.prepare(for: layer, previous: previous)
        frames = []
        times = []
        guard let property else { return }
        if let path {
            guard property.kind == .point else {
                QuartzCoreLog.warning("CAKeyframeAnimation \"\(property.keyPath)\": a path can only animate a CGPoint property; it is ignored")
                return
            }
            frames = Self.flatten(path).map { .point($0) }
        } else {
            var resolved: [AnimationValue] = []
            for (index, value) in (values ?? []).enumerated() {
                guard let frame = resolve(value, role: "values[\(index)]") else { return }
                resolved.append(frame)
            }
            frames = resolved
        }
        guard !frames.isEmpty else { return }
        times = keyTimes(for: frames)
    }

    /// Key times for `frames`: by distance for paced modes and paths, the given ones when they
    /// fit, evenly spread otherwise.
    private func keyTimes(for frames: [AnimationValue]) -> [Double] {
        let n = frames.count
        let discrete = calculationMode == .discrete
        let paced = calculationMode == .paced || calculationMode == .cubicPaced || (path != nil && keyTimes == nil)
        if paced && !discrete && n > 1 {
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + AnimationValue.distance(frames[i - 1], frames[i])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        let expected = discrete ? [n, n + 1] : [n]
        if let keyTimes {
            let given = keyTimes.map(\.doubleValue)
            let increasing = zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
            if expected.contains(given.count), increasing, given.allSatisfy({ (0...1).contains($0) }) { return given }
            QuartzCoreLog.warning(
                "CAKeyframeAnimation \"\(keyPath ?? "")\": \(given.count) keyTimes for \(n) values (need \(expected.map(String.init).joined(separator: " or ")), increasing within 0...1); spreading the values evenly instead")
        }
        if discrete { return (0..<n).map { Double($0) / Double(n) } }
        return n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    package override func value(atSimpleTime simpleTime: CFTimeInterval, model: CALayer) -> AnimationValue? {
        guard !frames.isEmpty else { return nil }
        let u = progress(atSimpleTime: simpleTime)
        if frames.count == 1 { return frames[0] }
        if calculationMode == .discrete {
            let index = times.lastIndex(where: { $0 <= u }) ?? 0
            return frames[min(index, frames.count - 1)]
        }
        let (index, f) = segment(at: u)
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let p0 = frames[max(index - 1, 0)], p1 = frames[index]
            let p2 = frames[index + 1], p3 = frames[min(index + 2, frames.count - 1)]
            return Self.catmullRom(p0, p1, p2, p3, f)
        }
        return AnimationValue.interpolate(frames[index], frames[index + 1], f)
    }

    /// The segment holding `u` and how far along it (after the segment's timing function).
    private func segment(at u: Double) -> (Int, Double) {
        let last = frames.count - 2
        var index = 0
        while index < last && u >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        var f = span > 0 ? min(max((u - times[index]) / span, 0), 1) : 1
        if let functions = timingFunctions, index < functions.count { f = functions[index].progress(at: f) }
        return (index, f)
    }

    private static func catmullRom(
        _ p0: AnimationValue, _ p1: AnimationValue, _ p2: AnimationValue, _ p3: AnimationValue, _ t: Double
    ) -> AnimationValue {
        let t2 = t * t, t3 = t2 * t
        // Hermite basis with Catmull-Rom tangents (p2 − p0)/2 and (p3 − p1)/2.
        let w0 = -0.5 * t3 + t2 - 0.5 * t
        let w1 = 1.5 * t3 - 2.5 * t2 + 1
        let w2 = -1.5 * t3 + 2 * t2 + 0.5 * t
        let w3 = 0.5 * t3 - 0.5 * t2
        return AnimationValue.weightedSum([(p0, w0), (p1, w1), (p2, w2), (p3, w3)])
    }

    package override func apply(to target: CALayer, model: CALayer, simpleTime: CFTimeInterval) {
        super.apply(to: target, model: model, simpleTime: simpleTime)
        guard let rotationMode, path != nil, frames.count > 1, property?.keyPath == "position",
            var parts = TransformParts(target.transform)
        else { return }
        let (index, _) = segment(at: progress(atSimpleTime: simpleTime))
        guard case .point(let a) = frames[index], case .point(let b) = frames[index + 1] else { return }
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        parts.rotation += rotationMode == .rotateAutoReverse ? angle + .pi : angle
        target.transform = parts.transform
    }

    /// The path as a polyline: curves split into 16 straight pieces each.
    private static func flatten(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var start = CGPoint.zero
        func point(_ p: CGPoint) { if points.last != p { points.append(p) } }
        for element in path.elements {
            let current = points.last ?? start
            switch element {
            case .move(let p):
                start = p
                point(p)
            case .line(let p): point(p)
            case .quadCurve(let p, let c):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, s = 1 - t
                    point(CGPoint(
                        x: s * s * current.x + 2 * s * t * c.x + t * t * p.x,
                        y: s * s * current.y + 2 * s * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    point(CGPoint(
                        x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                        y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath: point(start)
            }
        }
        return points
    }
}
