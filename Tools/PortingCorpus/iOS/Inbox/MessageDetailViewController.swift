import UIKit

/// One message: its subject, sender and a long body in a scroll view laid out with the visual
/// format language, and a reply box at the end that the Reply button scrolls into view.
class MessageDetailViewController: UIViewController {

    @IBOutlet var scrollView: UIScrollView!
    @IBOutlet var contentView: UIView!
    @IBOutlet var subjectLabel: UILabel!
    @IBOutlet var senderLabel: UILabel!
    @IBOutlet var bodyLabel: UILabel!
    @IBOutlet var replyField: UITextField!

    let message: InboxMessage
    private(set) var replyTapCount = 0

    init(message: InboxMessage) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = message.subject
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reply", style: .plain, target: self, action: #selector(reply(_:)))

        scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        contentView = UIView()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)

        subjectLabel = UILabel()
        subjectLabel.text = message.subject
        subjectLabel.font = .boldSystemFont(ofSize: 22)
        subjectLabel.numberOfLines = 0
        senderLabel = UILabel()
        senderLabel.text = "From: " + message.sender
        senderLabel.font = .systemFont(ofSize: 15)
        senderLabel.textColor = .secondaryLabel
        bodyLabel = UILabel()
        bodyLabel.text = message.body
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.numberOfLines = 0
        replyField = UITextField()
        replyField.placeholder = "Reply to " + message.sender
        replyField.borderStyle = .roundedRect
        for label in [subjectLabel!, senderLabel!, bodyLabel!, replyField!] as [UIView] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }

        let views: [String: Any] = [
            "scroll": scrollView!, "content": contentView!, "subject": subjectLabel!,
            "sender": senderLabel!, "body": bodyLabel!, "reply": replyField!,
        ]
        let metrics = ["side": 16, "gap": 24, "replyHeight": 44]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[scroll]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[scroll]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[content]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[content]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-side-[subject]-8-[sender]-gap-[body]-gap-[reply(replyHeight)]-side-|",
            options: [.alignAllLeading, .alignAllTrailing], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-side-[subject]-side-|", options: [], metrics: metrics, views: views)
        constraints.append(contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor))
        NSLayoutConstraint.activate(constraints)
    }

    /// Brings the reply box into view: the scroll view scrolls just enough to show it.
    @objc func reply(_ sender: UIBarButtonItem) {
        replyTapCount += 1
        view.layoutIfNeeded()
        let target = replyField.convert(replyField.bounds, to: scrollView)
        scrollView.scrollRectToVisible(target.insetBy(dx: 0, dy: -8), animated: true)
    }
}
