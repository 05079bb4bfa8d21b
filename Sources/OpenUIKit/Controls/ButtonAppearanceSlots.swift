import Foundation

/// What a button keeps besides its titles, images and configuration: its role, the symbol
/// configurations its image is drawn with per state, the touch glow, and the pointer and
/// behavioural-style settings it stores.
@MainActor
final class ButtonAppearanceSlots {
    var role = UIButton.Role.normal
    var symbolConfigurations = ButtonStateValues<UIImage.SymbolConfiguration>()
    var showsTouchWhenHighlighted = false
    /// The glow shown while highlighted (made the first time it is shown).
    var touchGlow: ButtonTouchGlowView?
    var isPointerInteractionEnabled = false
    var pointerStyleProvider: UIButton.PointerStyleProvider?
    var preferredBehavioralStyle = UIBehavioralStyle.automatic
}
