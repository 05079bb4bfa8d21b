import Foundation

/// When a software keyboard turns on Shift by itself.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether autocorrection is offered while typing.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
// Limitation: there is no autocorrection engine; the value is recorded only.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether misspelled words are marked while typing.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextspellcheckingtype
// Limitation: there is no spell checker; the value is recorded only.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether straight quotes become typographic ones while typing.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextsmartquotestype
// Limitation: no substitution happens; the value is recorded only.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether two hyphens become a dash while typing.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextsmartdashestype
// Limitation: no substitution happens; the value is recorded only.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether a software keyboard is drawn light or dark.
/// - Note: See https://developer.apple.com/documentation/uikit/uikeyboardappearance
public enum UIKeyboardAppearance: Int, Sendable {
    /// Follows the input's interface style.
    case `default` = 0
    case dark = 1
    case light = 2

    /// The deprecated alias of ``dark``.
    public static var alert: UIKeyboardAppearance { .dark }
}
