import Foundation
import OpenCoreGraphics

/// The outlines a layer's own look is made of: its rounded bounds (background and the clip of
/// `masksToBounds`) and its border ring, which lies inside the bounds.
enum LayerShapes {
    /// The layer's rounded outline and border ring, from the layer's render record when they
    /// were built for the same geometry (a frame paints every layer once per damaged
    /// rectangle; the outlines rarely change).
    static func outlines(of layer: CALayer, cachedOn model: CALayer) -> LayerOutlines {
        let bounds = layer.bounds
        if let cached = model.renderRecord.outlines, cached.bounds == bounds,
            cached.cornerRadius == layer.cornerRadius, cached.maskedCorners == layer.maskedCorners,
            cached.cornerCurve == layer.cornerCurve, cached.borderWidth == layer.borderWidth
        {
            return cached
        }
        let made = LayerOutlines(
            bounds: bounds, cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
            cornerCurve: layer.cornerCurve, borderWidth: layer.borderWidth, corners: cornerPath(of: layer),
            border: layer.borderWidth > 0 ? borderRing(of: layer) : nil)
        model.renderRecord.outlines = made
        return made
    }

    /// The bounds with `cornerRadius` applied to the corners in `maskedCorners`; nil when no
    /// corner is rounded (a plain rectangle is cheaper to fill and clip).
    static func cornerPath(of layer: CALayer) -> CGPath? {
        let radius = effectiveRadius(of: layer, bounds: layer.bounds)
        guard radius > 0, !layer.maskedCorners.isEmpty else { return nil }
        let path = CGMutablePath()
        addRoundedRect(layer.bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: path)
        return path
    }

    /// The border: the rounded bounds minus the same shape inset by the border width, to be
    /// filled with the even-odd rule. Corner radii shrink with the inset, as Core Animation's do.
    static func borderRing(of layer: CALayer) -> CGPath {
        let bounds = layer.bounds
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        let radius = effectiveRadius(of: layer, bounds: bounds)
        let path = CGMutablePath()
        addRoundedRect(bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: path)
        let inner = bounds.insetBy(dx: width, dy: width)
        if !inner.isEmpty {
            addRoundedRect(
                inner, radius: max(0, radius - width), corners: layer.maskedCorners, curve: layer.cornerCurve, to: path)
        }
        return path
    }

    /// The corner radius as drawn: never negative, never more than half the shorter side.
    static func effectiveRadius(of layer: CALayer, bounds: CGRect) -> CGFloat {
        min(max(0, layer.cornerRadius), min(bounds.width, bounds.height) / 2)
    }

    /// Adds a closed rectangle whose `corners` are quarter circles of `radius` (in UIKit's
    /// y-down bounds space, minY is the top edge).
    static func addRoundedRect(
        _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve = .circular,
        to path: CGMutablePath
    ) {
        guard radius > 0 else {
            path.addRect(rect)
            return
        }
        if curve == .continuous {
            addContinuousRoundedRect(rect, radius: radius, corners: corners, to: path)
            return
        }
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let topLeft = r(.layerMinXMinYCorner), topRight = r(.layerMaxXMinYCorner)
        let bottomRight = r(.layerMaxXMaxYCorner), bottomLeft = r(.layerMinXMaxYCorner)
        let half = CGFloat.pi / 2
        path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight,
                startAngle: -half, endAngle: 0, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight,
                startAngle: 0, endAngle: half, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft,
                startAngle: half, endAngle: .pi, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft,
                startAngle: .pi, endAngle: 3 * half, clockwise: false)
        }
        path.closeSubpath()
    }

    /// How far along each edge a continuous corner reaches, in corner radii (the factor
    /// `CALayer.cornerCurveExpansionFactor(.continuous)` reports).
    static let continuousExpansion: CGFloat = 1.528665

    /// Adds a closed rectangle whose `corners` are continuous curves: each corner is two cubic
    /// Béziers meeting on the corner's diagonal, their first control points on the edge so the
    /// curvature is zero where the straight edge ends and grows towards the diagonal. The
    /// corner reaches ``continuousExpansion`` radii along each edge (less when the rectangle
    /// is too small) and crosses the diagonal where a circular corner of the same radius does.
    static func addContinuousRoundedRect(
        _ rect: CGRect, radius: CGFloat, corners: CACornerMask, to path: CGMutablePath
    ) {
        let reach = min(radius * continuousExpansion, min(rect.width, rect.height) / 2)
        let scale = reach / (radius * continuousExpansion)
        // Where the circle of the same radius crosses the diagonal, measured from the corner.
        let diagonal = radius * scale * (1 - 1 / CGFloat(2).squareRoot())
        // The first control point sits this far from the edge end towards the corner.
        let lead = (reach - 2 * diagonal) * 0.6
        // One corner, drawn in a frame where the corner is the origin, `along` points back
        // along the edge the path arrives on and `across` along the edge it leaves on.
        func corner(_ origin: CGPoint, along: CGVector, across: CGVector, rounded: Bool) {
            func at(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                CGPoint(x: origin.x + along.dx * a + across.dx * b, y: origin.y + along.dy * a + across.dy * b)
            }
            guard rounded else {
                path.addLine(to: origin)
                return
            }
            path.addLine(to: at(reach, 0))
            path.addCurve(to: at(diagonal, diagonal), control1: at(reach - lead, 0), control2: at(2 * diagonal, 0))
            path.addCurve(to: at(0, reach), control1: at(0, 2 * diagonal), control2: at(0, reach - lead))
        }
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        corner(
            CGPoint(x: rect.maxX, y: rect.minY), along: CGVector(dx: -1, dy: 0), across: CGVector(dx: 0, dy: 1),
            rounded: corners.contains(.layerMaxXMinYCorner))
        corner(
            CGPoint(x: rect.maxX, y: rect.maxY), along: CGVector(dx: 0, dy: -1), across: CGVector(dx: -1, dy: 0),
            rounded: corners.contains(.layerMaxXMaxYCorner))
        corner(
            CGPoint(x: rect.minX, y: rect.maxY), along: CGVector(dx: 1, dy: 0), across: CGVector(dx: 0, dy: -1),
            rounded: corners.contains(.layerMinXMaxYCorner))
        corner(
            CGPoint(x: rect.minX, y: rect.minY), along: CGVector(dx: 0, dy: 1), across: CGVector(dx: 1, dy: 0),
            rounded: corners.contains(.layerMinXMinYCorner))
        path.closeSubpath()
    }
}
