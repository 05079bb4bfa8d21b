import Foundation

/// A layout guide a view keeps along its bottom edge that covers the software keyboard while it
/// shows, and the bottom safe area while it is hidden, so
/// `bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)` keeps content above
/// the keyboard. Its changes animate with the keyboard.
///
/// Get one from `UIView.keyboardLayoutGuide`; the view owns it.
/// - Note: See https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (default false: it stays at
    /// the bottom).
    // Limitation: OpenUIKit's keyboard is always docked, so the setting changes nothing.
    open var followsUndockedKeyboard = false

    /// Whether, with the keyboard hidden, the guide's top is the bottom of the safe area
    /// (default true) rather than the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { update(keyboardFrame: lastKeyboardFrame) } }
    }

    /// Keeps the top at the safe area's bottom (keyboard hidden).
    var hiddenTopConstraint: NSLayoutConstraint?
    /// Keeps the top at the view's bottom (keyboard hidden, ``usesBottomSafeArea`` false).
    var viewBottomConstraint: NSLayoutConstraint?
    /// Keeps the top the keyboard's overlap above the view's bottom (keyboard shown).
    var shownTopConstraint: NSLayoutConstraint?
    /// The keyboard frame (screen coordinates) last applied; nil while hidden.
    var lastKeyboardFrame: CGRect?

    /// Makes the guide follow `keyboardFrame` (screen coordinates; nil: hidden).
    package func update(keyboardFrame: CGRect?) {
        lastKeyboardFrame = keyboardFrame
        guard let view = owningView, let hiddenTopConstraint, let shownTopConstraint, let viewBottomConstraint else { return }
        var overlap: CGFloat = 0
        if let keyboardFrame, let window = view.window {
            let inWindow = view.convert(view.bounds, to: nil)
            let inScreen = inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            overlap = max(0, inScreen.maxY - keyboardFrame.minY)
        }
        if keyboardFrame != nil, overlap > 0 {
            hiddenTopConstraint.isActive = false
            viewBottomConstraint.isActive = false
            shownTopConstraint.constant = -overlap
            shownTopConstraint.isActive = true
        } else {
            shownTopConstraint.isActive = false
            viewBottomConstraint.isActive = !usesBottomSafeArea
            hiddenTopConstraint.isActive = usesBottomSafeArea
        }
    }
}
