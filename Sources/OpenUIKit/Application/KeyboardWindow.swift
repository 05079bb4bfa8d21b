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

    /// The first responder's accessory view on top, then its input view or the keys.
    private(set) var shownInputViews = InputViews(inputView: nil, accessoryView: nil)

    /// Shows `views`: the accessory view across the top at its height, below it the input
    /// view in place of the keys (hidden then; hidden too under an accessory bar shown with a
    /// hardware keyboard), each as wide as the window. Views shown
    /// before and not in `views` are taken out.
    func install(_ views: InputViews) {
        for old in [shownInputViews.accessoryView, shownInputViews.inputView] {
            if let old, old !== views.accessoryView, old !== views.inputView, old.superview === self { old.removeFromSuperview() }
        }
        shownInputViews = views
        let width = bounds.width
        let top = views.accessoryHeight
        if let accessory = views.accessoryView {
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: top)
            accessory.autoresizingMask = [.flexibleWidth]
            if accessory.superview !== self { addSubview(accessory) }
        }
        let lower = CGRect(x: 0, y: top, width: width, height: views.lowerHeight)
        keys.frame = lower
        keys.autoresizingMask = [.flexibleWidth]
        keys.isHidden = views.inputView != nil || views.barInset != nil
        if let input = views.inputView {
            input.frame = lower
            input.autoresizingMask = [.flexibleWidth]
            if input.superview !== self { addSubview(input) }
        }
    }

    /// The keyboard never takes the keyboard focus from the text input.
    override package func makeKey() {}
}
