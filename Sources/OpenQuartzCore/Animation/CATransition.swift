import Foundation
import OpenCoreGraphics

/// An animation of a whole layer from the content it showed to the content it shows now:
/// a cross-dissolve (``CATransitionType/fade``) or the two pictures sliding along the
/// ``subtype``'s direction (``CATransitionType/push``, ``CATransitionType/moveIn``,
/// ``CATransitionType/reveal``).
///
/// Adding one to a layer takes a picture of the layer as it is drawn at that moment (its
/// background, contents, sublayers and border); the changes made next (new text, new
/// sublayers, hidden or shown sublayers) make the new content, which the renderer draws into
/// a second picture at each frame while the transition runs. Progress runs from
/// ``startProgress`` to ``endProgress`` over the duration, shaped by the timing function
/// (linear when nil). It is always attached under ``kCATransition``.
/// - Note: See https://developer.apple.com/documentation/quartzcore/catransition
// UIKit divergence: the "before" picture is taken when the transition is added, not from the
// last committed frame, so changes must follow `add(_:forKey:)` (see DIVERGENCES.md).
open class CATransition: CAAnimation {
    /// The kind of transition; ``CATransitionType/fade`` by default.
    open var type: CATransitionType = .fade
    /// The side motion starts from (for push, moveIn and reveal); nil means from the left.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1; 0 by default.
    open var startProgress: Float = 0
    /// Where the transition ends, 0…1 and not below ``startProgress``; 1 by default.
    open var endProgress: Float = 1

    public required init() { super.init() }

    open override func copy() -> Any {
        let copy = super.copy() as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }

    // MARK: Evaluation

    private var style: TransitionFrame.Style = .fade
    private var direction: TransitionFrame.Direction = .fromLeft
    private var progressRange: (start: Double, end: Double) = (0, 1)
    private var before: CGImage?

    package override var animatedChanges: LayerChanges { .appearance }

    package override func prepare(for layer: CALayer, previous: (keyPath: String, value: AnimationValue)?) {
        style = Self.style(for: type)
        direction = Self.direction(for: subtype)
        progressRange = Self.progressRange(start: startProgress, end: endProgress)
        before = LayerPainter.snapshot(of: layer, values: layer.renderingValues, scale: Self.snapshotScale(of: layer))
    }

    package override func resetAnimatedProperties(of copy: CALayer, from model: CALayer) {
        copy.transitionFrame = nil
    }

    package override func apply(to target: CALayer, model: CALayer, simpleTime: CFTimeInterval) {
        let fraction = progress(atSimpleTime: simpleTime)
        let progress = progressRange.start + (progressRange.end - progressRange.start) * fraction
        target.transitionFrame = TransitionFrame(style: style, direction: direction, progress: progress, before: before)
    }

    // MARK: Resolving the settings

    private static func style(for type: CATransitionType) -> TransitionFrame.Style {
        switch type {
        case .fade: return .fade
        case .push: return .push
        case .moveIn: return .moveIn
        case .reveal: return .reveal
        case .flip: return .flip
        default:
            QuartzCoreLog.warning(
                "CATransition type \"\(type.rawValue)\" is not supported; it fades instead (supported: fade, push, moveIn, reveal)")
            return .fade
        }
    }

    private static func direction(for subtype: CATransitionSubtype?) -> TransitionFrame.Direction {
        switch subtype {
        case nil, .fromLeft?: return .fromLeft
        case .fromRight?: return .fromRight
        case .fromTop?: return .fromTop
        case .fromBottom?: return .fromBottom
        case let other?:
            QuartzCoreLog.warning(
                "CATransition subtype \"\(other.rawValue)\" is not supported; it moves from the left instead "
                    + "(supported: fromLeft, fromRight, fromTop, fromBottom)")
            return .fromLeft
        }
    }

    /// The progress range, clamped into 0…1 with the end not before the start; a bad value
    /// is logged.
    package static func progressRange(start: Float, end: Float) -> (start: Double, end: Double) {
        var s = Double(start), e = Double(end)
        if !s.isFinite || s < 0 || s > 1 {
            QuartzCoreLog.warning("CATransition startProgress must be within 0…1, got \(start); 0 is used")
            s = 0
        }
        if !e.isFinite || e < 0 || e > 1 {
            QuartzCoreLog.warning("CATransition endProgress must be within 0…1, got \(end); 1 is used")
            e = 1
        }
        if e < s {
            QuartzCoreLog.warning("CATransition endProgress (\(end)) is below startProgress (\(start)); it ends at the start")
            e = s
        }
        return (s, e)
    }

    /// Target pixels per point where the layer was last shown, or its contents scale.
    private static func snapshotScale(of layer: CALayer) -> CGFloat {
        let record = layer.renderRecord
        if record.owner != nil {
            let scale = LayerPainter.scale(of: record.targetTransform)
            if scale.isFinite && scale > 0 { return scale }
        }
        return max(layer.contentsScale, 1)
    }
}

extension CATransitionType {
    /// A turn of the layer about its vertical (from left or right) or horizontal (from top or
    /// bottom) centre line: what UIKit's flip transitions play. Drawn without perspective.
    package static let flip = CATransitionType(rawValue: "oglFlip")
}

/// What a running transition shows at one frame: written into a layer's presentation copy
/// and read by the renderer.
package struct TransitionFrame {
    package enum Style: Sendable { case fade, push, moveIn, reveal, flip }

    package enum Direction: Sendable {
        case fromLeft, fromRight, fromTop, fromBottom

        /// The unit direction the new content moves in, in a y-down layer space.
        var vector: (x: CGFloat, y: CGFloat) {
            switch self {
            case .fromLeft: (1, 0)
            case .fromRight: (-1, 0)
            case .fromTop: (0, 1)
            case .fromBottom: (0, -1)
            }
        }

        var isHorizontal: Bool { self == .fromLeft || self == .fromRight }
    }

    package let style: Style
    package let direction: Direction
    /// How far the transition has gone, 0…1.
    package let progress: Double
    /// The picture of the old content (nil when the layer had no pixels to take).
    package let before: CGImage?

    /// Where the old and new pictures go in a layer of `bounds`, and which is drawn on top.
    package func placements(in bounds: CGRect) -> (before: CGRect, after: CGRect, afterOnTop: Bool) {
        let p = CGFloat(progress)
        let (dx, dy) = direction.vector
        let w = bounds.width, h = bounds.height
        let outgoing = bounds.offsetBy(dx: dx * w * p, dy: dy * h * p)
        let incoming = bounds.offsetBy(dx: dx * w * (p - 1), dy: dy * h * (p - 1))
        switch style {
        case .fade: return (bounds, bounds, true)
        case .push: return (outgoing, incoming, true)
        case .moveIn: return (bounds, incoming, true)
        case .reveal: return (outgoing, bounds, false)
        case .flip:
            // A turn by π·progress seen head on: the face shrinks to its centre line, then the
            // other face grows back from it.
            let squeeze = abs(CGFloat(cos(Double.pi * progress)))
            let face =
                direction.isHorizontal
                ? bounds.insetBy(dx: w * (1 - squeeze) / 2, dy: 0)
                : bounds.insetBy(dx: 0, dy: h * (1 - squeeze) / 2)
            return progress < 0.5 ? (face, .null, false) : (.null, face, true)
        }
    }

    /// The box, in the layer's bounds space, the transition paints into.
    package func paintedBox(in bounds: CGRect) -> CGRect {
        let places = placements(in: bounds)
        return bounds.union(places.before).union(places.after)
    }
}
