import Foundation

/// Lets an object supervise a ``UITextView``'s editing: allow or refuse its start and end, vet
/// each change, and hear about changes of the text and the selection. Every method is
/// optional; the defaults allow everything and do nothing.
///
/// The order for one session:
/// 1. ``textViewShouldBeginEditing(_:)`` before the view becomes first responder;
/// 2. ``textViewDidBeginEditing(_:)`` once it is, then
///    `UITextView.textDidBeginEditingNotification`;
/// 3. per edit, ``textView(_:shouldChangeTextIn:replacementText:)``; if allowed, the text
///    changes, then ``textViewDidChangeSelection(_:)`` (the caret moved), then
///    ``textViewDidChange(_:)`` and `UITextView.textDidChangeNotification`;
/// 4. ``textViewShouldEndEditing(_:)`` before it resigns, ``textViewDidEndEditing(_:)`` after,
///    then `UITextView.textDidEndEditingNotification`.
/// Text set in code calls none of them.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextviewdelegate
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before editing starts; false keeps the view from becoming first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asked before editing ends; false keeps the view first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Told editing started.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Told editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before the characters in `range` (UTF-16 offsets) are replaced by `text`; an empty
    /// string is a deletion, `"\n"` the Return key. False leaves the text alone.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told the user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// Told the selection (or the caret) moved.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Asked whether a tap (`interaction`) on the link to `URL` over `characterRange` (UTF-16
    /// offsets) in a view that is not editable should open it; true (the default) opens it
    /// with `UIApplication.open(_:options:completionHandler:)`. Detected data
    /// (``UITextView/dataDetectorTypes``) and `.link` attributes both ask.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:)-1j6yb
    @available(iOS, introduced: 10.0, deprecated: 17.0, message: "Replaced by primaryActionForTextItem: and menuConfigurationForTextItem: for additional customization options.")
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { true }
}
