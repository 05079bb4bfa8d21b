import Foundation
import OpenCoreGraphics

/// A vector path with the line and fill settings to draw it, drawn into the current context
/// (``UIGraphicsGetCurrentContext()``).
///
/// Build it from a shape initializer or element by element, then ``fill()`` or ``stroke()``
/// it inside `draw(_:)` or an image renderer. Angles are in radians and follow UIKit's y-down
/// space: `clockwise: true` turns towards increasing angles, which looks clockwise on screen.
///
/// ```swift
/// let badge = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
/// UIColor.systemRed.setFill()
/// badge.fill()
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uibezierpath
// UIKit divergence: not an NSObject (no NSCopying/NSSecureCoding); `copy()` is not offered.
open class UIBezierPath: CustomStringConvertible {
    /// The path being built; ``cgPath`` hands out immutable copies.
    var path: CGMutablePath

    /// The stroke width in points; 1 unless set.
    open var lineWidth: CGFloat = 1
    /// How open ends of strokes are drawn; `.butt` unless set.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of strokes are drawn; `.miter` unless set.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long joins may extend before they are bevelled, as a multiple of the line width; 10.
    open var miterLimit: CGFloat = 10
    /// The largest distance allowed between a curve and its flattened segments, in device
    /// pixels; 0.6.
    // Limitation: kept and copied, but not passed to the context (Cairo picks its own
    // tolerance, 0.1 pixel, which is finer).
    open var flatness: CGFloat = 0.6
    /// Whether fills, clips and ``contains(_:)`` use the even-odd rule instead of non-zero
    /// winding; false.
    open var usesEvenOddFillRule = false
    /// The dash pattern (lengths of painted and unpainted runs) and where it starts; no dash
    /// unless set.
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public init() {
        path = CGMutablePath()
    }

    /// Creates a path from a Core Graphics path (copied, so later changes to either do not
    /// reach the other).
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// Creates a closed rectangle starting at its top-left corner and running clockwise on
    /// screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates the closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a rectangle whose four corners are circular arcs of `cornerRadius`, limited to
    /// half the shorter side.
    // UIKit divergence: UIKit draws "continuous" corners (a curvature-continuous blend into
    // the sides); these are plain circular arcs, so the outline differs by a fraction of a
    // point near the tangent points.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a rectangle with circular arcs of radius `cornerRadii.width` at `corners`
    /// (limited to half the shorter side) and square corners elsewhere.
    ///
    /// As in UIKit since iOS 7, only the width of `cornerRadii` is used.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let size = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, limit))
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? size : 0 }
        let topLeft = radius(.topLeft)
        let topRight = radius(.topRight)
        let bottomRight = radius(.bottomRight)
        let bottomLeft = radius(.bottomLeft)
        let half = CGFloat.pi / 2
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        corner(CGPoint(x: r.maxX - topRight, y: r.minY + topRight), topRight, from: -half)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        corner(CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), bottomRight, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        corner(CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), bottomLeft, from: half)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        corner(CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), topLeft, from: 2 * half)
        path.closeSubpath()
    }

    /// Adds a quarter turn (on screen, clockwise) around `center` starting at angle `start`;
    /// nothing for a square corner.
    private func corner(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat) {
        guard radius > 0 else { return }
        path.addRelativeArc(center: center, radius: radius, startAngle: start, delta: .pi / 2)
    }

    /// Creates an open arc of a circle from `startAngle` to `endAngle`; `clockwise` is meant on
    /// screen (towards increasing angles in UIKit's y-down space).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as an immutable Core Graphics path; setting it replaces every element.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The box around every point of the path, Bézier control points included (as UIKit
    /// measures it); `.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next element starts: the end of the last one, `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements (not even a move).
    open var isEmpty: Bool { path.isEmpty }

    /// Whether `point` is inside the path under its fill rule (open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern from `count` lengths at `pattern` (nil or 0 removes the dash),
    /// starting `phase` points into the pattern.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (which must hold `count` values when given),
    /// its length into `count` and its phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    open var description: String { "UIBezierPath(\(path.elements))" }
}
