import Foundation

extension UIResponder {
    /// Tells the software keyboard to read this first responder's input views again.
    func reloadSoftwareKeyboardInputViews() {
        guard let window = responderWindow, window.firstResponder === self else { return }
        window.application?.softwareKeyboard.reloadInputViews(of: self, in: window)
    }
}
