import UIKit

@objc protocol ProfileHeaderViewDelegate: AnyObject {
    @objc optional func profileHeaderViewDidTapFollow(_ header: ProfileHeaderView)
    @objc optional func profileHeaderViewDidTapAvatar(_ header: ProfileHeaderView)
    @objc optional func profileHeaderView(_ header: ProfileHeaderView, didTapStatAt index: Int)
}

/// A profile header: a round avatar with a ring, a name, three statistics and a follow button.
class ProfileHeaderView: UIView {

    @IBOutlet var avatarView: UIImageView!
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var followButton: UIButton!
    @IBOutlet var statsStack: UIStackView!

    weak var delegate: ProfileHeaderViewDelegate?
    let ringLayer = CAShapeLayer()

    private(set) var isFollowing = false {
        didSet { updateFollowButton() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.isUserInteractionEnabled = true
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
        addSubview(avatarView)

        ringLayer.fillColor = nil
        ringLayer.lineWidth = 3
        layer.addSublayer(ringLayer)

        nameLabel = UILabel()
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nameLabel)

        followButton = UIButton(type: .system)
        followButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        followButton.layer.cornerRadius = 8
        followButton.translatesAutoresizingMaskIntoConstraints = false
        followButton.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
        addSubview(followButton)

        statsStack = UIStackView()
        statsStack.axis = .horizontal
        statsStack.distribution = .fillEqually
        statsStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(statsStack)

        NSLayoutConstraint.activate([
            avatarView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatarView.widthAnchor.constraint(equalToConstant: 72),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor, constant: 4),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            followButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            followButton.widthAnchor.constraint(equalToConstant: 110),
            followButton.heightAnchor.constraint(equalToConstant: 32),
            statsStack.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 16),
            statsStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            statsStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            statsStack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
        updateFollowButton()
    }

    func configure(name: String, stats: [(title: String, value: Int)]) {
        nameLabel.text = name
        statsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for (index, stat) in stats.enumerated() {
            let button = UIButton(type: .system)
            button.tag = index
            button.titleLabel?.numberOfLines = 2
            button.titleLabel?.textAlignment = .center
            button.setTitle("\(stat.value)\n\(stat.title)", for: .normal)
            button.addTarget(self, action: #selector(statTapped(_:)), for: .touchUpInside)
            statsStack.addArrangedSubview(button)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.layer.cornerRadius = avatarView.bounds.width / 2
        let ringRect = avatarView.frame.insetBy(dx: -4, dy: -4)
        ringLayer.frame = bounds
        ringLayer.path = UIBezierPath(ovalIn: ringRect).cgPath
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        ringLayer.strokeColor = tintColor.cgColor
        updateFollowButton()
    }

    private func updateFollowButton() {
        followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
        followButton.backgroundColor = isFollowing ? .clear : tintColor
        followButton.setTitleColor(isFollowing ? tintColor : .white, for: .normal)
        followButton.layer.borderWidth = isFollowing ? 1 : 0
        followButton.layer.borderColor = tintColor.cgColor
    }

    @objc private func followTapped(_ sender: UIButton) {
        isFollowing.toggle()
        sender.bounce()
        delegate?.profileHeaderViewDidTapFollow?(self)
    }

    @objc private func avatarTapped() {
        delegate?.profileHeaderViewDidTapAvatar?(self)
    }

    @objc private func statTapped(_ sender: UIButton) {
        delegate?.profileHeaderView?(self, didTapStatAt: sender.tag)
    }
}
