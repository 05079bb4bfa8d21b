import Foundation

extension UIColor {
    /// Opaque black (grey 0).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque dark grey (grey 1/3).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Opaque light grey (grey 2/3).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Opaque white (grey 1).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Opaque mid grey (grey 1/2).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure sRGB red.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure sRGB green.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure sRGB blue.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Green and blue at full strength.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Red and green at full strength.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Red and blue at full strength.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Full red, half green.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Half red, half blue.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Red 0.6, green 0.4, blue 0.2.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent (grey 0, alpha 0).
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
