import Foundation
import OpenCoreGraphics

// UIKit's geometry boxing. Points, sizes and rectangles are stored by Foundation itself (their
// `objCType` is the struct's encoding, as on Apple's platforms); affine transforms and edge
// insets as arrays of doubles (see OpenCoreGraphics' NSValue+Boxing.swift).
extension NSValue {
    /// A value holding a point.
    /// - Note: See https://developer.apple.com/documentation/foundation/nsvalue/init(cgpoint:)
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// A value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxingDoubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init))
    }

    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(boxingDoubles: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init))
    }

    /// The point the value holds; stops when it holds anything else.
    public var cgPointValue: CGPoint {
        requireStruct("CGPoint", reader: "cgPointValue")
        return pointValue
    }

    /// The size the value holds; stops when it holds anything else.
    public var cgSizeValue: CGSize {
        requireStruct("CGSize", reader: "cgSizeValue")
        return sizeValue
    }

    /// The rectangle the value holds; stops when it holds anything else.
    public var cgRectValue: CGRect {
        requireStruct("CGRect", reader: "cgRectValue")
        return rectValue
    }

    /// The affine transform the value holds; stops when it holds anything else.
    public var cgAffineTransformValue: CGAffineTransform {
        let v = requiredDoubles(count: 6, reader: "cgAffineTransformValue", typeName: "CGAffineTransform")
        return CGAffineTransform(
            a: CGFloat(v[0]), b: CGFloat(v[1]), c: CGFloat(v[2]), d: CGFloat(v[3]), tx: CGFloat(v[4]), ty: CGFloat(v[5]))
    }

    /// The edge insets the value holds; stops when it holds anything else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let v = requiredDoubles(count: 4, reader: "uiEdgeInsetsValue", typeName: "UIEdgeInsets")
        return UIEdgeInsets(top: CGFloat(v[0]), left: CGFloat(v[1]), bottom: CGFloat(v[2]), right: CGFloat(v[3]))
    }

    // Foundation would stop with a bare cast failure; this names the reader and the content.
    private func requireStruct(_ name: String, reader: String) {
        Fatal.check(holdsStruct(named: name), "NSValue.\(reader): the value holds \(typeEncoding), not a \(name)")
    }
}
