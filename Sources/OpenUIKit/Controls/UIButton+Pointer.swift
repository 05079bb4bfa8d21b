import Foundation

/// A button's iPad pointer and platform-style settings. This library has no pointer (no
/// trackpad or mouse hover reaches a view), so these are stored and read back.
// UIKit divergence: no pointer effect is ever shown, so `isHovered` stays false and
// `pointerStyleProvider` is never called (docs/DIVERGENCES.md, `UIButton`).
extension UIButton {
    /// The type of ``pointerStyleProvider``: given the button and the effect and shape the
    /// system proposes, the style to show (nil for none).
    @available(iOS 13.4, *)
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the button shows a pointer effect when an iPad pointer is over it (false by
    /// default; setting ``pointerStyleProvider`` turns it on). Stored only: no pointer here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/ispointerinteractionenabled
    @available(iOS 13.4, *)
    public var isPointerInteractionEnabled: Bool {
        get { appearanceSlots.isPointerInteractionEnabled }
        set { appearanceSlots.isPointerInteractionEnabled = newValue }
    }

    /// The closure choosing the pointer style over the button; setting one turns
    /// ``isPointerInteractionEnabled`` on. Stored only: never called, as no pointer hovers here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/pointerstyleprovider-y4eb
    @available(iOS 13.4, *)
    public var pointerStyleProvider: PointerStyleProvider? {
        get { appearanceSlots.pointerStyleProvider }
        set {
            appearanceSlots.pointerStyleProvider = newValue
            if newValue != nil { appearanceSlots.isPointerInteractionEnabled = true }
        }
    }

    /// Whether a pointer effect is active on the button: always false here (no pointer).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/ishovered
    @available(iOS 15.0, *)
    public var isHovered: Bool { false }

    /// The style the button draws and behaves in: always `.pad` here, whatever
    /// ``preferredBehavioralStyle`` asks, as on an iPhone or iPad (the Mac style is Mac
    /// Catalyst's).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/behavioralstyle
    @available(iOS 15.0, *)
    public var behavioralStyle: UIBehavioralStyle { .pad }

    /// The style asked for (`.automatic` by default); ``behavioralStyle`` is the one used.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/preferredbehavioralstyle
    @available(iOS 15.0, *)
    public var preferredBehavioralStyle: UIBehavioralStyle {
        get { appearanceSlots.preferredBehavioralStyle }
        set { appearanceSlots.preferredBehavioralStyle = newValue }
    }
}
