import OpenUIKit

/// Settings in an inset-grouped table: show completed tasks, the reminder lead time, the list's
/// name (an alert with a text field) and deleting completed tasks (a confirming action sheet).
final class SettingsViewController: UITableViewController {
    enum Row {
        case showCompleted, reminder, rename, deleteCompleted
    }

    let store: TaskStore
    let sections: [(title: String, footer: String?, rows: [Row])] = [
        ("Display", "Completed tasks stay in the list until you delete them.", [.showCompleted]),
        ("Reminders", nil, [.reminder]),
        ("List", nil, [.rename, .deleteCompleted]),
    ]
    let completedSwitch = UISwitch()
    let reminderStepper = UIStepper()

    init(store: TaskStore) {
        self.store = store
        super.init(style: .insetGrouped)
        title = "Settings"
        tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        completedSwitch.isOn = store.showsCompleted
        completedSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.store.showsCompleted = self.completedSwitch.isOn
        }, for: .valueChanged)
        reminderStepper.minimumValue = 0
        reminderStepper.maximumValue = 60
        reminderStepper.stepValue = 5
        reminderStepper.value = Double(store.reminderMinutes)
        reminderStepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.store.reminderMinutes = Int(self.reminderStepper.value)
            self.tableView.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .none)
        }, for: .valueChanged)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default
        switch sections[indexPath.section].rows[indexPath.row] {
        case .showCompleted:
            content.text = "Show Completed"
            cell.accessoryView = completedSwitch
            cell.selectionStyle = .none
        case .reminder:
            content.text = store.reminderMinutes == 0 ? "No reminder" : "Remind \(store.reminderMinutes) min before"
            cell.accessoryView = reminderStepper
            cell.selectionStyle = .none
        case .rename:
            content.text = "Rename List"
            content.secondaryText = store.listName
            cell.accessoryType = .disclosureIndicator
        case .deleteCompleted:
            content.text = "Delete Completed Tasks"
            content.textProperties.color = .systemRed
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch sections[indexPath.section].rows[indexPath.row] {
        case .rename: rename()
        case .deleteCompleted: confirmDeleteCompleted(from: tableView.cellForRow(at: indexPath))
        case .showCompleted, .reminder: break
        }
    }

    private func rename() {
        let alert = UIAlertController(title: "Rename List", message: "Enter a new name for this list.", preferredStyle: .alert)
        alert.addTextField { [store] field in
            field.text = store.listName
            field.clearButtonMode = .whileEditing
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            guard let self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self.store.listName = name
            self.tableView.reloadData()
        })
        present(alert, animated: true)
    }

    private func confirmDeleteCompleted(from cell: UITableViewCell?) {
        let count = store.tasks.filter(\.isDone).count
        let sheet = UIAlertController(
            title: nil, message: count == 1 ? "1 completed task will be deleted." : "\(count) completed tasks will be deleted.",
            preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Completed", style: .destructive) { [weak self] _ in
            self?.store.deleteCompleted()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = cell
        present(sheet, animated: true)
    }
}
