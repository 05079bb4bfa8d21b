import Foundation

/// A one-line editable text control.
///
/// Editing session:
/// 1. A tap lifted inside the field (or ``becomeFirstResponder()``) asks the delegate's
///    `textFieldShouldBeginEditing`; if allowed the field becomes first responder — the old one
///    resigning first — with the caret at the end, then `textFieldDidBeginEditing` and
///    `.editingDidBegin`.
/// 2. While it is first responder, key presses edit it: characters are inserted, Backspace
///    deletes, the left and right arrows move the caret, Return asks `textFieldShouldReturn`.
///    Other keys (Tab, Escape, shortcuts with Command or Control) go up the responder chain.
/// 3. Every change goes through ``UIKeyInput``-style replacement: the delegate's
///    `textField(_:shouldChangeCharactersIn:replacementString:)` sees the range in UTF-16
///    units, then the text changes and `.editingChanged` is sent.
/// 4. Resigning (another responder takes over, Return with a `.editingDidEndOnExit` action,
///    ``resignFirstResponder()``) asks `textFieldShouldEndEditing`, then sends
///    `textFieldDidEndEditing` and `.editingDidEnd`.
///
/// The field carries out the standard edit commands (cut, copy, paste, select, select all,
/// delete) sent up the responder chain, on ``selectedRange`` and ``UIPasteboard/general``, and
/// the hardware keyboard's ⌘Z, ⇧⌘Z, ⌘A, ⌘X, ⌘C and ⌘V. Its edits are undoable through the
/// window's ``UIResponder/undoManager`` (Text/TextUndoRecorder.swift).
///
/// Like UIButton, a field keeps a single tap from a superview's tap recognizer (reference C3).
/// - Note: See https://developer.apple.com/documentation/uikit/uitextfield
/// The field draws its text (or the placeholder, in the placeholder colour, while empty) on one
/// line centred vertically, and while editing the selection and a caret in the tint colour; a
/// text wider than the field scrolls horizontally to keep the caret visible.
/// With ``isSecureTextEntry`` it draws a bullet per character and refuses copy and cut; with a
/// ``clearButtonMode`` it draws a clear button that empties the text (asking
/// `textFieldShouldClear`). Beginning, changing and ending an edit post
/// ``textDidBeginEditingNotification``, ``textDidChangeNotification`` and
/// ``textDidEndEditingNotification`` on `NotificationCenter.default`.
///
/// A ``leftView`` and a ``rightView`` sit at the field's leading and trailing edges (swapped in
/// right-to-left layouts) while their modes show them, and the text makes room for them; they
/// are subviews, so a button among them gets its own taps. An ``attributedPlaceholder`` and an
/// ``attributedText`` draw with their attributes.
// Limitation: there is no marked (IME) text, no drag to select and no edit menu of its own.
@MainActor @preconcurrency
open class UITextField: UIControl, UIKeyInput, UITextInputTraits, UIResponderStandardEditActions {
    /// The text being edited; `""` when empty. Setting it (`nil` means empty) puts the caret at
    /// the end, sends no control event and forgets the field's undo steps, as in UIKit.
    open var text: String? {
        get { storage }
        set {
            undoRecorder.forgetSteps(of: self)
            storage = newValue ?? ""
            storedAttributedText = nil
            selection = NSRange(location: storage.utf16.count, length: 0)
            setNeedsDisplay()
        }
    }

    /// The text with its styles. Setting it sets ``text`` to its characters (and puts the
    /// caret at the end); the field draws each run with its attributes, those it lacks coming
    /// from ``font`` and ``textColor``. Reading it gives the styled text last set (as edited
    /// since: typed characters take the attributes of the character before them), or the plain
    /// text in the field's font and colour. Setting ``text`` drops the styles.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/attributedtext
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return NSAttributedString(string: storage, attributes: plainTextAttributes)
        }
        set {
            undoRecorder.forgetSteps(of: self)
            storage = newValue?.string ?? ""
            storedAttributedText = newValue.map { NSMutableAttributedString(attributedString: $0) }
            selection = NSRange(location: storage.utf16.count, length: 0)
            setNeedsDisplay()
        }
    }

    /// The hint shown while the text is empty, in the placeholder colour (grey) and ``font``.
    /// Setting it replaces ``attributedPlaceholder``; reading it gives that one's characters.
    open var placeholder: String? {
        get {
            switch storedPlaceholder {
            case .plain(let text): text
            case .styled(let text): text.string
            case nil: nil
            }
        }
        set {
            // Kept as a string: Foundation here keeps part of every attributed string it makes
            // (see StyledText), and fields set their placeholder each time they are made.
            storedPlaceholder = newValue.map { .plain($0) }
            placeholderDidChange()
        }
    }

    /// The hint shown while the text is empty, drawn with its own attributes (a colour, a
    /// font); attributes it lacks are the placeholder colour and ``font``. Setting
    /// ``placeholder`` replaces it with a plain grey string in ``font``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder
    open var attributedPlaceholder: NSAttributedString? {
        get {
            switch storedPlaceholder {
            case .plain(let text):
                NSAttributedString(string: text, attributes: [
                    .font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.placeholderText,
                ])
            case .styled(let text): text
            case nil: nil
            }
        }
        set {
            storedPlaceholder = newValue.map { .styled(($0.copy() as? NSAttributedString) ?? NSAttributedString(attributedString: $0)) }
            placeholderDidChange()
        }
    }

    /// The placeholder as set: plain text through ``placeholder`` (drawn in the placeholder
    /// colour and the field's font as they are now), or styled text through
    /// ``attributedPlaceholder``.
    enum StoredPlaceholder {
        case plain(String)
        case styled(NSAttributedString)
    }
    /// The placeholder, if any.
    var storedPlaceholder: StoredPlaceholder?
    /// The styled placeholder, nil for a plain one or none.
    var styledPlaceholder: NSAttributedString? {
        if case .styled(let text) = storedPlaceholder { return text }
        return nil
    }
    /// The styled text set through ``attributedText``, kept in step with every edit; nil for
    /// plain text.
    var storedAttributedText: NSMutableAttributedString?

    private func placeholderDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: Side views (UITextField+SideViews.swift)

    /// A view at the field's leading edge (the left one in left-to-right layouts), shown as
    /// ``leftViewMode`` says: a magnifying glass, say. A button in it gets its own taps.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/leftview
    open var leftView: UIView? {
        didSet { sideViewChanged(from: oldValue, to: leftView) }
    }

    /// When ``leftView`` shows (default `.never`).
    open var leftViewMode: ViewMode = .never {
        didSet { if oldValue != leftViewMode { sideViewsNeedUpdate() } }
    }

    /// A view at the field's trailing edge (the right one in left-to-right layouts), shown as
    /// ``rightViewMode`` says: a password field's "show" button, say. A shown clear button sits
    /// just before it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/rightview
    open var rightView: UIView? {
        didSet { sideViewChanged(from: oldValue, to: rightView) }
    }

    /// When ``rightView`` shows (default `.never`).
    open var rightViewMode: ViewMode = .never {
        didSet { if oldValue != rightViewMode { sideViewsNeedUpdate() } }
    }

    /// Where ``leftView`` goes in `bounds`: at the leading edge (the right one in right-to-left
    /// layouts) at its own size, centred vertically; zero without a left view.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        sideViewRect(for: leftView, atLeading: true, in: bounds)
    }

    /// Where ``rightView`` goes in `bounds`: at the trailing edge (the left one in
    /// right-to-left layouts) at its own size, centred vertically; zero without a right view.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        sideViewRect(for: rightView, atLeading: false, in: bounds)
    }

    /// The font of the text and placeholder (default: the 17-point system font); nil resets it.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether a Dynamic Type ``font`` is made again at the new size when the field's content
    /// size category changes (UITextField+ContentSizeCategory.swift).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory && !oldValue { adjustFontForContentSizeCategory() } }
    }

    /// The colour of the text (default: the label colour); nil resets it.
    open var textColor: UIColor? = UIColor.label {
        didSet {
            if textColor == nil { textColor = UIColor.label }
            setNeedsDisplay()
        }
    }

    /// How the text sits in the field when it is narrower (default natural).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The attributes of the field's text as a whole: its ``font``, ``textColor`` and any other
    /// attributes set here. Setting it applies the attributes to the entire text (the font and
    /// colour become ``font`` and ``textColor``); attributes it lacks keep their values.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/defaulttextattributes
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { plainTextAttributes }
        set {
            var extra = newValue
            if let newFont = extra.removeValue(forKey: .font) as? UIFont { font = newFont }
            if let newColor = extra.removeValue(forKey: .foregroundColor) as? UIColor { textColor = newColor }
            // A new value replaces the old one, as in UIKit: attributes it leaves out are gone.
            extraDefaultAttributes = extra
            if storedAttributedText != nil || !extraDefaultAttributes.isEmpty {
                let whole = NSRange(location: 0, length: storage.utf16.count)
                let styled = storedAttributedText ?? NSMutableAttributedString(string: storage)
                if whole.length > 0 { styled.addAttributes(plainTextAttributes, range: whole) }
                storedAttributedText = styled
            }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The attributes the characters the user types next take: nil while the field is not
    /// editing (setting it then does nothing, as in UIKit). While editing they are those of the
    /// character before the caret (the ``defaultTextAttributes`` in plain text) until set; a
    /// value set lasts until the selection moves or editing ends.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/typingattributes
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            guard isEditing else { return nil }
            if let storedTypingAttributes { return storedTypingAttributes }
            if let styled = storedAttributedText, styled.length > 0 {
                return styled.attributes(at: max(0, min(selection.location, styled.length) - 1), effectiveRange: nil)
            }
            return plainTextAttributes
        }
        set {
            guard isEditing else {
                misuseLog.log("UITextField.typingAttributes: \(traceName) is not editing, so the attributes are ignored, as in UIKit")
                return
            }
            storedTypingAttributes = newValue
        }
    }

    /// How far the text is scrolled left to keep the caret visible, in points.
    var textScrollOffset: CGFloat = 0

    /// The object that supervises editing; held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is in an editing session (it is the first responder).
    public internal(set) var isEditing = false

    /// The characters themselves; `text` never returns `nil`.
    var storage = ""
    /// The selection in UTF-16 offsets; a zero length is the caret. A change while editing
    /// tells the delegate (``UITextFieldDelegate/textFieldDidChangeSelection(_:)``).
    var selection = NSRange(location: 0, length: 0) {
        didSet {
            if isEditing, selection != oldValue { delegate?.textFieldDidChangeSelection(self) }
        }
    }
    /// The field's shaped text, kept by the field alone (see `fieldLayout(placeholder:)`).
    var ownedTextLayout: TextLayout?
    /// Presses the field consumed at key-down, so their key-ups do not go up the chain alone.
    private var consumedPresses: Set<UIPress> = []
    /// Records the user's edits with the window's undo manager (Text/TextUndoRecorder.swift).
    let undoRecorder = TextUndoRecorder()
    /// The end of the selection Shift-arrows keep fixed (see ``TextSelectionMotion``).
    var selectionAnchor: Int?
    /// The typing attributes the app set during this run of typing; nil follows the text.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// Attributes from ``defaultTextAttributes`` besides the font and colour.
    var extraDefaultAttributes: [NSAttributedString.Key: Any] = [:]

    // MARK: Input views (shown with the software keyboard, Application/SoftwareKeyboard.swift)

    /// Storage for ``inputView``.
    private var storedInputView: UIView?
    /// Storage for ``inputAccessoryView``.
    private var storedInputAccessoryView: UIView?

    /// A view shown in place of the software keyboard's keys while this field is first
    /// responder; nil (the default) shows the keys. A change while editing shows after
    /// `reloadInputViews()`, as in UIKit.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown on top of the software keyboard while this field is first responder (a
    /// toolbar, say); nil by default. A change while editing shows after `reloadInputViews()`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Text input traits (UITextInputTraits)

    /// When the software keyboard turns Shift on by itself (default `.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is offered (recorded only: there is no autocorrection).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked (recorded only: there is no spell checker).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes become typographic (recorded only).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes (recorded only).
    open var smartDashesType: UITextSmartDashesType = .default
    /// The kind of keyboard the field asks for (default `.default`).
    open var keyboardType: UIKeyboardType = .default
    /// Whether the software keyboard is drawn light or dark (default follows the interface style).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the software keyboard's Return key (default `.default`, "return").
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is disabled while the text is empty (default false).
    open var enablesReturnKeyAutomatically = false
    /// What the text is (recorded only: nothing is suggested).
    open var textContentType: UITextContentType!
    /// Whether the text is secret: drawn as bullets, and never copied or cut (default false).
    open var isSecureTextEntry = false {
        didSet {
            guard oldValue != isSecureTextEntry else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: Clear button (UITextField+ClearButton.swift)

    /// When the clear button shows (default `.never`).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    /// Whether beginning an edit empties the text first (default false).
    open var clearsOnBeginEditing = false

    /// Creates a field with `frame` and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The frame the field draws around itself (default none); see UITextField+BorderStyle.swift.
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard oldValue != borderStyle else { return }
            applyBorderStyle()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The rectangle the border is drawn in: the whole bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in when not editing: the bounds inside the border, less
    /// the places of the side views and the clear button while they show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var insets = Self.textInsets(for: borderStyle)
        let leading = leadingSideWidth(in: bounds)
        let trailing = trailingSideWidth(in: bounds) + clearButtonReservedWidth
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            insets.left = max(insets.left, trailing)
            insets.right = max(insets.right, leading)
        } else {
            insets.left = max(insets.left, leading)
            insets.right = max(insets.right, trailing)
        }
        let rect = bounds.inset(by: insets)
        return rect.width < 0 ? CGRect(x: rect.minX, y: rect.minY, width: 0, height: rect.height) : rect
    }

    /// Where the clear button goes in `bounds`: a square at the trailing edge (just before a
    /// shown right view), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = UITextField.clearButtonDiameter
        let leftToRight = effectiveUserInterfaceLayoutDirection != .rightToLeft
        let side = trailingSideWidth(in: bounds)
        let x = leftToRight
            ? bounds.maxX - side - UITextField.clearButtonMargin - size : bounds.minX + side + UITextField.clearButtonMargin
        return CGRect(x: x, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the text is edited in: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Lays out as every view does, then shows, hides and places the side views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSideViews()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if borderStyle != .none { applyBorderStyle() }
    }

    // MARK: Drawing (UITextField+Drawing.swift)

    /// The text's (or placeholder's) line height and width: what the field needs to show it.
    open override var intrinsicContentSize: CGSize { fieldIntrinsicSize() }

    /// Draws the text or placeholder, and while editing the selection and the caret.
    open override func draw(_ rect: CGRect) { drawField() }

    // MARK: Selection

    /// The selected characters as UTF-16 offsets into ``text``; a zero length is the caret.
    /// Setting clamps to the text and widens to whole characters.
    // UIKit divergence: UIKit exposes the selection as `selectedTextRange`, a UITextRange
    // between UITextPositions; OpenUIKit uses an NSRange in the units the delegate sees.
    open var selectedRange: NSRange {
        get { selection }
        set {
            undoRecorder.closeStep()
            selection = wholeCharacterRange(newValue)
        }
    }

    // MARK: First responder

    /// A field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts an editing session (see the type's step 1). Returns false when the delegate,
    /// the current first responder or ``canBecomeFirstResponder`` refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) {
            recordControl(.delegateRefused(delegateMethod: "textFieldShouldBeginEditing"))
            return false
        }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            undoRecorder.forgetSteps(of: self)
            storage = ""
            storedAttributedText = nil
        }
        // The caret is placed before the session starts; the delegate hears of it after
        // textFieldDidBeginEditing, as on iOS [INF].
        selection = NSRange(location: storage.utf16.count, length: 0)
        isEditing = true
        sideViewsNeedUpdate()
        recordControl(.beganEditing)
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends the editing session (see the type's step 4). Returns false, still editing, when
    /// the delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard canResignFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldEndEditing(self) {
            recordControl(.delegateRefused(delegateMethod: "textFieldShouldEndEditing"))
            return false
        }
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

    /// A field leaving its window ends its session even if the delegate would refuse (the
    /// window has already let go of it as first responder).
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window, isEditing {
            if isFirstResponder { window?.setFirstResponder(nil) }
            finishEditing()
        }
    }

    // MARK: Touches

    /// A tracked touch lifted inside the field starts editing, after the touch-up events, and
    /// puts the caret at the character boundary nearest it (a second tap selects the word
    /// there); one lifted on a shown clear button clears the text instead.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        var tapped: UITouch?
        if isTracking, let touch = ownedTouch, touches.contains(touch) { tapped = touch }
        super.touchesEnded(touches, with: event)
        guard let tapped, isInsideForTracking(tapped.location(in: self), with: event) else { return }
        let point = tapped.location(in: self)
        let onClearButton = isClearButtonShown && clearButtonRect(forBounds: bounds).contains(point)
        if !isFirstResponder { becomeFirstResponder() }
        if onClearButton {
            clearFromButton()
        } else if !isEditing {
            return
        } else if tapped.tapCount == 2, let word = wordRange(around: textOffset(at: point)) {
            changeSelection(to: word)
        } else {
            changeSelection(to: NSRange(location: textOffset(at: point), length: 0))
        }
    }

    // MARK: Recognizers of other views

    /// Refuses other views' single one-finger taps, so a tap on the field begins editing even
    /// under a superview's tap recognizer (a "tap to dismiss the keyboard" recognizer, say),
    /// and that recognizer does not fire [INF, C3].
    // UIKit divergence: UIKit's field owns text-interaction recognizers that win the tap; here
    // the field refuses the foreign tap in gestureRecognizerShouldBegin(_:) as UIButton does,
    // which gives the same outcome for a plain tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Presses

    /// Key presses edit the field while it is editing; keys it does not use go up the chain.
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

    /// Whether the field holds any text.
    open var hasText: Bool { !storage.isEmpty }

    /// Replaces the selection with `text` (if the delegate agrees) and puts the caret after it.
    /// A lone newline is Return, as from a keyboard's return key.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            handleReturn()
            return
        }
        replaceCharacters(in: selection, with: text, kind: .typing)
    }

    /// Deletes the selection, or else the whole character before the caret (if the delegate
    /// agrees).
    open func deleteBackward() {
        if selection.length > 0 {
            replaceCharacters(in: selection, with: "", kind: .deleting)
        } else if let range = characterRange(before: selection.location) {
            replaceCharacters(in: range, with: "", kind: .deleting)
        }
    }

    // MARK: Edit commands

    /// While editing: cut, copy and delete need a selection, paste needs text on the general
    /// pasteboard, select needs text and a bare caret, select all needs text. A field that is
    /// not editing performs none of them.
    open override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        switch action {
        case .cut, .copy: return isEditing && selection.length > 0 && !isSecureTextEntry
        case .delete: return isEditing && selection.length > 0
        case .paste: return isEditing && (generalPasteboard?.hasStrings ?? false)
        case .select: return isEditing && hasText && selection.length == 0
        case .selectAll: return isEditing && hasText
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Puts the selection on the general pasteboard, then deletes it (if the delegate agrees).
    open func cut(_ sender: Any?) {
        guard selection.length > 0, !isSecureTextEntry else { return }
        copy(sender)
        replaceCharacters(in: selection, with: "")
    }

    /// Puts the selected text on the general pasteboard.
    open func copy(_ sender: Any?) {
        guard selection.length > 0, let range = Range(selection, in: storage) else { return }
        guard !isSecureTextEntry else {
            misuseLog.log("UITextField.copy(_:): \(traceName) holds secure text, which is never copied")
            return
        }
        guard let pasteboard = generalPasteboard else {
            misuseLog.log("UITextField.copy(_:): \(traceName) is in no window, so it has no application pasteboard; nothing copied")
            return
        }
        pasteboard.string = String(storage[range])
        recordControl(.copied(location: selection.location, length: selection.length))
    }

    /// Replaces the selection with the general pasteboard's text (if the delegate agrees).
    open func paste(_ sender: Any?) {
        guard let string = generalPasteboard?.string else { return }
        replaceCharacters(in: selection, with: string)
    }

    /// The general pasteboard of the application whose window holds the field; nil outside
    /// every window.
    private var generalPasteboard: UIPasteboard? { owningApplication.map(UIPasteboard.general(of:)) }

    /// Selects the word at (or just before) the caret.
    open func select(_ sender: Any?) {
        if let word = wordRange(around: selection.location) { changeSelection(to: word) }
    }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) {
        changeSelection(to: NSRange(location: 0, length: storage.utf16.count))
    }

    /// Deletes the selection without touching the pasteboard (if the delegate agrees).
    open func delete(_ sender: Any?) {
        guard selection.length > 0 else { return }
        replaceCharacters(in: selection, with: "")
    }

    // MARK: Accessibility defaults

    /// The text typed.
    package override var defaultAccessibilityValue: String? { text }

    /// A text field is not activated: the assistive technology taps the activation point instead.
    package override func performDefaultAccessibilityActivation() -> Bool { false }
}
