import OpenUIKit

/// The form for a new task, shown in a sheet: a title field, a priority, an optional due date
/// and a flag. Add stays disabled until the title has text.
final class NewTaskViewController: UIViewController, UITextFieldDelegate {
    let store: TaskStore
    let titleField = UITextField()
    let priorityControl = UISegmentedControl(items: TaskItem.Priority.allCases.map(\.title))
    let dueSwitch = UISwitch()
    let datePicker = UIDatePicker()
    let flagSwitch = UISwitch()
    private var addButton: UIBarButtonItem!

    init(store: TaskStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Task"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        addButton = UIBarButtonItem(title: "Add", style: .done, target: nil, action: nil)
        addButton.primaryAction = UIAction(title: "Add") { [weak self] _ in self?.save() }
        addButton.isEnabled = false
        navigationItem.rightBarButtonItem = addButton

        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        titleField.returnKeyType = .done
        titleField.autocapitalizationType = .sentences
        titleField.clearButtonMode = .whileEditing
        titleField.delegate = self
        titleField.addAction(UIAction { [weak self] _ in self?.titleChanged() }, for: .editingChanged)

        priorityControl.selectedSegmentIndex = TaskItem.Priority.medium.rawValue

        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .compact
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.date = TaskStore.referenceDate
        datePicker.isEnabled = false
        dueSwitch.accessibilityLabel = "Due Date"
        dueSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.datePicker.isEnabled = self.dueSwitch.isOn
        }, for: .valueChanged)
        flagSwitch.accessibilityLabel = "Flagged"

        let stack = UIStackView(arrangedSubviews: [
            titleField,
            priorityControl,
            row(label: "Due Date", trailing: dueSwitch),
            row(label: "Date", trailing: datePicker),
            row(label: "Flagged", trailing: flagSwitch),
        ])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    private func row(label text: String, trailing: UIView) -> UIView {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let row = UIStackView(arrangedSubviews: [label, trailing])
        row.alignment = .center
        row.spacing = 8
        return row
    }

    private func titleChanged() {
        addButton.isEnabled = !(titleField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    func save() {
        let title = (titleField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        store.add(
            title: title, priority: TaskItem.Priority(rawValue: priorityControl.selectedSegmentIndex) ?? .medium,
            due: dueSwitch.isOn ? datePicker.date : nil, isFlagged: flagSwitch.isOn)
        view.endEditing(true)
        dismiss(animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save()
        return false
    }
}
