import Foundation

extension UIScrollView {
    /// A drag began: with a ``keyboardDismissMode`` other than `.none`, the window's first
    /// responder resigns (the keyboard goes away).
    // UIKit divergence: .interactive (and the accessory variants) dismiss at the start of the
    // drag like .onDrag; there is no on-screen keyboard to follow the finger.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let responder = window?.firstResponder else { return }
        recordScroll(.dismissesKeyboard(responder: responder.traceName))
        _ = responder.resignFirstResponder()
    }
}
