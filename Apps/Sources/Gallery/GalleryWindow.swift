import OpenUIKit

/// The gallery's window: Page Up and Page Down that no responder used switch screens (they
/// reach the window at the end of the chain, whoever is first responder); F2 shows or hides
/// the touch overlay.
final class GalleryWindow: UIWindow {
    weak var gallery: GalleryViewController?
    var log: GalleryLog?
    /// The overlay showing fingers, the hit-test view and recognizer transitions, when shown.
    private(set) var overlay: TouchOverlayView?

    /// Shows or hides the touch overlay above everything in the window.
    func setOverlayVisible(_ visible: Bool) {
        if visible, overlay == nil {
            let view = TouchOverlayView(frame: bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            overlay = view
        } else if !visible, let view = overlay {
            view.removeFromSuperview()
            overlay = nil
        }
    }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        // Keep the overlay on top of whatever the screens add.
        if let overlay, subview !== overlay { bringSubviewToFront(overlay) }
    }

    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        overlay?.observe(event)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { log?.note("shake") }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unused: Set<UIPress> = []
        for press in presses {
            switch press.key?.keyCode.rawValue {
            case 0x4E: gallery?.step(by: 1)  // Page Down
            case 0x4B: gallery?.step(by: -1)  // Page Up
            case 0x3B: setOverlayVisible(overlay == nil)  // F2
            default: unused.insert(press)
            }
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }
}
