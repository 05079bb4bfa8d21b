import Foundation

/// Which layout of keys a software keyboard offers a text input.
/// - Note: See https://developer.apple.com/documentation/uikit/uikeyboardtype
// Limitation: OpenUIKit's software keyboard draws one letters plane for every type; the type is
// recorded and readable, and does not change the keys.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboard the input method prefers.
    case `default` = 0
    /// Characters a plain ASCII keyboard can type.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// Characters used in web addresses.
    case URL = 3
    /// Digits 0 to 9 only.
    case numberPad = 4
    /// A telephone keypad: digits, `*`, `#` and `+`.
    case phonePad = 5
    /// A telephone keypad that can also type a person's name.
    case namePhonePad = 6
    /// Characters used in e-mail addresses.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// Characters used in social-network handles (`@`, `#`).
    case twitter = 9
    /// Characters used in web searches, with a Go-style key.
    case webSearch = 10
    /// Digits on an ASCII number pad.
    case asciiCapableNumberPad = 11

    /// The deprecated alias of ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
