import Foundation

// A search bar's keyboard traits are its field's: reading or setting one on the bar reads or
// sets it on ``UISearchBar/searchTextField``.
extension UISearchBar: UITextInputTraits {
    /// When the keyboard turns Shift on by itself (the field's).
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is offered (the field's; recorded only).
    public var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether misspellings are marked (the field's; recorded only).
    public var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The kind of keyboard the field asks for (the field's).
    public var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// Whether the keyboard is drawn light or dark (the field's).
    public var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The title of the keyboard's Return key (the field's; `.search` by default).
    public var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether Return is disabled while the text is empty (the field's; true by default).
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// What the text is (the field's; recorded only).
    public var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}
