import UIKit

protocol ChatInputBarDelegate: AnyObject {
    func inputBar(_ inputBar: ChatInputBar, didSend text: String)
}

/// The bar under the conversation: a text view that grows with its text up to five lines and
/// then scrolls, and a send button enabled only when there is something to send.
class ChatInputBar: UIView, UITextViewDelegate {

    static let maximumLines = 5

    weak var delegate: ChatInputBarDelegate?

    let textView = UITextView()
    let sendButton = UIButton(type: .system)
    private let separator = UIView()
    private var textViewHeightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        separator.backgroundColor = .separator
        separator.translatesAutoresizingMaskIntoConstraints = false
        addSubview(separator)

        textView.font = .preferredFont(forTextStyle: .body)
        textView.backgroundColor = .systemBackground
        textView.layer.cornerRadius = 18
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray4.cgColor
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        textView.isScrollEnabled = false
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textView)

        sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
        sendButton.accessibilityLabel = "Send"
        sendButton.isEnabled = false
        sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(sendButton)

        textViewHeightConstraint = textView.heightAnchor.constraint(equalToConstant: minimumTextHeight)

        NSLayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: topAnchor),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),

            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 12),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            textViewHeightConstraint,

            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -12),
            sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 36),
            sendButton.heightAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var minimumTextHeight: CGFloat {
        let lineHeight = textView.font?.lineHeight ?? 17
        return ceil(lineHeight + textView.textContainerInset.top + textView.textContainerInset.bottom)
    }

    private var maximumTextHeight: CGFloat {
        let lineHeight = textView.font?.lineHeight ?? 17
        return ceil(lineHeight * CGFloat(Self.maximumLines) + textView.textContainerInset.top + textView.textContainerInset.bottom)
    }

    var trimmedText: String {
        return textView.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: - UITextViewDelegate

    func textViewDidChange(_ textView: UITextView) {
        sendButton.isEnabled = !trimmedText.isEmpty
        updateTextViewHeight()
    }

    private func updateTextViewHeight() {
        let width = textView.bounds.width
        guard width > 0 else { return }
        let fitting = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let shouldScroll = fitting > maximumTextHeight
        if textView.isScrollEnabled != shouldScroll {
            textView.isScrollEnabled = shouldScroll
        }
        let height = min(max(fitting, minimumTextHeight), maximumTextHeight)
        if textViewHeightConstraint.constant != height {
            textViewHeightConstraint.constant = height
            layoutIfNeeded()
        }
        if shouldScroll {
            textView.scrollRangeToVisible(textView.selectedRange)
        }
    }

    // MARK: - Actions

    @objc private func sendTapped(_ sender: UIButton) {
        let text = trimmedText
        guard !text.isEmpty else { return }
        delegate?.inputBar(self, didSend: text)
        textView.text = ""
        textViewDidChange(textView)
    }
}
