// Written as for iOS; the only change is `import UIKit` → `import OpenUIKit`, `#selector`
// target-action → a method reference, and no `@objc`.
import OpenUIKit

final class SettingRowView: UIView {
    let iconView = UIView()
    let titleLabel = UILabel()
    let toggle = UISwitch()

    init(title: String, color: UIColor) {
        super.init(frame: .zero)
        iconView.backgroundColor = color
        iconView.layer.cornerRadius = 6
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)

        let row = UIStackView(arrangedSubviews: [iconView, titleLabel, toggle])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)

        iconView.setContentHuggingPriority(.required, for: .horizontal)
        toggle.setContentHuggingPriority(.required, for: .horizontal)
        // Below required, so the row can collapse when a stack view hides it.
        let bottom = row.bottomAnchor.constraint(equalTo: bottomAnchor)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 28),
            iconView.heightAnchor.constraint(equalToConstant: 28),
            row.topAnchor.constraint(equalTo: topAnchor),
            bottom,
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class NotificationSettingsViewController: UIViewController {
    let allowRow = SettingRowView(title: "Allow Notifications", color: .systemRed)
    let soundsRow = SettingRowView(title: "Sounds", color: .systemPink)
    let badgesRow = SettingRowView(title: "Badges", color: .systemOrange)
    let footerLabel = UILabel()
    private(set) var changes: [String] = []

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground

        footerLabel.text = "Notifications may include alerts and sounds."
        footerLabel.font = .preferredFont(forTextStyle: .footnote)
        footerLabel.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [allowRow, soundsRow, badgesRow, footerLabel])
        stack.axis = .vertical
        stack.spacing = 1
        stack.setCustomSpacing(12, after: badgesRow)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        for row in [allowRow, soundsRow, badgesRow] {
            row.backgroundColor = .secondarySystemGroupedBackground
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        allowRow.toggle.isOn = true
        soundsRow.toggle.isOn = true
        allowRow.toggle.addTarget(self, action: NotificationSettingsViewController.allowChanged, for: .valueChanged)
        soundsRow.toggle.addTarget(self, action: NotificationSettingsViewController.soundsChanged, for: .valueChanged)
    }

    private func allowChanged(_ sender: UISwitch) {
        changes.append("allow \(sender.isOn)")
        UIView.animate(withDuration: 0.25) {
            self.soundsRow.isHidden = !sender.isOn
            self.badgesRow.isHidden = !sender.isOn
        }
    }

    private func soundsChanged(_ sender: UISwitch) {
        changes.append("sounds \(sender.isOn)")
    }
}
