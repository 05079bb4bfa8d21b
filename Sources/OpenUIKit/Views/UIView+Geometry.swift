import Foundation
import OpenCoreGraphics

extension UIView {
    /// The view's rectangle in its superview's coordinates, derived from `center`,
    /// `bounds.size` and `transform`.
    ///
    /// Setting it moves `center` and resizes `bounds`. With a non-identity transform the value
    /// read back is the bounding box of the transformed bounds.
    public var frame: CGRect {
        get {
            let local = CGRect(
                x: -storedBounds.width / 2, y: -storedBounds.height / 2,
                width: storedBounds.width, height: storedBounds.height)
            let box = storedTransform.isIdentity ? local : local.applying(storedTransform)
            return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            Self.validate(newValue, "frame")
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
        }
    }

    /// The view's own coordinate space: its origin is the point drawn at the top-left corner
    /// (scroll views scroll by moving it), its size the view's untransformed size.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            Self.validate(newValue, "bounds")
            let old = storedBounds
            guard old != newValue else { return }
            storedBounds = newValue
            geometryDidChange(oldBounds: old)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { storedCenter }
        set {
            precondition(
                newValue.isFinite, "UIView center contains NaN or infinity: \(newValue)")
            guard storedCenter != newValue else { return }
            storedCenter = newValue
            constraintEngineFrameDidChange()
        }
    }

    /// An affine transform applied about the view's centre; it changes `frame` but not `bounds`.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    /// Called after `bounds` changed (directly or through `frame`). The update cycle marks
    /// layout and display from here; a moved origin is reported to the view (scroll views).
    package func geometryDidChange(oldBounds: CGRect) {
        updateCycleBoundsDidChange(oldBounds: oldBounds)
        if oldBounds.origin != storedBounds.origin {
            constraintEngineBoundsOriginDidChange()
            boundsOriginDidChange(from: oldBounds.origin)
        }
    }

    private static func validate(_ rect: CGRect, _ what: String) {
        precondition(
            rect.origin.isFinite && rect.width.isFinite && rect.height.isFinite,
            "UIView \(what) contains NaN or infinity: \(rect)")
    }

    // MARK: Coordinate conversion

    /// Maps a point from the receiver's bounds space into its superview's space.
    package func pointToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let x = point.x - storedBounds.midX
        let y = point.y - storedBounds.midY
        if storedTransform.isIdentity {
            return CGPoint(x: storedCenter.x + x, y: storedCenter.y + y)
        }
        let moved = CGPoint(x: x, y: y).applying(storedTransform)
        return CGPoint(x: storedCenter.x + moved.x, y: storedCenter.y + moved.y)
    }

    /// Maps a point from the superview's space into the receiver's bounds space.
    package func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        var offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        if !storedTransform.isIdentity {
            offset = offset.applying(storedTransform.inverted())
        }
        return CGPoint(x: offset.x + storedBounds.midX, y: offset.y + storedBounds.midY)
    }

    /// Maps a point all the way out: through every ancestor, the root view's own placement
    /// included (for a window, that is the screen).
    private func pointToOuterSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view {
            result = current.pointToSuperviewSpace(result)
            view = current.storedSuperview
        }
        return result
    }

    private func pointFromOuterSpace(_ point: CGPoint) -> CGPoint {
        if let superview = storedSuperview {
            return pointFromSuperviewSpace(superview.pointFromOuterSpace(point))
        }
        return pointFromSuperviewSpace(point)
    }

    /// The view that a `nil` conversion target stands for: the window, or the root view when
    /// the receiver is not in a window.
    private var conversionRoot: UIView {
        var view: UIView = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    /// Converts a point from the receiver's coordinates to `view`'s (its window's when `nil`),
    /// through bounds origins and transforms, across windows.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? conversionRoot
        if target === self { return point }
        if target === storedSuperview { return pointToSuperviewSpace(point) }
        if target.storedSuperview === self { return target.pointFromSuperviewSpace(point) }
        return target.pointFromOuterSpace(pointToOuterSpace(point))
    }

    /// Converts a point from `view`'s coordinates (its window's when `nil`) to the receiver's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? conversionRoot
        return source.convert(point, to: self)
    }

    /// Converts a rectangle to `view`'s coordinates; with rotation the result is the bounding
    /// box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if rect.isNull { return rect }
        let corners = [
            convert(CGPoint(x: rect.minX, y: rect.minY), to: view),
            convert(CGPoint(x: rect.maxX, y: rect.minY), to: view),
            convert(CGPoint(x: rect.minX, y: rect.maxY), to: view),
            convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Converts a rectangle from `view`'s coordinates to the receiver's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? conversionRoot).convert(rect, to: self)
    }
}
