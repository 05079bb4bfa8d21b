import OpenUIKit

/// The gallery's window: Page Up and Page Down that no responder used switch screens (they
/// reach the window at the end of the chain, whoever is first responder).
final class GalleryWindow: UIWindow {
    weak var gallery: GalleryViewController?
    var log: GalleryLog?

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { log?.note("shake") }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unused: Set<UIPress> = []
        for press in presses {
            switch press.key?.keyCode.rawValue {
            case 0x4E: gallery?.step(by: 1)  // Page Down
            case 0x4B: gallery?.step(by: -1)  // Page Up
            default: unused.insert(press)
            }
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }
}
