import Foundation

/// A keyboard shortcut: a key, with exactly these modifier keys held, sends ``UICommand/action``.
///
/// A responder lists its shortcuts in ``UIResponder/keyCommands``. When a hardware key goes
/// down, the window looks for a matching command from the first responder up the chain, and
/// sends the first one some responder can perform; the key is then not delivered as a press.
/// - Note: See https://developer.apple.com/documentation/uikit/uikeycommand
// UIKit divergence: the action is a ResponderAction, as for UICommand; command alternates are
// not modelled. It lives with the responders (not the menus) because every responder names it.
@MainActor @preconcurrency
open class UIKeyCommand: UICommand {
    /// The key: the characters it types, or one of the `input…` constants for keys that type
    /// nothing. `nil` only for commands made without one.
    public let input: String?
    /// The modifier keys that must be held, exactly (Caps Lock and the keypad flag are ignored).
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command runs even when the focused view would use the key itself (typing
    /// in a text field, moving its caret). Off by default.
    open var wantsPriorityOverSystemBehavior: Bool = false
    /// Whether the system may remap the input for the current keyboard layout; recorded only.
    open var allowsAutomaticLocalization: Bool = true
    /// Whether the system may swap left and right for right-to-left layouts; recorded only.
    open var allowsAutomaticMirroring: Bool = true

    /// Creates a shortcut for `input` with `modifierFlags` held, sending `action`.
    public init(
        title: String = "", image: UIImage? = nil, action: ResponderAction, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates an untitled shortcut (the form older code uses).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: ResponderAction) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    // MARK: Special keys

    /// The up-arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down-arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left-arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right-arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key.
    public static let inputDelete = "UIKeyInputDelete"
    /// Function keys F1 to F12.
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"
}
