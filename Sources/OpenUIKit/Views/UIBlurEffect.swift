import Foundation

/// A blur of what lies behind a view, in one of the system's materials.
///
/// A ``UIVisualEffectView`` showing the effect, or a translucent bar with it as its
/// appearance's background effect, blurs what the compositor painted beneath it. The
/// materials' radii and tints are chosen (Apple does not publish them); see
/// docs/DIVERGENCES.md ("Visual effects").
/// - Note: See https://developer.apple.com/documentation/uikit/uiblureffect
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The materials a blur can use.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The material.
    public let style: Style

    /// Creates a blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
