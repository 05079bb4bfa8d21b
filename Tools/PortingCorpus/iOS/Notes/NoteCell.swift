import UIKit

/// A row of the notes list: the title, the date and a one-line preview, with a pin badge.
class NoteCell: UITableViewCell {
    static let reuseIdentifier = "NoteCell"

    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var dateLabel: UILabel!
    @IBOutlet var previewLabel: UILabel!
    @IBOutlet var pinImageView: UIImageView!

    private(set) var styleAtInit: UITableViewCell.CellStyle = .default
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        styleAtInit = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    private func setUpViews() {
        titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        dateLabel = UILabel()
        dateLabel.font = .preferredFont(forTextStyle: .subheadline)
        dateLabel.textColor = .secondaryLabel
        dateLabel.translatesAutoresizingMaskIntoConstraints = false
        dateLabel.setContentHuggingPriority(.required, for: .horizontal)
        dateLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        previewLabel = UILabel()
        previewLabel.font = .preferredFont(forTextStyle: .subheadline)
        previewLabel.textColor = .secondaryLabel
        previewLabel.translatesAutoresizingMaskIntoConstraints = false

        pinImageView = UIImageView(image: UIImage(systemName: "pin.fill"))
        pinImageView.tintColor = .systemOrange
        pinImageView.contentMode = .scaleAspectFit
        pinImageView.translatesAutoresizingMaskIntoConstraints = false
        pinImageView.isHidden = true

        contentView.addSubview(titleLabel)
        contentView.addSubview(dateLabel)
        contentView.addSubview(previewLabel)
        contentView.addSubview(pinImageView)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            pinImageView.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            pinImageView.widthAnchor.constraint(equalToConstant: 14),
            pinImageView.heightAnchor.constraint(equalToConstant: 14),

            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: pinImageView.trailingAnchor, constant: 6),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            dateLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            dateLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),

            previewLabel.firstBaselineAnchor.constraint(equalTo: dateLabel.firstBaselineAnchor),
            previewLabel.leadingAnchor.constraint(equalTo: dateLabel.trailingAnchor, constant: 8),
            previewLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        accessoryType = .disclosureIndicator
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        titleLabel.text = nil
        dateLabel.text = nil
        previewLabel.text = nil
        pinImageView.isHidden = true
    }

    func configure(with note: Note, formatter: NoteDateFormatter) {
        titleLabel.text = note.title.isEmpty ? "New Note" : note.title
        dateLabel.text = formatter.string(from: note.modifiedAt)
        previewLabel.text = note.preview
        pinImageView.isHidden = !note.isPinned
        accessibilityLabel = [note.isPinned ? "Pinned" : nil, titleLabel.text, dateLabel.text, previewLabel.text]
            .compactMap { $0 }
            .joined(separator: ", ")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        titleLabel.alpha = highlighted ? 0.6 : 1
    }
}
