import UIKit

/// A conversation: the messages in a collection view (a compositional layout of full-width
/// rows with estimated heights, fed by a diffable data source), the input bar under them, and
/// the bar riding on top of the keyboard. Sending appends the message and scrolls to it;
/// touching and holding a bubble offers Copy.
class ChatViewController: UIViewController, UICollectionViewDelegate, ChatInputBarDelegate {

    nonisolated enum Section {
        case main
    }

    @IBOutlet var collectionView: UICollectionView!
    @IBOutlet var inputBar: ChatInputBar!

    private var dataSource: UICollectionViewDiffableDataSource<Section, ChatMessage>!
    private var inputBarBottomConstraint: NSLayoutConstraint!

    private(set) var messages: [ChatMessage]
    private(set) var keyboardHeight: CGFloat = 0

    init(title: String, messages: [ChatMessage]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        self.messages = []
        super.init(coder: coder)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.keyboardDismissMode = .interactive
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        inputBar = ChatInputBar(frame: .zero)
        inputBar.delegate = self
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)

        inputBarBottomConstraint = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBarBottomConstraint,
        ])

        configureDataSource()
        applySnapshot(animatingDifferences: false)

        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChange(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)

        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard(_:)))
        tap.cancelsTouchesInView = false
        collectionView.addGestureRecognizer(tap)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollToLastMessage(animated: false)
    }

    // MARK: - Layout and data

    private func makeLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<MessageCell, ChatMessage> { cell, _, message in
            cell.configure(with: message)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, ChatMessage>(collectionView: collectionView) {
            collectionView, indexPath, message in
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
    }

    private func applySnapshot(animatingDifferences: Bool, completion: (() -> Void)? = nil) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, ChatMessage>()
        snapshot.appendSections([.main])
        snapshot.appendItems(messages, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    func scrollToLastMessage(animated: Bool) {
        guard !messages.isEmpty else { return }
        let last = IndexPath(item: messages.count - 1, section: 0)
        collectionView.scrollToItem(at: last, at: .bottom, animated: animated)
    }

    func receive(_ text: String) {
        messages.append(ChatMessage(text: text, isOutgoing: false))
        applySnapshot(animatingDifferences: true) { [weak self] in
            self?.scrollToLastMessage(animated: true)
        }
    }

    // MARK: - ChatInputBarDelegate

    func inputBar(_ inputBar: ChatInputBar, didSend text: String) {
        messages.append(ChatMessage(text: text, isOutgoing: true))
        applySnapshot(animatingDifferences: true) { [weak self] in
            self?.scrollToLastMessage(animated: true)
        }
    }

    // MARK: - Keyboard

    @objc private func keyboardWillChange(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
            ?? UInt(UIView.AnimationCurve.easeInOut.rawValue)

        let keyboardFrame = view.convert(endFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboardFrame.minY)
        let wasAtBottom = isShowingLastMessage
        keyboardHeight = overlap
        inputBarBottomConstraint.constant = -overlap

        UIView.animate(
            withDuration: duration, delay: 0,
            options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState],
            animations: {
                self.view.layoutIfNeeded()
                if wasAtBottom {
                    self.scrollToLastMessage(animated: false)
                }
            })
    }

    private var isShowingLastMessage: Bool {
        let visibleBottom = collectionView.contentOffset.y + collectionView.bounds.height
            - collectionView.adjustedContentInset.bottom
        return visibleBottom >= collectionView.contentSize.height - 20
    }

    @objc private func dismissKeyboard(_ recognizer: UITapGestureRecognizer) {
        view.endEditing(true)
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        return false
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first, let message = dataSource.itemIdentifier(for: indexPath),
              let cell = collectionView.cellForItem(at: indexPath) as? MessageCell
        else { return nil }
        let bubblePoint = collectionView.convert(point, to: cell.bubbleView)
        guard cell.bubbleView.bounds.contains(bubblePoint) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                UIPasteboard.general.string = message.text
            }
            return UIMenu(title: "", children: [copy])
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        guard let cell = collectionView.cellForItem(at: indexPath) as? MessageCell else { return nil }
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(
            roundedRect: cell.bubbleView.bounds, cornerRadius: cell.bubbleView.layer.cornerRadius)
        return UITargetedPreview(view: cell.bubbleView, parameters: parameters)
    }
}
