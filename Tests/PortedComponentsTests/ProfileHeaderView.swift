// Written as for iOS; the only change is `import UIKit` → `import OpenUIKit`, `#selector`
// target-action → a method reference, and no `@objc` (see README in this folder's tests).
import OpenUIKit

struct Profile {
    var name: String
    var bio: String
    var avatar: UIImage?
}

final class ProfileHeaderView: UIView {
    let avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 40
        imageView.backgroundColor = .systemGray5
        return imageView
    }()

    let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .label
        label.textAlignment = .center
        return label
    }()

    let bioLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        return label
    }()

    let followButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 8
        return button
    }()

    let messageButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Message", for: .normal)
        button.backgroundColor = .systemGray5
        button.layer.cornerRadius = 8
        button.isHidden = true
        return button
    }()

    private lazy var buttonStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [followButton, messageButton])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 12
        return stack
    }()

    private(set) lazy var contentStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [avatarImageView, nameLabel, bioLabel, buttonStack])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.setCustomSpacing(16, after: bioLabel)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: bottomAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 80),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),
            buttonStack.widthAnchor.constraint(equalTo: contentStack.layoutMarginsGuide.widthAnchor),
            followButton.heightAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with profile: Profile) {
        nameLabel.text = profile.name
        bioLabel.text = profile.bio
        avatarImageView.image = profile.avatar
    }
}

final class ProfileViewController: UIViewController {
    let headerView = ProfileHeaderView()
    private(set) var isFollowing = false
    private(set) var messagesOpened = 0
    var profile = Profile(name: "Ada Lovelace", bio: "Analyst of engines", avatar: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        headerView.configure(with: profile)
        headerView.followButton.addTarget(self, action: ProfileViewController.followTapped, for: .touchUpInside)
        headerView.messageButton.addTarget(self, action: ProfileViewController.messageTapped, for: .touchUpInside)
    }

    private func followTapped(_ sender: UIButton) {
        isFollowing.toggle()
        sender.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
        headerView.messageButton.isHidden = !isFollowing
    }

    private func messageTapped() {
        messagesOpened += 1
    }
}
