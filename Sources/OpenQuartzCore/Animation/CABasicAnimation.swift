import Foundation

/// An animation between two values of a property.
///
/// Which values it runs between depends on which of ``fromValue``, ``toValue`` and
/// ``byValue`` are set: from→to; from→from+by; to−by→to; from→current; current→to;
/// current→current+by; with none set, from the value the property had before the change that
/// triggered it (as an implicit action) to the current value. "Current" is the model value.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the animation starts.
    open var fromValue: Any?
    /// Where the animation ends.
    open var toValue: Any?
    /// How far the animation moves (added to the start or taken from the end).
    open var byValue: Any?

    public required init() { super.init() }

    open override func copy() -> Any {
        let copy = super.copy() as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }

    // MARK: Evaluation

    private var resolvedFrom: AnimationValue?
    private var resolvedTo: AnimationValue?
    private var resolvedBy: AnimationValue?
    private var previousValue: AnimationValue?

    package override func prepare(for layer: CALayer, previous: (keyPath: String, value: AnimationValue)?) {
        super.prepare(for: layer, previous: previous)
        resolvedFrom = resolve(fromValue, role: "fromValue")
        resolvedTo = resolve(toValue, role: "toValue")
        resolvedBy = resolve(byValue, role: "byValue")
        if let previous, previous.keyPath == keyPath, previous.value.kind == property?.kind {
            previousValue = previous.value
        }
        if let property, property.kind == .path, let current = property.read(layer) {
            let (start, end) = endpoints(current: current)
            if !AnimationValue.pathsMatch(start, end) {
                QuartzCoreLog.warning(
                    "\(Self.self) \"\(property.keyPath)\": the start and end paths have different elements "
                        + "(\(start.pathElementCount) and \(end.pathElementCount)); paths animate point by point only when "
                        + "their elements match, so the layer shows the end path at once")
            }
        }
    }

    /// The values the animation runs between, given the property's current value.
    package func endpoints(current: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (resolvedFrom, resolvedTo, resolvedBy) {
        case (let from?, let to?, _): (from, to)
        case (let from?, nil, let by?): (from, AnimationValue.add(from, by))
        case (nil, let to?, let by?): (AnimationValue.subtract(to, by), to)
        case (let from?, nil, nil): (from, current)
        case (nil, let to?, nil): (current, to)
        case (nil, nil, let by?): (current, AnimationValue.add(current, by))
        case (nil, nil, nil): (previousValue ?? current, current)
        }
    }

    /// How far from start (0) to end (1) the value is `simpleTime` into a pass.
    package func fraction(atSimpleTime simpleTime: CFTimeInterval) -> Double {
        progress(atSimpleTime: simpleTime)
    }

    package override func value(atSimpleTime simpleTime: CFTimeInterval, model: CALayer) -> AnimationValue? {
        guard let current = property?.read(model) else { return nil }
        let (start, end) = endpoints(current: current)
        return AnimationValue.interpolate(start, end, fraction(atSimpleTime: simpleTime))
    }
}
