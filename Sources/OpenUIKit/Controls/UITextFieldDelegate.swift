import Foundation

/// Lets an object supervise a ``UITextField``'s editing session: allow or refuse its start and
/// end, vet each text change, and decide what Return does. Every method is optional; the
/// defaults allow everything and do nothing.
///
/// The order for one session (reference order [DOC] plus OpenUIKit's choices, docs/DIVERGENCES.md):
/// 1. ``textFieldShouldBeginEditing(_:)`` before the field becomes first responder;
/// 2. ``textFieldDidBeginEditing(_:)`` once it is, then `.editingDidBegin`;
/// 3. per change, ``textField(_:shouldChangeCharactersIn:replacementString:)``, then
///    `.editingChanged` if allowed;
/// 4. on Return, ``textFieldShouldReturn(_:)``, then `.editingDidEndOnExit` if allowed;
/// 5. ``textFieldShouldEndEditing(_:)`` before it resigns, ``textFieldDidEndEditing(_:)`` after,
///    then `.editingDidEnd`. A field forced out (removed from its window) skips step 5's question.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextfielddelegate
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before editing starts; false keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told editing started: the field is now first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends; false keeps the field first responder (unless it is forced out).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told editing ended: the field is no longer first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before the characters in `range` (UTF-16 offsets into the current text) are
    /// replaced by `string`; an empty string means a deletion. False leaves the text alone.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Asked before the text is cleared by the clear button.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when Return is pressed; false skips the field's default handling
    /// (`.editingDidEndOnExit` and the resignation that may follow).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Told the selection (or the caret) moved while the field is editing: by typing,
    /// deleting, a tap or drag, or code setting the selection or the text.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
