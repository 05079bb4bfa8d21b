import Foundation

extension UIColor {
    /// An opaque colour from 0…255 sRGB bytes, the form Apple's design resources list.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // System colours are dynamic: light, dark and increased-contrast values from Apple's
    // published tables, chosen by the user-interface style and accessibility contrast of the
    // traits they resolve with (unspecified resolves light, normal contrast). They have no
    // elevated variants; docs/PALETTE.md lists every value with its source.

    /// System red: light (255, 59, 48), dark (255, 69, 58);
    /// increased contrast: light (215, 0, 21), dark (255, 105, 97).
    public class var systemRed: UIColor { SystemColors.systemRed }
    /// System orange: light (255, 149, 0), dark (255, 159, 10);
    /// increased contrast: light (201, 52, 0), dark (255, 179, 64).
    public class var systemOrange: UIColor { SystemColors.systemOrange }
    /// System yellow: light (255, 204, 0), dark (255, 214, 10);
    /// increased contrast: light (178, 80, 0), dark (255, 212, 38).
    public class var systemYellow: UIColor { SystemColors.systemYellow }
    /// System green: light (52, 199, 89), dark (48, 209, 88);
    /// increased contrast: light (36, 138, 61), dark (48, 219, 91).
    public class var systemGreen: UIColor { SystemColors.systemGreen }
    /// System mint: light (0, 199, 190), dark (99, 230, 226);
    /// increased contrast: light (12, 129, 123), dark (102, 212, 207).
    public class var systemMint: UIColor { SystemColors.systemMint }
    /// System teal: light (48, 176, 199), dark (64, 200, 224);
    /// increased contrast: light (0, 130, 153), dark (93, 230, 255).
    public class var systemTeal: UIColor { SystemColors.systemTeal }
    /// System cyan: light (50, 173, 230), dark (100, 210, 255);
    /// increased contrast: light (0, 113, 164), dark (112, 215, 255).
    public class var systemCyan: UIColor { SystemColors.systemCyan }
    /// System blue; the default tint colour: light (0, 122, 255), dark (10, 132, 255);
    /// increased contrast: light (0, 64, 221), dark (64, 156, 255).
    public class var systemBlue: UIColor { SystemColors.systemBlue }
    /// System indigo: light (88, 86, 214), dark (94, 92, 230);
    /// increased contrast: light (54, 52, 163), dark (125, 122, 255).
    public class var systemIndigo: UIColor { SystemColors.systemIndigo }
    /// System purple: light (175, 82, 222), dark (191, 90, 242);
    /// increased contrast: light (137, 68, 171), dark (218, 143, 255).
    public class var systemPurple: UIColor { SystemColors.systemPurple }
    /// System pink: light (255, 45, 85), dark (255, 55, 95);
    /// increased contrast: light (211, 15, 69), dark (255, 100, 130).
    public class var systemPink: UIColor { SystemColors.systemPink }
    /// System brown: light (162, 132, 94), dark (172, 142, 104);
    /// increased contrast: light (127, 101, 69), dark (181, 148, 105).
    public class var systemBrown: UIColor { SystemColors.systemBrown }
    /// System grey: light (142, 142, 147), dark (142, 142, 147);
    /// increased contrast: light (108, 108, 112), dark (174, 174, 178).
    public class var systemGray: UIColor { SystemColors.systemGray }
    /// Second system grey: light (174, 174, 178), dark (99, 99, 102);
    /// increased contrast: light (142, 142, 147), dark (124, 124, 128).
    public class var systemGray2: UIColor { SystemColors.systemGray2 }
    /// Third system grey: light (199, 199, 204), dark (72, 72, 74);
    /// increased contrast: light (174, 174, 178), dark (84, 84, 86).
    public class var systemGray3: UIColor { SystemColors.systemGray3 }
    /// Fourth system grey: light (209, 209, 214), dark (58, 58, 60);
    /// increased contrast: light (188, 188, 192), dark (68, 68, 70).
    public class var systemGray4: UIColor { SystemColors.systemGray4 }
    /// Fifth system grey: light (229, 229, 234), dark (44, 44, 46);
    /// increased contrast: light (216, 216, 220), dark (54, 54, 56).
    public class var systemGray5: UIColor { SystemColors.systemGray5 }
    /// Sixth (lightest in light mode) system grey: light (242, 242, 247), dark (28, 28, 30);
    /// increased contrast: light (235, 235, 240), dark (36, 36, 38).
    public class var systemGray6: UIColor { SystemColors.systemGray6 }
}

/// The system colours, made once so each is one dynamic colour (equal to itself).
private enum SystemColors {
    static let systemRed = UIColor.system("systemRedColor", light: .bytes(255, 59, 48), dark: .bytes(255, 69, 58),
        lightHighContrast: .bytes(215, 0, 21), darkHighContrast: .bytes(255, 105, 97))
    static let systemOrange = UIColor.system("systemOrangeColor", light: .bytes(255, 149, 0), dark: .bytes(255, 159, 10),
        lightHighContrast: .bytes(201, 52, 0), darkHighContrast: .bytes(255, 179, 64))
    static let systemYellow = UIColor.system("systemYellowColor", light: .bytes(255, 204, 0), dark: .bytes(255, 214, 10),
        lightHighContrast: .bytes(178, 80, 0), darkHighContrast: .bytes(255, 212, 38))
    static let systemGreen = UIColor.system("systemGreenColor", light: .bytes(52, 199, 89), dark: .bytes(48, 209, 88),
        lightHighContrast: .bytes(36, 138, 61), darkHighContrast: .bytes(48, 219, 91))
    static let systemMint = UIColor.system("systemMintColor", light: .bytes(0, 199, 190), dark: .bytes(99, 230, 226),
        lightHighContrast: .bytes(12, 129, 123), darkHighContrast: .bytes(102, 212, 207))
    static let systemTeal = UIColor.system("systemTealColor", light: .bytes(48, 176, 199), dark: .bytes(64, 200, 224),
        lightHighContrast: .bytes(0, 130, 153), darkHighContrast: .bytes(93, 230, 255))
    static let systemCyan = UIColor.system("systemCyanColor", light: .bytes(50, 173, 230), dark: .bytes(100, 210, 255),
        lightHighContrast: .bytes(0, 113, 164), darkHighContrast: .bytes(112, 215, 255))
    static let systemBlue = UIColor.system("systemBlueColor", light: .bytes(0, 122, 255), dark: .bytes(10, 132, 255),
        lightHighContrast: .bytes(0, 64, 221), darkHighContrast: .bytes(64, 156, 255))
    static let systemIndigo = UIColor.system("systemIndigoColor", light: .bytes(88, 86, 214), dark: .bytes(94, 92, 230),
        lightHighContrast: .bytes(54, 52, 163), darkHighContrast: .bytes(125, 122, 255))
    static let systemPurple = UIColor.system("systemPurpleColor", light: .bytes(175, 82, 222), dark: .bytes(191, 90, 242),
        lightHighContrast: .bytes(137, 68, 171), darkHighContrast: .bytes(218, 143, 255))
    static let systemPink = UIColor.system("systemPinkColor", light: .bytes(255, 45, 85), dark: .bytes(255, 55, 95),
        lightHighContrast: .bytes(211, 15, 69), darkHighContrast: .bytes(255, 100, 130))
    static let systemBrown = UIColor.system("systemBrownColor", light: .bytes(162, 132, 94), dark: .bytes(172, 142, 104),
        lightHighContrast: .bytes(127, 101, 69), darkHighContrast: .bytes(181, 148, 105))
    static let systemGray = UIColor.system("systemGrayColor", light: .bytes(142, 142, 147), dark: .bytes(142, 142, 147),
        lightHighContrast: .bytes(108, 108, 112), darkHighContrast: .bytes(174, 174, 178))
    static let systemGray2 = UIColor.system("systemGray2Color", light: .bytes(174, 174, 178), dark: .bytes(99, 99, 102),
        lightHighContrast: .bytes(142, 142, 147), darkHighContrast: .bytes(124, 124, 128))
    static let systemGray3 = UIColor.system("systemGray3Color", light: .bytes(199, 199, 204), dark: .bytes(72, 72, 74),
        lightHighContrast: .bytes(174, 174, 178), darkHighContrast: .bytes(84, 84, 86))
    static let systemGray4 = UIColor.system("systemGray4Color", light: .bytes(209, 209, 214), dark: .bytes(58, 58, 60),
        lightHighContrast: .bytes(188, 188, 192), darkHighContrast: .bytes(68, 68, 70))
    static let systemGray5 = UIColor.system("systemGray5Color", light: .bytes(229, 229, 234), dark: .bytes(44, 44, 46),
        lightHighContrast: .bytes(216, 216, 220), darkHighContrast: .bytes(54, 54, 56))
    static let systemGray6 = UIColor.system("systemGray6Color", light: .bytes(242, 242, 247), dark: .bytes(28, 28, 30),
        lightHighContrast: .bytes(235, 235, 240), darkHighContrast: .bytes(36, 36, 38))
}
