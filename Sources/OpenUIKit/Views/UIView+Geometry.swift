import Foundation
import OpenCoreGraphics

extension UIView {
    // MARK: Geometry mechanics (the open properties are in UIView.swift)

    /// `frame` as derived from the layer: the bounds placed about the anchor point, through
    /// the transform, at the position.
    package func frameFromLayer() -> CGRect {
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let local = CGRect(
            x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        let transform = layer.affineTransform()
        let box = transform.isIdentity ? local : local.applying(transform)
        let position = layer.position
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// Setting `frame`: the position that puts the anchor point where the new frame wants it,
    /// and the bounds size.
    package func applyFrame(_ newValue: CGRect) {
        Self.validate(newValue, "frame")
        let anchor = layer.anchorPoint
        let width = abs(newValue.width)
        let height = abs(newValue.height)
        applyCenter(CGPoint(x: newValue.minX + width * anchor.x, y: newValue.minY + height * anchor.y))
        var resized = layer.bounds
        resized.size = CGSize(width: width, height: height)
        applyBounds(resized)
    }

    /// Setting `bounds`: stored in the layer, then layout, display and Auto Layout follow.
    package func applyBounds(_ newValue: CGRect) {
        Self.validate(newValue, "bounds")
        let old = layer.bounds
        guard old != newValue else { return }
        layer.bounds = newValue
        geometryDidChange(oldBounds: old)
    }

    /// Setting `center`: the layer's position, then Auto Layout hears of the move.
    package func applyCenter(_ newValue: CGPoint) {
        Fatal.check(newValue.isFinite, "UIView center contains NaN or infinity: \(newValue)")
        guard layer.position != newValue else { return }
        layer.position = newValue
        constraintEngineFrameDidChange()
        markNeedsLayoutIfSafeAreaMoved()
    }

    /// Called after `bounds` changed (directly or through `frame`). The update cycle marks
    /// layout and display from here; a moved origin is reported to the view (scroll views).
    package func geometryDidChange(oldBounds: CGRect) {
        updateCycleBoundsDidChange(oldBounds: oldBounds)
        // A window's size classes follow its size.
        if self is UIWindow, oldBounds.size != layer.bounds.size { traitUpdates.mark(self) }
        if oldBounds.origin != layer.bounds.origin {
            constraintEngineBoundsOriginDidChange()
            boundsOriginDidChange(from: oldBounds.origin)
            // Scrolled: the subviews moved against this view's safe rectangle.
            markSubviewsWhoseSafeAreaMoved()
        }
    }

    private static func validate(_ rect: CGRect, _ what: String) {
        Fatal.check(
            rect.origin.isFinite && rect.width.isFinite && rect.height.isFinite,
            "UIView \(what) contains NaN or infinity: \(rect)")
    }

    // MARK: Coordinate conversion

    /// Maps a point from the receiver's bounds space into its superview's space.
    package func pointToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let transform = layer.affineTransform()
        return Self.toSuperviewSpace(
            point, anchor: anchorInBounds, position: layer.position, transform: transform.isIdentity ? nil : transform)
    }

    /// Maps a point from the superview's space into the receiver's bounds space.
    package func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let transform = layer.affineTransform()
        return Self.fromSuperviewSpace(
            point, position: layer.position, inverse: transform.isIdentity ? nil : transform.inverted(), anchor: anchorInBounds)
    }

    /// The two steps above as plain arithmetic on a point, so the four corners of a rectangle
    /// go through exactly the operations a single point does (see `RectCorners`). A nil
    /// transform stands for the identity.
    private static func toSuperviewSpace(
        _ point: CGPoint, anchor: CGPoint, position: CGPoint, transform: CGAffineTransform?
    ) -> CGPoint {
        let x = point.x - anchor.x
        let y = point.y - anchor.y
        guard let transform else { return CGPoint(x: position.x + x, y: position.y + y) }
        let moved = CGPoint(x: x, y: y).applying(transform)
        return CGPoint(x: position.x + moved.x, y: position.y + moved.y)
    }

    private static func fromSuperviewSpace(
        _ point: CGPoint, position: CGPoint, inverse: CGAffineTransform?, anchor: CGPoint
    ) -> CGPoint {
        var offset = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if let inverse { offset = offset.applying(inverse) }
        return CGPoint(x: offset.x + anchor.x, y: offset.y + anchor.y)
    }

    /// ``pointToSuperviewSpace(_:)`` for four points, reading the layer's geometry once.
    private func cornersToSuperviewSpace(_ corners: RectCorners) -> RectCorners {
        let anchor = anchorInBounds
        let position = layer.position
        let transform = layer.affineTransform()
        let matrix = transform.isIdentity ? nil : transform
        return corners.map { Self.toSuperviewSpace($0, anchor: anchor, position: position, transform: matrix) }
    }

    /// ``pointFromSuperviewSpace(_:)`` for four points, reading the layer's geometry once.
    private func cornersFromSuperviewSpace(_ corners: RectCorners) -> RectCorners {
        let position = layer.position
        let transform = layer.affineTransform()
        let inverse = transform.isIdentity ? nil : transform.inverted()
        let anchor = anchorInBounds
        return corners.map { Self.fromSuperviewSpace($0, position: position, inverse: inverse, anchor: anchor) }
    }

    /// The layer's anchor point in bounds coordinates (the bounds' centre by default).
    private var anchorInBounds: CGPoint {
        let bounds = layer.bounds
        let anchor = layer.anchorPoint
        return CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
    }

    /// Maps a point all the way out: through every ancestor, the root view's own placement
    /// included (for a window, that is the screen).
    private func pointToOuterSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view {
            result = current.pointToSuperviewSpace(result)
            view = current.superview
        }
        return result
    }

    private func pointFromOuterSpace(_ point: CGPoint) -> CGPoint {
        if let superview = superview {
            return pointFromSuperviewSpace(superview.pointFromOuterSpace(point))
        }
        return pointFromSuperviewSpace(point)
    }

    /// ``pointToOuterSpace(_:)`` for four points in one walk up the chain.
    private func cornersToOuterSpace(_ corners: RectCorners) -> RectCorners {
        var result = corners
        var view: UIView? = self
        while let current = view {
            result = current.cornersToSuperviewSpace(result)
            view = current.superview
        }
        return result
    }

    private func cornersFromOuterSpace(_ corners: RectCorners) -> RectCorners {
        if let superview = superview {
            return cornersFromSuperviewSpace(superview.cornersFromOuterSpace(corners))
        }
        return cornersFromSuperviewSpace(corners)
    }

    /// The view that a `nil` conversion target stands for: the window, or the root view when
    /// the receiver is not in a window.
    private var conversionRoot: UIView {
        var view: UIView = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// Converts a point from the receiver's coordinates to `view`'s (its window's when `nil`),
    /// through bounds origins and transforms, across windows.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? conversionRoot
        if target === self { return point }
        if target === superview { return pointToSuperviewSpace(point) }
        if target.superview === self { return target.pointFromSuperviewSpace(point) }
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
        // The four corners travel together, each view's geometry read once per step; each
        // corner meets the same arithmetic as `convert(_:to:)` for a point, so the results are
        // the same to the last bit.
        let corners = RectCorners(rect)
        let target = view ?? conversionRoot
        if target === self { return corners.boundingBox }
        if target === superview { return cornersToSuperviewSpace(corners).boundingBox }
        if target.superview === self { return target.cornersFromSuperviewSpace(corners).boundingBox }
        return target.cornersFromOuterSpace(cornersToOuterSpace(corners)).boundingBox
    }

    /// Converts a rectangle from `view`'s coordinates to the receiver's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? conversionRoot).convert(rect, to: self)
    }
}
