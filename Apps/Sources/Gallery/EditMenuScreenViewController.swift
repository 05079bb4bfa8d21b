import OpenUIKit

/// Seed 001's edit menu: a long press on the note (or in the text field) makes it first
/// responder and shows a `UIEditMenuInteraction` menu listing the standard commands the
/// responder chain can perform — Select All on the note, Copy once it is selected, Paste in the
/// field once something was copied — plus the screen's own Highlight action. Every command
/// goes up the responder chain; the status line says what happened.
///
/// Layout (points, in the screen's content view): hint (20, 16, 350, 40); note (20, 80, 350, 80);
/// text field (20, 230, 350, 40); status line (20, 290, 350, 24).
final class EditMenuScreenViewController: UIViewController, UIEditMenuInteractionDelegate {
    static let noteFrame = CGRect(x: 20, y: 80, width: 350, height: 80)
    static let fieldFrame = CGRect(x: 20, y: 230, width: 350, height: 44)

    private let log: GalleryLog
    private let note = EditableNoteView(frame: EditMenuScreenViewController.noteFrame)
    private let field = UITextField(frame: EditMenuScreenViewController.fieldFrame)
    private let status = UILabel(frame: CGRect(x: 20, y: 290, width: 350, height: 24))
    private lazy var noteMenu = UIEditMenuInteraction(delegate: self)
    private lazy var fieldMenu = UIEditMenuInteraction(delegate: nil)

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let hint = UILabel(frame: CGRect(x: 20, y: 16, width: 350, height: 40))
        hint.text = "Long-press the note for its edit menu: select it, copy it, then long-press the field to paste."
        hint.useGalleryText(.footnote)
        hint.textColor = .label
        view.addSubview(hint)

        note.onChange = { [unowned self] message in report(message) }
        note.addInteraction(noteMenu)
        note.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: EditMenuScreenViewController.notePressed))
        view.addSubview(note)

        field.accessibilityIdentifier = "paste-field"
        field.placeholder = "Paste here"
        field.borderStyle = .roundedRect
        field.backgroundColor = .systemBackground
        field.addInteraction(fieldMenu)
        field.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: EditMenuScreenViewController.fieldPressed))
        field.addAction(UIAction { [unowned self, weak field] _ in report("field: \((field?.text ?? "").debugDescription)") }, for: .editingChanged)
        view.addSubview(field)

        status.useGalleryText(.subheadline, maximumPointSize: 19)
        status.textColor = .label
        status.text = "No command yet"
        view.addSubview(status)
    }

    private func notePressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        _ = note.becomeFirstResponder()
        noteMenu.presentEditMenu(
            with: UIEditMenuConfiguration(identifier: nil, sourcePoint: recognizer.location(in: note)))
    }

    private func fieldPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        _ = field.becomeFirstResponder()
        fieldMenu.presentEditMenu(
            with: UIEditMenuConfiguration(identifier: nil, sourcePoint: recognizer.location(in: field)))
    }

    private func report(_ message: String) {
        status.text = message
        log.note(message)
    }

    // MARK: UIEditMenuInteractionDelegate

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        let highlight = UIAction(title: note.isHighlighted ? "Unhighlight" : "Highlight") { [unowned self] _ in
            note.isHighlighted.toggle()
            report(note.isHighlighted ? "note highlighted" : "note unhighlighted")
        }
        return UIMenu(children: suggestedActions + [highlight])
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        note.bounds
    }
}

/// A note that takes part in the standard edit commands: it can be selected whole and copied.
final class EditableNoteView: UIView, UIResponderStandardEditActions {
    private let label = UILabel()
    var onChange: ((String) -> Void)?
    private(set) var isAllSelected = false {
        didSet { updateLook() }
    }
    var isHighlighted = false {
        didSet { updateLook() }
    }
    var text = "Meet at noon by the fountain." {
        didSet { label.text = text }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 10
        label.text = text
        label.useGalleryText(.body)
        label.textColor = .label
        label.frame = bounds.insetBy(dx: 16, dy: 12)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        accessibilityIdentifier = "note"
        updateLook()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { true }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { isAllSelected = false }
        return resigned
    }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        switch action {
        case .copy: return isAllSelected
        case .select, .selectAll: return !isAllSelected
        default: return false
        }
    }

    func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        onChange?("copied \(text.debugDescription)")
    }

    func select(_ sender: Any?) { selectAll(sender) }

    // The note is read-only: canPerformAction never offers cut, paste or delete, so the chain
    // passes them on and these are not reached.
    func cut(_ sender: Any?) {}
    func paste(_ sender: Any?) {}
    func delete(_ sender: Any?) {}

    func selectAll(_ sender: Any?) {
        isAllSelected = true
        onChange?("note selected")
    }

    private func updateLook() {
        if isAllSelected {
            backgroundColor = UIColor.systemBlue.withAlphaComponent(0.25)
        } else if isHighlighted {
            backgroundColor = UIColor.systemYellow.withAlphaComponent(0.45)
        } else {
            backgroundColor = .secondarySystemGroupedBackground
        }
    }
}
