import Foundation

/// The window the software keyboard draws its keys in, above every application window. It is
/// never the key window: the text input keeps the keyboard focus.
package final class KeyboardWindow: UIWindow {
    /// The keys, filling the window.
    package let keys = KeyboardKeysView()

    /// The level keyboard windows sit at, above alerts.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    override package init(frame: CGRect, application: UIApplication) {
        super.init(frame: frame, application: application)
        windowLevel = Self.keyboardLevel
        accessibilityIdentifier = "SoftwareKeyboard"
        keys.frame = bounds
        keys.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(keys)
    }

    package required init?(coder: NSCoder) {
        Fatal.stop("KeyboardWindow is made by the software keyboard only, never decoded")
    }

    /// The keyboard never takes the keyboard focus from the text input.
    override package func makeKey() {}
}
