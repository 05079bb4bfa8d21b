import Foundation

extension UIColor {
    /// Creates a colour from hue, saturation and brightness (HSB, all 0…1; a hue of 1 wraps to
    /// red) and an opacity.
    ///
    /// A NaN or infinite component stops the program.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        UIColor.validate(
            "UIColor(hue:saturation:brightness:alpha:)",
            [("hue", hue), ("saturation", saturation), ("brightness", brightness), ("alpha", alpha)])
        let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from Display P3 components, treated as sRGB components.
    ///
    /// A NaN or infinite component stops the program.
    // UIKit divergence: UIKit converts Display P3 to extended sRGB (saturated P3 colours get
    // components outside 0…1); colour management is not modelled, so the numbers are taken
    // as sRGB unchanged.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        UIColor.validate(
            "UIColor(displayP3Red:green:blue:alpha:)",
            [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)])
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with opacity `alpha` (clamped to 0…1).
    /// For a dynamic colour, a dynamic colour resolving to the receiver's resolution with that
    /// opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor.validate("UIColor.withAlphaComponent(_:)", [("alpha", alpha)])
        if dynamicProvider != nil {
            let base = self
            return UIColor(dynamicProvider: { base.resolvedColor(with: $0).withAlphaComponent(alpha) })
        }
        if isGray { return UIColor(white: red, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the sRGB components and alpha through the pointers given (any may be `nil`);
    /// always succeeds, since every colour here is sRGB. A dynamic colour gives its components
    /// with `UITraitCollection.current`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation, brightness (each 0…1) and alpha through the pointers given;
    /// always succeeds. Greys have hue and saturation 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
            } else if maximum == green {
                h = 2 + (blue - red) / delta
            } else {
                h = 4 + (red - green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey level and alpha through the pointers given, for colours made as greys
    /// (`init(white:alpha:)` and the grey named colours); returns `false` and writes nothing for
    /// colours made from RGB or HSB components, as UIKit does for colours outside a grey space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGray else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// sRGB components of an HSB colour (the usual six-sector conversion).
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation, 0), 1)
        let v = brightness
        guard s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
