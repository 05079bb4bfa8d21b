import UIKit

/// Edits one note: a title field and a body in a scroll view whose content size comes from its
/// content's constraints (Apple's TN2154 approach), kept clear of the keyboard.
class NoteEditorViewController: UIViewController, UITextViewDelegate, UITextFieldDelegate {

    @IBOutlet var scrollView: UIScrollView!
    @IBOutlet var contentView: UIView!
    @IBOutlet var titleField: UITextField!
    @IBOutlet var bodyTextView: UITextView!
    @IBOutlet var wordCountLabel: UILabel!
    @IBOutlet var pinButton: UIButton!

    private(set) var note: Note
    let store: NoteStore
    private(set) var saveCount = 0
    private(set) var keyboardHeight: CGFloat = 0
    private(set) var doneButtonItem: UIBarButtonItem!
    private(set) var shareButtonItem: UIBarButtonItem!
    private var bodyHeightConstraint: NSLayoutConstraint!

    init(note: Note, store: NoteStore) {
        self.note = note
        self.store = store
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buildViews()
        buildConstraints()
        doneButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped(_:)))
        shareButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareTapped))
        navigationItem.rightBarButtonItems = [doneButtonItem, shareButtonItem]
        titleField.text = note.title
        bodyTextView.text = note.body
        updateWordCount()
        updatePinButton()

        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)

        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:)))
        tap.cancelsTouchesInView = false
        scrollView.addGestureRecognizer(tap)
    }

    private func buildViews() {
        scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(scrollView)

        contentView = UIView()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)

        titleField = UITextField()
        titleField.translatesAutoresizingMaskIntoConstraints = false
        titleField.font = .preferredFont(forTextStyle: .title1)
        titleField.placeholder = "Title"
        titleField.returnKeyType = .next
        titleField.delegate = self
        titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)
        contentView.addSubview(titleField)

        pinButton = UIButton(type: .system)
        pinButton.translatesAutoresizingMaskIntoConstraints = false
        pinButton.addTarget(self, action: #selector(pinTapped(_:)), for: .touchUpInside)
        contentView.addSubview(pinButton)

        bodyTextView = UITextView()
        bodyTextView.translatesAutoresizingMaskIntoConstraints = false
        bodyTextView.font = .preferredFont(forTextStyle: .body)
        bodyTextView.isScrollEnabled = false
        bodyTextView.delegate = self
        contentView.addSubview(bodyTextView)

        wordCountLabel = UILabel()
        wordCountLabel.translatesAutoresizingMaskIntoConstraints = false
        wordCountLabel.font = .preferredFont(forTextStyle: .footnote)
        wordCountLabel.textColor = .secondaryLabel
        contentView.addSubview(wordCountLabel)
    }

    private func buildConstraints() {
        bodyHeightConstraint = bodyTextView.heightAnchor.constraint(greaterThanOrEqualToConstant: 240)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            // The content's edges pinned to the scroll view's own edges define the content size.
            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),

            titleField.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            titleField.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            titleField.trailingAnchor.constraint(equalTo: pinButton.leadingAnchor, constant: -8),
            titleField.heightAnchor.constraint(equalToConstant: 44),

            pinButton.centerYAnchor.constraint(equalTo: titleField.centerYAnchor),
            pinButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            pinButton.widthAnchor.constraint(equalToConstant: 60),

            bodyTextView.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 8),
            bodyTextView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            bodyTextView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bodyHeightConstraint,

            wordCountLabel.topAnchor.constraint(equalTo: bodyTextView.bottomAnchor, constant: 8),
            wordCountLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            wordCountLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
        ])
    }

    // MARK: - Saving

    func save() {
        note.title = titleField.text ?? ""
        note.body = bodyTextView.text ?? ""
        store.update(note)
        saveCount += 1
    }

    private func updateWordCount() {
        let words = (bodyTextView.text ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).count
        wordCountLabel.text = words == 1 ? "1 word" : "\(words) words"
    }

    private func updatePinButton() {
        pinButton.setTitle(note.isPinned ? "Unpin" : "Pin", for: .normal)
    }

    // MARK: - Actions

    @objc func titleChanged(_ sender: UITextField) {
        title = sender.text
    }

    @objc func pinTapped(_ sender: UIButton) {
        note.isPinned.toggle()
        store.togglePin(note.id)
        updatePinButton()
    }

    @objc func doneTapped(_ sender: UIBarButtonItem) {
        view.endEditing(true)
        save()
        navigationController?.popViewController(animated: true)
    }

    @objc func shareTapped() {
        save()
    }

    @objc private func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: contentView)
        if location.y > bodyTextView.frame.maxY {
            bodyTextView.becomeFirstResponder()
        }
    }

    // MARK: - Keyboard

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let frame = view.convert(value.cgRectValue, from: nil)
        keyboardHeight = max(0, view.bounds.maxY - frame.minY - view.safeAreaInsets.bottom)
        scrollView.contentInset.bottom = keyboardHeight
        scrollView.verticalScrollIndicatorInsets.bottom = keyboardHeight
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }

    // MARK: - Text delegates

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bodyTextView.becomeFirstResponder()
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        save()
    }

    func textViewDidChange(_ textView: UITextView) {
        updateWordCount()
        save()
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        return current.count + text.count - range.length <= 10_000
    }
}
