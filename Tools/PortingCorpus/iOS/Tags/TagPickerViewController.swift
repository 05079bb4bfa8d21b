import UIKit

@objc protocol TagPickerViewControllerDelegate: AnyObject {
    @objc optional func tagPicker(_ picker: TagPickerViewController, didToggleTag tag: String, selected: Bool)
    @objc optional func tagPickerDidFinish(_ picker: TagPickerViewController)
    @objc optional func tagPicker(_ picker: TagPickerViewController, canSelectTag tag: String) -> Bool
}

/// A flow layout that puts items against the leading edge of each line instead of spreading
/// them across it.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        var leftMargin = sectionInset.left
        var lineY: CGFloat = -1
        return original.map { item in
            let attributes = item.copy() as! UICollectionViewLayoutAttributes
            guard attributes.representedElementCategory == .cell else { return attributes }
            if attributes.frame.origin.y >= lineY {
                leftMargin = sectionInset.left
            }
            attributes.frame.origin.x = leftMargin
            leftMargin += attributes.frame.width + minimumInteritemSpacing
            lineY = max(attributes.frame.maxY, lineY)
            return attributes
        }
    }
}

/// A rounded tag that shows whether it is selected.
class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"

    @IBOutlet var label: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        label = UILabel(frame: bounds.insetBy(dx: 12, dy: 6))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textAlignment = .center
        contentView.addSubview(label)
        contentView.layer.cornerRadius = 15
        contentView.layer.borderWidth = 1
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isSelected: Bool {
        didSet { updateAppearance() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        contentView.layer.borderColor = tintColor.cgColor
        contentView.backgroundColor = isSelected ? tintColor : .clear
        label?.textColor = isSelected ? .white : tintColor
        accessibilityTraits = isSelected ? [.button, .selected] : .button
    }

    static func size(for tag: String, font: UIFont = .preferredFont(forTextStyle: .subheadline)) -> CGSize {
        let text = tag as NSString
        let size = text.size(withAttributes: [.font: font])
        return CGSize(width: ceil(size.width) + 24, height: 30)
    }
}

/// Picks tags for a note: a wrapping grid of tags, a text field to add one, and a done button.
class TagPickerViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UITextFieldDelegate {

    @IBOutlet var collectionView: UICollectionView!
    @IBOutlet var newTagField: UITextField!

    weak var delegate: TagPickerViewControllerDelegate?
    private(set) var tags: [String]
    private(set) var selectedTags: Set<String>
    var maximumSelection = 5

    init(tags: [String], selected: Set<String> = []) {
        self.tags = tags
        self.selectedTags = selected
        super.init(nibName: nil, bundle: nil)
        title = "Tags"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped(_:)))

        newTagField = UITextField()
        newTagField.borderStyle = .roundedRect
        newTagField.placeholder = "New tag"
        newTagField.returnKeyType = .done
        newTagField.autocapitalizationType = .none
        newTagField.delegate = self
        newTagField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(newTagField)

        let layout = LeftAlignedFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .clear
        collectionView.allowsMultipleSelection = true
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        view.addSubview(collectionView)

        NSLayoutConstraint.activate([
            newTagField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            newTagField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            newTagField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: newTagField.bottomAnchor, constant: 8),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (index, tag) in tags.enumerated() where selectedTags.contains(tag) {
            collectionView.selectItem(at: IndexPath(item: index, section: 0), animated: false, scrollPosition: [])
        }
    }

    // MARK: - Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        return TagCell.size(for: tags[indexPath.item])
    }

    // MARK: - Selection

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        let tag = tags[indexPath.item]
        if selectedTags.count >= maximumSelection { return false }
        return delegate?.tagPicker?(self, canSelectTag: tag) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let tag = tags[indexPath.item]
        selectedTags.insert(tag)
        delegate?.tagPicker?(self, didToggleTag: tag, selected: true)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        let tag = tags[indexPath.item]
        selectedTags.remove(tag)
        delegate?.tagPicker?(self, didToggleTag: tag, selected: false)
    }

    // MARK: - Adding

    func addTag(_ text: String) {
        let tag = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !tag.isEmpty, !tags.contains(tag) else { return }
        tags.append(tag)
        collectionView.insertItems(at: [IndexPath(item: tags.count - 1, section: 0)])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        addTag(textField.text ?? "")
        textField.text = nil
        return true
    }

    @objc func doneTapped(_ sender: UIBarButtonItem) {
        delegate?.tagPickerDidFinish?(self)
        dismiss(animated: true, completion: nil)
    }
}
