import Foundation

/// A scrollable, multi-line, editable text region: a notes body, a message being written.
///
/// Editing session:
/// 1. A tap on an editable text view (or ``becomeFirstResponder()``) asks the delegate's
///    `textViewShouldBeginEditing`; if allowed the view becomes first responder (the old one
///    resigning first), then `textViewDidBeginEditing` and ``textDidBeginEditingNotification``.
///    A tap puts the caret at the character boundary nearest the finger.
/// 2. While it is first responder, key presses (the hardware keyboard) and the software
///    keyboard's keys edit it through ``insertText(_:)`` and ``deleteBackward()``: Return
///    inserts a newline, Backspace deletes, the arrows move the caret (up and down keep its x
///    position), Shift-arrows extend the selection.
/// 3. Every edit asks `textView(_:shouldChangeTextIn:replacementText:)`; when allowed the text
///    changes with ``typingAttributes``, the caret follows, `textViewDidChangeSelection`,
///    `textViewDidChange` and ``textDidChangeNotification`` follow, and the view scrolls to keep
///    the caret visible.
/// 4. Resigning asks `textViewShouldEndEditing`, then sends `textViewDidEndEditing` and
///    ``textDidEndEditingNotification``.
///
/// Edits are undoable through the window's ``UIResponder/undoManager`` (⌘Z, ⇧⌘Z on the
/// hardware keyboard; Text/TextUndoRecorder.swift). The view carries out the standard edit
/// commands sent up the chain (and ⌘X, ⌘C, ⌘V, ⌘A) on ``selectedRange`` and the general
/// pasteboard.
///
/// The text is laid out in ``textContainer`` (as wide as the view less ``textContainerInset``,
/// less the container's `lineFragmentPadding` at both ends) and drawn by a content subview the
///  size of ``UIScrollView/contentSize``. With ``UIScrollView/isScrollEnabled`` false the view
/// sizes itself: its intrinsic height is its text's, at its current width.
/// - Note: See https://developer.apple.com/documentation/uikit/uitextview
// Limitation: no marked (IME) text, data detectors, drag to select or edit menu.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UIKeyInput, UITextInputTraits, TextContainerOwner,
    SoftwareKeyboardClient, UIResponderStandardEditActions
{
    /// The characters and their attributes: a string reused from a freed text view when there
    /// is one (``TextStoragePool``), given back when this one is freed.
    private let storageLease = TextStorageLease()
    /// The characters and their attributes.
    package var storage: NSMutableAttributedString { storageLease.storage }
    /// The selection in UTF-16 offsets; a zero length is the caret.
    var selection = NSRange(location: 0, length: 0)
    /// Draws the text, the selection and the caret; sized to the content.
    let contentView = TextViewContentView()
    /// The width the last layout laid the text out at (self-sizing re-measures when it changes).
    var measuredWidth: CGFloat?
    /// Presses the view consumed at key-down, so their key-ups do not go up the chain alone.
    var consumedPresses: Set<UIPress> = []
    /// Records the user's edits with the window's undo manager (Text/TextUndoRecorder.swift).
    let undoRecorder = TextUndoRecorder()
    /// The end of the selection Shift-arrows keep fixed (see ``TextSelectionMotion``).
    var selectionAnchor: Int?
    /// The x position up and down arrows keep, with the offset they last moved to (a move
    /// from anywhere else starts from the caret's own x).
    var verticalGoal: (x: CGFloat, offset: Int)?

    /// The region the text is laid out in.
    public let textContainer: NSTextContainer

    /// The object that supervises editing, when the scroll view's delegate adopts
    /// ``UITextViewDelegate``.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// Creates an empty, editable, selectable text view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view laying out its text in `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: .greatestFiniteMagnitude))
        super.init(frame: frame)
        self.textContainer.owner = self
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        typingAttributes = defaultAttributes()
        updateTextLayout()
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        textContainer.owner = self
        contentView.textView = self
        addSubview(contentView)
        typingAttributes = defaultAttributes()
    }

    // MARK: Text and its style

    /// The plain text (never nil when read). Setting it replaces the whole text in the view's
    /// font, colour and alignment, puts the caret at the end, calls no delegate method and
    /// forgets the view's undo steps.
    open var text: String! {
        get {
            // A copy in a buffer of its own, made once per change: a string sharing the storage's
            // buffer, kept by the app, makes every later edit copy the buffer for good (see
            // `String.withOwnStorage`).
            if let textSnapshot { return textSnapshot }
            let copy = storage.string.withOwnStorage
            textSnapshot = copy
            return copy
        }
        set {
            // Replaced in place: Foundation here keeps every new attributed string's memory.
            storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: newValue ?? "")
            if storage.length > 0 {
                storage.setAttributes(defaultAttributes(), range: NSRange(location: 0, length: storage.length))
            }
            textDidChangeProgrammatically()
        }
    }

    /// The copy of the text ``attributedText`` last returned; dropped whenever the text or its
    /// style changes (every change of the storage ends in `textLayoutDidChange()`).
    var attributedTextSnapshot: NSAttributedString?
    /// The copy of the text ``text`` last returned, dropped with ``attributedTextSnapshot``.
    var textSnapshot: String?

    /// The styled text. Setting it replaces the text with its attributes as they are (and
    /// forgets the view's undo steps).
    open var attributedText: NSAttributedString! {
        get {
            // One copy per change of the text, not per read: Foundation here keeps part of every
            // attributed string it makes (see StyledText).
            if let attributedTextSnapshot { return attributedTextSnapshot }
            let copy = NSAttributedString(attributedString: storage)
            attributedTextSnapshot = copy
            return copy
        }
        set {
            if let newValue {
                storage.setAttributedString(newValue)
            } else {
                storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: "")
            }
            textDidChangeProgrammatically()
        }
    }

    /// The font of the whole text; nil (the default) draws in the 12-point system font, as
    /// UIKit's text view does. Setting it restyles the whole text and the typing attributes.
    open var font: UIFont? {
        didSet {
            applyToWholeText(.font, font ?? UITextView.defaultFont)
        }
    }

    /// The colour of the whole text; nil (the default) draws in the label colour.
    open var textColor: UIColor? {
        didSet {
            applyToWholeText(.foregroundColor, textColor ?? .label)
        }
    }

    /// How lines sit between the container's edges (default natural).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    /// The attributes newly typed text gets: the view's font and colour, or those of the
    /// character before the caret once the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    /// The space between the view's edges and its text container (default 8 above and below,
    /// none at the sides).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// Whether the user can change the text (default true).
    open var isEditable = true {
        didSet {
            if !isEditable, isFirstResponder { resignFirstResponder() }
            if oldValue != isEditable, !dataDetectorTypes.isEmpty { textLayoutDidChange() }
        }
    }

    /// The kinds of data (web and e-mail addresses, telephone numbers…) shown as links in a
    /// view that is not editable; none by default. A tap on one opens it (see
    /// `UITextView+DataDetectors.swift`). An editable view detects nothing, as in UIKit.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextview/datadetectortypes
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { dataDetectorTypesDidChange(from: oldValue) }
    }

    /// The text as drawn with its detected links, and what was found, for the text it was made
    /// from; dropped whenever the text or its style changes.
    var detectedData: DetectedTextData?

    /// Whether the user can select the text (default true).
    open var isSelectable = true

    /// Whether the view is in an editing session.
    var isEditing = false

    /// Replaced text keeps the typing attributes and the caret; a new text view starts with
    /// these attributes.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    // MARK: Text input traits (UITextInputTraits)

    /// When the software keyboard turns Shift on by itself (default `.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is offered (recorded only).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked (recorded only).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes become typographic (recorded only).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes (recorded only).
    open var smartDashesType: UITextSmartDashesType = .default
    // MARK: Input views (shown with the software keyboard, Application/SoftwareKeyboard.swift)

    /// Storage for ``inputView``.
    private var storedInputView: UIView?
    /// Storage for ``inputAccessoryView``.
    private var storedInputAccessoryView: UIView?

    /// A view shown in place of the software keyboard's keys while this view is first
    /// responder; nil (the default) shows the keys. A change while editing shows after
    /// `reloadInputViews()`, as in UIKit.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown on top of the software keyboard while this view is first responder (a
    /// toolbar, say); nil by default. A change while editing shows after `reloadInputViews()`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// The kind of keyboard the view asks for.
    open var keyboardType: UIKeyboardType = .default
    /// Whether the software keyboard is drawn light or dark.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the software keyboard's Return key (a text view's Return inserts a newline).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is disabled while the text is empty.
    open var enablesReturnKeyAutomatically = false
    /// What the text is (recorded only).
    open var textContentType: UITextContentType!
    /// Whether the text is secret.
    // Limitation: a secure text view draws its text as it is (UIKit's text views do not draw
    // bullets either; only text fields do).
    open var isSecureTextEntry = false

    // MARK: Selection

    /// The selected characters as UTF-16 offsets; a zero length is the caret. Setting clamps to
    /// the text, widens to whole characters and calls `textViewDidChangeSelection`.
    open var selectedRange: NSRange {
        get { selection }
        set { changeSelection(to: newValue, notify: true) }
    }

    // MARK: Layout and sizing

    open override func layoutSubviews() {
        super.layoutSubviews()
        if measuredWidth != bounds.width {
            updateTextLayout()
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
    }

    /// With scrolling off, the height of the text at the current width (plus insets) and no
    /// intrinsic width; with scrolling on, none (a scrolling text view is sized from outside).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let width = bounds.width > 0 ? bounds.width : nil
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(width: width))
    }

    /// The size that shows the whole text at `size.width` (its widest line when the width is
    /// unlimited or zero), insets included.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let height = fittingHeight(width: width)
        return CGSize(width: width ?? fittingWidth(), height: height)
    }

    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } }
    }

    // MARK: First responder

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts an editing session (see the type's step 1). Returns false when the delegate or
    /// the current first responder refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if isEditable, let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        guard isEditable else { return true }
        isEditing = true
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        scrollCaretToVisible()
        return true
    }

    /// Ends the editing session (see the type's step 4). Returns false, still editing, when the
    /// delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard canResignFirstResponder else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Ends the session without asking the delegate (`endEditing(true)`).
    package override func resignFirstResponderForcibly() {
        guard isEditing else { return super.resignFirstResponderForcibly() }
        if isFirstResponder { window?.setFirstResponder(nil) }
        finishEditing()
    }

    /// A text view leaving its window ends its session.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window, isEditing {
            if isFirstResponder { window?.setFirstResponder(nil) }
            finishEditing()
        }
    }

    /// Ends the session once the view is no longer first responder.
    func finishEditing() {
        undoRecorder.closeStep()
        isEditing = false
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Touches

    /// A touch that lifts without the view having scrolled opens the link under it in a
    /// selectable view that is not editable (see `UITextView+DataDetectors.swift`); otherwise
    /// it puts the caret under it (a second tap selects the word there) and begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isSelectable || isEditable, let touch = touches.first, !isDragging, !isDecelerating else { return }
        let point = touch.location(in: contentView)
        if !isEditable, isSelectable, openLink(at: point) { return }
        if !isFirstResponder, !becomeFirstResponder() { return }
        let tapped = offset(at: point)
        if touch.tapCount == 2, let word = storage.string.wordRange(around: tapped) {
            changeSelection(to: word, notify: true)
        } else {
            changeSelection(to: NSRange(location: tapped, length: 0), notify: true)
        }
        scrollCaretToVisible()
    }

    // MARK: Presses (the hardware keyboard)

    /// Key presses edit the view while it is editing; keys it does not use go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unused: Set<UIPress> = []
        for press in presses {
            if isEditing, let key = press.key, handleKey(key) {
                consumedPresses.insert(press)
            } else {
                unused.insert(press)
            }
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.subtracting(consumedPresses)
        if !unused.isEmpty { super.pressesChanged(unused, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.subtracting(consumedPresses)
        consumedPresses.subtract(presses)
        if !unused.isEmpty { super.pressesEnded(unused, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.subtracting(consumedPresses)
        consumedPresses.subtract(presses)
        if !unused.isEmpty { super.pressesCancelled(unused, with: event) }
    }

    // MARK: UIKeyInput

    /// Whether the view holds any text.
    open var hasText: Bool { storage.length > 0 }

    /// Replaces the selection with `text` (if the delegate agrees); `"\n"` is a newline.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        replaceCharacters(in: selection, with: text, kind: .typing)
    }

    /// Deletes the selection, or else the whole character before the caret (if the delegate
    /// agrees).
    open func deleteBackward() {
        guard isEditable else { return }
        if selection.length > 0 {
            replaceCharacters(in: selection, with: "", kind: .deleting)
        } else if let range = characterRange(before: selection.location) {
            replaceCharacters(in: range, with: "", kind: .deleting)
        }
    }

    // MARK: Edit commands

    /// Cut and delete need an editable view and a selection, copy a selection, paste an
    /// editable view and text on the general pasteboard, select text and a bare caret, select
    /// all some text; a view that is not first responder performs none of them.
    open override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        switch action {
        case .cut, .delete: return isEditing && selection.length > 0
        case .copy: return isFirstResponder && selection.length > 0
        case .paste: return isEditing && (generalPasteboard?.hasStrings ?? false)
        case .select: return isFirstResponder && hasText && selection.length == 0
        case .selectAll: return isFirstResponder && hasText
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Puts the selection on the general pasteboard, then deletes it (if the delegate agrees);
    /// one undo step.
    open func cut(_ sender: Any?) {
        guard isEditable, selection.length > 0 else { return }
        copy(sender)
        replaceCharacters(in: selection, with: "")
    }

    /// Puts the selected text on the general pasteboard.
    open func copy(_ sender: Any?) {
        guard selection.length > 0, NSMaxRange(selection) <= storage.length else { return }
        guard let pasteboard = generalPasteboard else {
            misuseLog.log("UITextView.copy(_:): \(traceName) is in no window, so it has no application pasteboard; nothing copied")
            return
        }
        pasteboard.string = (storage.string as NSString).substring(with: selection)
    }

    /// Replaces the selection with the general pasteboard's text (if the delegate agrees); one
    /// undo step.
    open func paste(_ sender: Any?) {
        guard isEditable, let string = generalPasteboard?.string else { return }
        replaceCharacters(in: selection, with: string)
    }

    /// Selects the word at (or just before) the caret.
    open func select(_ sender: Any?) {
        if let word = storage.string.wordRange(around: selection.location) { changeSelection(to: word, notify: true) }
    }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) {
        changeSelection(to: NSRange(location: 0, length: storage.length), notify: true)
    }

    /// Deletes the selection without touching the pasteboard (if the delegate agrees).
    open func delete(_ sender: Any?) {
        guard isEditable, selection.length > 0 else { return }
        replaceCharacters(in: selection, with: "")
    }

    /// The general pasteboard of the application whose window holds the view; nil outside
    /// every window.
    private var generalPasteboard: UIPasteboard? { owningApplication.map(UIPasteboard.general(of:)) }

    // MARK: Text container

    func textContainerDidChange() { textLayoutDidChange() }

    /// A text view takes the software keyboard's input only while editable.
    package var acceptsSoftwareKeyboardInput: Bool { isEditable }

    // MARK: Accessibility defaults

    /// The text.
    package override var defaultAccessibilityValue: String? { text }
}
