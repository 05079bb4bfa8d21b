import Foundation
import OpenCoreGraphics

extension UIColor {
    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Makes the colour the fill and stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
