import Foundation
import OpenCoreGraphics

// How a layer sits in its superlayer: a point p of the bounds space goes
//   1. to the anchor: p − (bounds.origin + anchorPoint · bounds.size), z − anchorPointZ
//   2. through `transform`
//   3. to the position: + (position.x, position.y, zPosition)
//   4. through the superlayer's `sublayerTransform`, about the superlayer's anchor point
// and then the z = 0 plane is projected onto the superlayer's plane (PlaneProjection).
// `frame` uses steps 1–3 only; conversion, hit-testing and the renderer use all four.
extension CALayer {
    // MARK: Frame

    /// The frame computed from bounds, anchor point, transform and position.
    var frameValue: CGRect {
        if CATransform3DIsIdentity(transform) {
            return CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        return PlaneProjection(transformToPosition).apply(bounds)
    }

    /// Sets bounds size and position so the frame becomes `newValue`.
    func setFrameValue(_ newValue: CGRect) {
        Self.requireFinite(newValue, "frame")
        if CATransform3DIsIdentity(transform) {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
            return
        }
        var linear = CATransform3DGetAffineTransform(transform)
        (linear.tx, linear.ty) = (0, 0)
        if linear.determinant != 0 {
            let unit = CGRect(origin: .zero, size: newValue.size).applying(linear.inverted())
            bounds.size = unit.size
        }
        let placed = frameValue
        position = CGPoint(
            x: position.x + newValue.minX - placed.minX, y: position.y + newValue.minY - placed.minY)
    }

    // MARK: Transforms for the renderer

    /// Steps 1–3 above: bounds space to the superlayer's space, before the superlayer's
    /// `sublayerTransform`.
    package var transformToPosition: CATransform3D {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        if CATransform3DIsIdentity(transform) { return CATransform3DConcat(toAnchor, toPosition) }
        return CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition)
    }

    /// The full 4×4 map from this layer's bounds space to its superlayer's bounds space,
    /// including the superlayer's `sublayerTransform` about its anchor point. For a mask it
    /// maps into its owner's bounds space (no sublayer transform).
    package var transformToSuperlayer: CATransform3D {
        let local = transformToPosition
        guard let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) else { return local }
        let center = CGPoint(
            x: parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width,
            y: parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height)
        let toCenter = CATransform3DConcat(local, CATransform3DMakeTranslation(-center.x, -center.y, 0))
        return CATransform3DConcat(
            CATransform3DConcat(toCenter, parent.sublayerTransform),
            CATransform3DMakeTranslation(center.x, center.y, 0))
    }

    /// ``transformToSuperlayer`` flattened onto the superlayer's plane.
    package var projectionToSuperlayer: PlaneProjection { PlaneProjection(transformToSuperlayer) }

    /// What a 2-D renderer concatenates to draw this layer inside its superlayer (or its mask
    /// owner): bounds space to the superlayer's bounds space.
    // Limitation: exact unless a transform has perspective (m14 or m24 non-zero); then the
    // perspective terms are dropped. Use `projectionToSuperlayer` for the exact projective map.
    package var affineTransformToSuperlayer: CGAffineTransform { projectionToSuperlayer.affineTransform }

    /// The layer whose space this layer is placed in: the superlayer, or for a mask its owner.
    package var geometryParent: CALayer? { superlayer ?? maskOwner }

    /// The map from this layer's bounds space to `ancestor`'s (or, for nil, to the space the
    /// root layer is placed in). `ancestor` must be this layer or one of its geometry parents.
    package func projection(toAncestor ancestor: CALayer?) -> PlaneProjection {
        var result = PlaneProjection.identity
        var layer: CALayer? = self
        while let current = layer, current !== ancestor {
            result = result.concatenating(current.projectionToSuperlayer)
            layer = current.geometryParent
        }
        return result
    }

    /// The nearest layer that is both `self` or above it and `other` or above it; nil when the
    /// two are in different trees.
    private func commonAncestor(with other: CALayer?) -> CALayer? {
        guard let other else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var layer: CALayer? = other
        while let current = layer {
            ancestors.insert(ObjectIdentifier(current))
            layer = current.geometryParent
        }
        layer = self
        while let current = layer {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            layer = current.geometryParent
        }
        return nil
    }

    // MARK: Conversion

    /// Maps `p` from `l`'s bounds space into this layer's. A nil `l` means the space the root
    /// layer of this tree is placed in.
    /// - Note: Non-affine transforms are projected. A point that cannot be mapped back (a
    ///   layer scaled to nothing) comes back with infinite coordinates, which no layer contains.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        if l === self { return p }
        if let l, l === geometryParent {
            // One step down (what a hit test does at every level): no walk to the root.
            guard let down = projectionToSuperlayer.inverted() else { return Self.unmappablePoint }
            return down.apply(p)
        }
        let common = commonAncestor(with: l)
        let up = l?.projection(toAncestor: common).apply(p) ?? p
        guard let down = projection(toAncestor: common).inverted() else { return Self.unmappablePoint }
        return down.apply(up)
    }

    /// Maps `p` from this layer's bounds space into `l`'s (nil: the root layer's placement
    /// space).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if l === self { return p }
        if let l, l === geometryParent { return projectionToSuperlayer.apply(p) }
        let common = commonAncestor(with: l)
        let up = projection(toAncestor: common).apply(p)
        guard let l else { return up }
        guard let down = l.projection(toAncestor: common).inverted() else { return Self.unmappablePoint }
        return down.apply(up)
    }

    /// Maps `r` from `l`'s bounds space into this layer's; the result encloses the mapped
    /// corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        if l === self { return r }
        let common = commonAncestor(with: l)
        let up = l?.projection(toAncestor: common).apply(r) ?? r
        guard let down = projection(toAncestor: common).inverted() else { return .null }
        return down.apply(up)
    }

    /// Maps `r` from this layer's bounds space into `l`'s; the result encloses the mapped
    /// corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        if l === self { return r }
        let common = commonAncestor(with: l)
        let up = projection(toAncestor: common).apply(r)
        guard let l else { return up }
        guard let down = l.projection(toAncestor: common).inverted() else { return .null }
        return down.apply(up)
    }

    private static var unmappablePoint: CGPoint { CGPoint(x: CGFloat.infinity, y: .infinity) }
}
