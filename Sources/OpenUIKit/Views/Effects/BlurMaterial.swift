import Foundation

/// What one blur material looks like: how far it blurs, how much it saturates the blurred
/// colours, and the tint laid over them (a dynamic colour: light and dark).
///
/// Apple publishes neither the radii nor the tints of its materials. These values are
/// [CHOSEN]: a standard deviation of 10–24 points, saturation 1.8, and tints whose opacity
/// grows from ultra-thin to thick, chrome close to the bars' opaque colour; see
/// docs/DIVERGENCES.md ("Visual effects").
struct BlurMaterial {
    /// The Gaussian's standard deviation, in points.
    let blurRadius: CGFloat
    /// The saturation factor applied to the blurred colours (1 leaves them unchanged).
    let saturation: CGFloat
    /// The colour over the blur.
    let tint: UIColor

    /// The material of `style`.
    static func of(_ style: UIBlurEffect.Style) -> BlurMaterial {
        switch style {
        case .systemUltraThinMaterial: return make(10, light: (248, 0.30), dark: (30, 0.30))
        case .systemThinMaterial: return make(14, light: (248, 0.50), dark: (30, 0.50))
        case .systemMaterial, .regular: return make(18, light: (248, 0.68), dark: (30, 0.68))
        case .systemThickMaterial, .prominent: return make(22, light: (248, 0.82), dark: (30, 0.82))
        case .systemChromeMaterial: return BlurMaterial(blurRadius: 18, saturation: 1.8, tint: chromeTint)
        case .systemUltraThinMaterialLight: return make(10, light: (248, 0.30), dark: (248, 0.30))
        case .systemThinMaterialLight: return make(14, light: (248, 0.50), dark: (248, 0.50))
        case .systemMaterialLight: return make(18, light: (248, 0.68), dark: (248, 0.68))
        case .systemThickMaterialLight: return make(22, light: (248, 0.82), dark: (248, 0.82))
        case .systemChromeMaterialLight: return make(18, light: (247, 0.80), dark: (247, 0.80))
        case .systemUltraThinMaterialDark: return make(10, light: (30, 0.30), dark: (30, 0.30))
        case .systemThinMaterialDark: return make(14, light: (30, 0.50), dark: (30, 0.50))
        case .systemMaterialDark: return make(18, light: (30, 0.68), dark: (30, 0.68))
        case .systemThickMaterialDark: return make(22, light: (30, 0.82), dark: (30, 0.82))
        case .systemChromeMaterialDark: return make(18, light: (22, 0.80), dark: (22, 0.80))
        case .extraLight: return make(20, light: (255, 0.70), dark: (255, 0.70))
        case .light: return make(24, light: (255, 0.30), dark: (255, 0.30))
        case .dark: return make(20, light: (28, 0.73), dark: (28, 0.73))
        case .extraDark: return make(20, light: (18, 0.85), dark: (18, 0.85))
        }
    }

    /// The chrome material's tint (bars): at 80 % over white it gives the opaque bar colour
    /// (247, 247, 247) exactly, over black the dark one (22, 22, 24), so a bar over the system
    /// background looks as an opaque bar does.
    private static let chromeTint = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 27.5 / 255, green: 27.5 / 255, blue: 30 / 255, alpha: 0.8)
            : UIColor(white: 245 / 255, alpha: 0.8)
    })

    /// A material of grey tints `light` and `dark` (a grey level and an opacity each).
    private static func make(
        _ radius: CGFloat, light: (white: Int, alpha: CGFloat), dark: (white: Int, alpha: CGFloat)
    ) -> BlurMaterial {
        let lightTint = UIColor(white: CGFloat(light.white) / 255, alpha: light.alpha)
        let darkTint = UIColor(white: CGFloat(dark.white) / 255, alpha: dark.alpha)
        let tint = UIColor(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? darkTint : lightTint })
        return BlurMaterial(blurRadius: radius, saturation: 1.8, tint: tint)
    }
}
