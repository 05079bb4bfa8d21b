import Foundation

/// How a text input wants the keyboard to behave: which keys, what the Return key says, when
/// Shift turns on, whether the text is secret.
///
/// ``UITextField`` and ``UITextView`` keep every trait as a settable property; the protocol's
/// extension answers the defaults for other adopters (custom ``UIKeyInput`` views).
/// - Note: See https://developer.apple.com/documentation/uikit/uitextinputtraits
// UIKit divergence: UIKit's requirements are optional and settable; Swift protocols have no
// optional members, so here they are read-only requirements with defaults in an extension, and
// the adopting classes declare them settable.
@MainActor @preconcurrency
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}
