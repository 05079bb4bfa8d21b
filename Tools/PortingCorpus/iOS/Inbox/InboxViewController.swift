import UIKit

/// One message in the inbox.
struct InboxMessage: Equatable {
    var sender: String
    var subject: String
    var body: String
    var isRead: Bool
}

/// A dark-headed inbox: a header laid out with the visual format language, a plain table of
/// messages, swipe right to mark read or unread, swipe left to archive. Selecting a row shows
/// the message through `show(_:sender:)`, so it is pushed inside a navigation controller and
/// presented anywhere else.
class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    @IBOutlet var headerView: UIView!
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var unreadLabel: UILabel!
    @IBOutlet var markAllButton: UIButton!
    @IBOutlet var tableView: UITableView!

    private(set) var messages: [InboxMessage]
    private(set) var archived: [InboxMessage] = []
    private(set) var shownMessages: [String] = []

    init(messages: [InboxMessage]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    var unreadCount: Int {
        return messages.filter { !$0.isRead }.count
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        headerView = UIView()
        headerView.backgroundColor = .systemIndigo
        headerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)

        titleLabel = UILabel()
        titleLabel.text = "Inbox"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(titleLabel)

        unreadLabel = UILabel()
        unreadLabel.font = .systemFont(ofSize: 15)
        unreadLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        unreadLabel.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(unreadLabel)

        markAllButton = UIButton(type: .system)
        markAllButton.setTitle("Mark All Read", for: .normal)
        markAllButton.setTitleColor(.white, for: .normal)
        markAllButton.translatesAutoresizingMaskIntoConstraints = false
        markAllButton.addTarget(self, action: #selector(markAllRead(_:)), for: .touchUpInside)
        headerView.addSubview(markAllButton)

        tableView = UITableView(frame: .zero, style: .plain)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        view.addSubview(tableView)

        let views: [String: Any] = [
            "header": headerView!, "title": titleLabel!, "unread": unreadLabel!,
            "markAll": markAllButton!, "table": tableView!,
        ]
        let metrics = ["margin": 20, "headerHeight": 120]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[table]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[header(headerHeight)][table]|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[title]-(>=8)-[markAll]-margin-|", options: [.alignAllCenterY],
            metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[unread]-margin-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[title]-4-[unread]-12-|", options: [], metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)

        updateUnreadLabel()
    }

    private func updateUnreadLabel() {
        let count = unreadCount
        unreadLabel.text = count == 0 ? "All caught up" : (count == 1 ? "1 unread message" : "\(count) unread messages")
        markAllButton.isEnabled = count > 0
    }

    // MARK: - Actions

    @objc func markAllRead(_ sender: UIButton) {
        for index in messages.indices {
            messages[index].isRead = true
        }
        tableView.reloadData()
        updateUnreadLabel()
    }

    func toggleRead(at indexPath: IndexPath) {
        messages[indexPath.row].isRead.toggle()
        tableView.reloadRows(at: [indexPath], with: .none)
        updateUnreadLabel()
    }

    func archive(at indexPath: IndexPath) {
        archived.append(messages.remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .automatic)
        updateUnreadLabel()
    }

    func showMessage(at index: Int) {
        messages[index].isRead = true
        updateUnreadLabel()
        shownMessages.append(messages[index].subject)
        let detail = MessageDetailViewController(message: messages[index])
        show(detail, sender: self)
    }

    // MARK: - Table view data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = messages[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = message.sender
        content.secondaryText = message.subject
        content.textProperties.font = message.isRead ? .systemFont(ofSize: 17) : .boldSystemFont(ofSize: 17)
        content.image = UIImage(systemName: message.isRead ? "envelope" : "envelope.fill")
        cell.contentConfiguration = content
        return cell
    }

    // MARK: - Table view delegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showMessage(at: indexPath.row)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let isRead = messages[indexPath.row].isRead
        let toggle = UIContextualAction(style: .normal, title: isRead ? "Unread" : "Read") { [weak self] _, _, completion in
            self?.toggleRead(at: indexPath)
            completion(true)
        }
        toggle.backgroundColor = .systemBlue
        toggle.image = UIImage(systemName: isRead ? "envelope.fill" : "envelope")
        let configuration = UISwipeActionsConfiguration(actions: [toggle])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .destructive, title: "Archive") { [weak self] _, _, completion in
            self?.archive(at: indexPath)
            completion(true)
        }
        archive.backgroundColor = .systemPurple
        return UISwipeActionsConfiguration(actions: [archive])
    }
}
