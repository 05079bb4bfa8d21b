import Foundation

extension UIButton {
    /// Whether a classic button glows while highlighted: a soft white disc over its content,
    /// centred on it (false by default). The glow goes when the highlight does. A configured
    /// button ignores it, as UIKit's does.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/showstouchwhenhighlighted
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    public var showsTouchWhenHighlighted: Bool {
        get { appearanceSlots.showsTouchWhenHighlighted }
        set {
            appearanceSlots.showsTouchWhenHighlighted = newValue
            touchGlowMayHaveChanged()
        }
    }

    /// Shows the glow while a classic button with ``showsTouchWhenHighlighted`` is highlighted,
    /// over everything else in the button; hides it otherwise.
    func touchGlowMayHaveChanged() {
        let slots = appearanceSlots
        let shows = slots.showsTouchWhenHighlighted && isHighlighted && configurationSlots.configuration == nil
        if shows {
            let glow = slots.touchGlow ?? ButtonTouchGlowView(frame: .zero)
            if slots.touchGlow == nil { slots.touchGlow = glow }
            if glow.superview !== self || subviews.last !== glow { addSubview(glow) }
            glow.isHidden = false
            layOutTouchGlow()
        } else if let glow = slots.touchGlow, !glow.isHidden {
            glow.isHidden = true
        }
    }

    /// Centres the glow on the bounds.
    func layOutTouchGlow() {
        guard let glow = appearanceSlots.touchGlow, !glow.isHidden else { return }
        let side = ButtonTouchGlowView.diameter
        let frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        if glow.frame != frame { glow.frame = frame }
    }
}
