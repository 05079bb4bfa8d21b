import OpenUIKit

/// Text effects and classic buttons, written as an app of the iOS 6 to iOS 14 years writes
/// them: a label with a one-point `shadowColor`, an outlined title (`.strokeWidth` and
/// `.strokeColor`), a soft `NSShadow`, a symbol inline through `NSTextAttachment`, a skewed
/// line with an emoji, `.custom` buttons with per-state title shadows whose image darkens while
/// held (`adjustsImageWhenHighlighted`), a disabled one whose image fades, and a configured
/// button with a subtitle. Every text uses a text style that follows Dynamic Type.
final class TextEffectsScreenViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Text Effects"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// The two classic buttons: side by side, stacked at the accessibility text sizes.
    private let buttonRow = UIStackView()
    /// The labels showing attributed text, whose fonts are made again when the text size
    /// changes (a label adjusts its `font`, not the fonts inside its attributed text).
    private let outlinedLabel = UILabel()
    private let softShadowLabel = UILabel()
    private let attachmentLabel = UILabel()
    private let slantedLabel = UILabel()

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateButtonRowAxis()
            updateAttributedTexts()
        }
    }

    private func updateButtonRowAxis() {
        buttonRow.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false

        stack.addArrangedSubview(makeEngravedLabel())
        for label in [outlinedLabel, softShadowLabel, attachmentLabel, slantedLabel] {
            prepare(label, style: .body)
            stack.addArrangedSubview(label)
        }
        updateAttributedTexts()

        let send = makeClassicButton(title: "Send", symbolName: "paperplane.fill")
        let delete = makeClassicButton(title: "Delete", symbolName: "trash")
        delete.isEnabled = false
        buttonRow.addArrangedSubview(send)
        buttonRow.addArrangedSubview(delete)
        buttonRow.spacing = 12
        buttonRow.distribution = .fillEqually
        updateButtonRowAxis()
        stack.addArrangedSubview(buttonRow)
        stack.addArrangedSubview(makeConfiguredButton())

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }

    /// Makes `label` multi-line in `style`, following Dynamic Type.
    private func prepare(_ label: UILabel, style: UIFont.TextStyle) {
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
    }

    /// The classic engraved look: a one-point shadow under the text, lighter than the text.
    private func makeEngravedLabel() -> UILabel {
        let label = UILabel()
        prepare(label, style: .title2)
        label.text = "Engraved label"
        label.textColor = .label
        label.shadowColor = .systemGray3
        label.shadowOffset = CGSize(width: 0, height: 1)
        return label
    }

    /// The attributed texts, in fonts for the current text size.
    private func updateAttributedTexts() {
        let traits = traitCollection
        func font(_ style: UIFont.TextStyle) -> UIFont { .preferredFont(forTextStyle: style, compatibleWith: traits) }

        // A large title drawn as an outline only (a positive stroke width).
        let heavy = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(
            for: .systemFont(ofSize: 34, weight: .heavy), compatibleWith: traits)
        outlinedLabel.font = heavy
        outlinedLabel.attributedText = NSAttributedString(
            string: "Outlined", attributes: [.font: heavy, .strokeWidth: 4, .strokeColor: UIColor.systemIndigo])

        // Text casting a soft, blurred shadow below it.
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.systemIndigo.withAlphaComponent(0.6)
        shadow.shadowOffset = CGSize(width: 0, height: 2)
        shadow.shadowBlurRadius = 4
        softShadowLabel.font = font(.title3)
        softShadowLabel.attributedText = NSAttributedString(
            string: "Soft shadow", attributes: [.font: font(.title3), .foregroundColor: UIColor.label, .shadow: shadow])

        // A star symbol inline at the start of the text.
        let star = NSTextAttachment()
        star.image = UIImage(systemName: "star.fill")?.withTintColor(.systemOrange, renderingMode: .alwaysOriginal)
        let starred = NSMutableAttributedString(attachment: star)
        starred.append(NSAttributedString(string: " Starred items stay at the top"))
        starred.addAttributes(
            [.font: font(.body), .foregroundColor: UIColor.label], range: NSRange(location: 0, length: starred.length))
        attachmentLabel.attributedText = starred

        // A slanted line (obliqueness) ending in an emoji, which leans with it.
        slantedLabel.attributedText = NSAttributedString(
            string: "Slanted, emoji too \u{1F600}",
            attributes: [.font: font(.body), .foregroundColor: UIColor.secondaryLabel, .obliqueness: 0.2])
    }

    /// A classic `.custom` button: a filled rounded background, a white title with a dark
    /// one-point shadow that moves below the text while held, and a symbol in the tint that
    /// darkens while held and fades while disabled.
    private func makeClassicButton(title: String, symbolName: String) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(UIColor(white: 1, alpha: 0.8), for: .highlighted)
        button.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .disabled)
        button.setTitleShadowColor(UIColor.black.withAlphaComponent(0.45), for: .normal)
        button.setTitleShadowColor(UIColor.black.withAlphaComponent(0.6), for: .highlighted)
        button.reversesTitleShadowWhenHighlighted = true
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: -1)
        button.setImage(UIImage(systemName: symbolName)?.withRenderingMode(.alwaysTemplate), for: .normal)
        button.tintColor = .white
        button.adjustsImageWhenHighlighted = true
        button.adjustsImageWhenDisabled = true
        button.backgroundColor = .systemIndigo
        button.layer.cornerRadius = 10
        button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 20)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        return button
    }

    /// A configured button with a title, a subtitle and a leading symbol.
    private func makeConfiguredButton() -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemIndigo
        configuration.cornerStyle = .large
        configuration.title = "Download"
        configuration.subtitle = "Over Wi-Fi, 12 MB"
        configuration.image = UIImage(systemName: "arrow.down.circle")
        configuration.imagePadding = 8
        return UIButton(configuration: configuration)
    }
}
