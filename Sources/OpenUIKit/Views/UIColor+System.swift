import Foundation

extension UIColor {
    /// An opaque colour from 0…255 sRGB bytes, the form Apple's design resources list.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // UIKit divergence: system colours are dynamic in UIKit (light, dark and high-contrast
    // variants chosen by the trait collection); these are their light-mode sRGB values until
    // trait collections exist.

    /// System red, light mode: (255, 59, 48).
    public class var systemRed: UIColor { bytes(255, 59, 48) }
    /// System orange, light mode: (255, 149, 0).
    public class var systemOrange: UIColor { bytes(255, 149, 0) }
    /// System yellow, light mode: (255, 204, 0).
    public class var systemYellow: UIColor { bytes(255, 204, 0) }
    /// System green, light mode: (52, 199, 89).
    public class var systemGreen: UIColor { bytes(52, 199, 89) }
    /// System mint, light mode: (0, 199, 190).
    public class var systemMint: UIColor { bytes(0, 199, 190) }
    /// System teal, light mode: (48, 176, 199).
    public class var systemTeal: UIColor { bytes(48, 176, 199) }
    /// System cyan, light mode: (50, 173, 230).
    public class var systemCyan: UIColor { bytes(50, 173, 230) }
    /// System blue, light mode: (0, 122, 255); the default tint colour.
    public class var systemBlue: UIColor { bytes(0, 122, 255) }
    /// System indigo, light mode: (88, 86, 214).
    public class var systemIndigo: UIColor { bytes(88, 86, 214) }
    /// System purple, light mode: (175, 82, 222).
    public class var systemPurple: UIColor { bytes(175, 82, 222) }
    /// System pink, light mode: (255, 45, 85).
    public class var systemPink: UIColor { bytes(255, 45, 85) }
    /// System brown, light mode: (162, 132, 94).
    public class var systemBrown: UIColor { bytes(162, 132, 94) }
    /// System grey, light mode: (142, 142, 147).
    public class var systemGray: UIColor { bytes(142, 142, 147) }
    /// Second system grey, light mode: (174, 174, 178).
    public class var systemGray2: UIColor { bytes(174, 174, 178) }
    /// Third system grey, light mode: (199, 199, 204).
    public class var systemGray3: UIColor { bytes(199, 199, 204) }
    /// Fourth system grey, light mode: (209, 209, 214).
    public class var systemGray4: UIColor { bytes(209, 209, 214) }
    /// Fifth system grey, light mode: (229, 229, 234).
    public class var systemGray5: UIColor { bytes(229, 229, 234) }
    /// Sixth (lightest) system grey, light mode: (242, 242, 247).
    public class var systemGray6: UIColor { bytes(242, 242, 247) }
}
