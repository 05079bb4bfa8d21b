import Foundation
import OpenCoreGraphics

extension UIColor {
    /// Creates a colour from a Core Graphics colour: two components are read as grey and alpha,
    /// four as sRGB red, green, blue and alpha.
    ///
    /// Other component counts (CMYK, patterns) stop the program: no other colour space exists.
    // UIKit divergence: components in other RGB spaces (Display P3, linear sRGB) are taken as
    // sRGB unconverted.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        switch c.count {
        case 2:
            self.init(white: c[0], alpha: c[1])
        case 4:
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        default:
            Fatal.stop("UIColor(cgColor:): a colour with \(c.count) components is not grey or RGB: \(cgColor)")
        }
    }

    /// The colour as a Core Graphics colour: grey for colours made as greys, sRGB otherwise (a
    /// new value each time; equal colours give equal values).
    /// A dynamic colour is resolved with `UITraitCollection.current` first, as in UIKit.
    public var cgColor: CGColor {
        let c = resolvedForCurrentTraits()
        return c.storedIsGray
            ? CGColor(gray: c.storedRed, alpha: c.storedAlpha)
            : CGColor(srgbRed: c.storedRed, green: c.storedGreen, blue: c.storedBlue, alpha: c.storedAlpha)
    }

    /// Makes the colour the fill and the stroke colour of the current context.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the fill colour of the current context (nothing happens without one).
    @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the stroke colour of the current context (nothing happens without one).
    @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
