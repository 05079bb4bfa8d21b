import UIKit

/// A chat bubble: a rounded view holding a wrapping label, hugging the trailing edge in blue for
/// messages we sent and the leading edge in grey for messages we received. The bubble never
/// gets wider than three quarters of the cell, so long messages wrap.
class MessageCell: UICollectionViewCell {

    static let reuseIdentifier = "MessageCell"

    let bubbleView = UIView()
    let messageLabel = UILabel()

    private var incomingConstraint: NSLayoutConstraint!
    private var outgoingConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    private func setUpViews() {
        bubbleView.layer.cornerRadius = 18
        bubbleView.layer.cornerCurve = .continuous
        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubbleView)

        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        bubbleView.addSubview(messageLabel)

        incomingConstraint = bubbleView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
        outgoingConstraint = bubbleView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)

        NSLayoutConstraint.activate([
            bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 2),
            bubbleView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -2),
            bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),

            messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
        ])
    }

    func configure(with message: ChatMessage) {
        messageLabel.text = message.text
        if message.isOutgoing {
            bubbleView.backgroundColor = .systemBlue
            messageLabel.textColor = .white
            incomingConstraint.isActive = false
            outgoingConstraint.isActive = true
        } else {
            bubbleView.backgroundColor = .secondarySystemBackground
            messageLabel.textColor = .label
            outgoingConstraint.isActive = false
            incomingConstraint.isActive = true
        }
        accessibilityLabel = message.isOutgoing ? "You: \(message.text)" : message.text
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        messageLabel.text = nil
    }
}
