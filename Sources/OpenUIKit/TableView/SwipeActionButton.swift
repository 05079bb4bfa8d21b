import Foundation

/// The button of one swipe action (`UIContextualAction`) on a table or list row: the
/// action's background colour, its image drawn as a template in white above its white title,
/// the two centred as a group; an action with only an image or only a title shows only that.
/// As on iOS, the title shows under an image only in a row at least 91 points tall: in a
/// shorter row such an action shows its image alone (the title is still the button's title,
/// and its accessibility label).
///
/// The title uses a 15-point system font scaled with the text size like the subheadline style,
/// at most 30 points. The button is as wide as its image or single-line title plus 8 points
/// each side, at least 74 points (``TableViewConstants/swipeActionWidth``) and at most twice
/// that (the buttons of one row together take at most the row's width, narrowing in
/// proportion); a title that is still too wide wraps to a second line between words where the
/// row is tall enough, and is truncated at its end otherwise. An image larger than the room
/// left is scaled down to fit, keeping its proportions.
// UIKit divergence: UIKit does not publish these metrics; the font, the 30-point limit, the
// padding, the widest button, the 4-point gap under the image and the scaling down of large
// images are chosen [CHOSEN], listed in docs/DIVERGENCES.md. The 91-point rule is observed
// (openradar 33107135).
final class SwipeActionButton: UIButton {
    /// The action the button runs.
    let action: UIContextualAction
    /// The width the button asks for in the revealed actions.
    private(set) var preferredWidth: CGFloat = TableViewConstants.swipeActionWidth

    /// Space left and right of the image or title.
    static let horizontalPadding: CGFloat = 8
    /// Space between the image and the title under it.
    static let imageTitleSpacing: CGFloat = 4
    /// The widest a button grows for its title.
    static let maximumWidth: CGFloat = 2 * TableViewConstants.swipeActionWidth
    /// The shortest row whose buttons show a title under their image.
    static let imageAndTitleMinimumHeight: CGFloat = 91
    /// The title's size at the default text size, and the largest it grows to.
    static let titlePointSize: CGFloat = 15
    static let maximumTitlePointSize: CGFloat = 30

    /// The title font for `traitCollection`'s text size.
    static func titleFont(for traitCollection: UITraitCollection?) -> UIFont {
        UIFontMetrics(forTextStyle: .subheadline).scaledFont(
            for: .systemFont(ofSize: titlePointSize), maximumPointSize: maximumTitlePointSize,
            compatibleWith: traitCollection)
    }

    /// A button showing `action` in a row `rowHeight` tall, its title sized for
    /// `traitCollection`'s text size.
    init(action: UIContextualAction, traitCollection: UITraitCollection?, rowHeight: CGFloat) {
        self.action = action
        super.init(type: .custom)
        backgroundColor = action.backgroundColor
        tintColor = .white
        if let image = action.image {
            setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        }
        if let title = action.title, !title.isEmpty {
            setTitle(title, for: .normal)
            setTitleColor(.white, for: .normal)
            if let label = titleLabel {
                label.font = Self.titleFont(for: traitCollection)
                label.lineBreakMode = .byTruncatingTail
            }
        }
        let titleWidth = showsTitle(height: rowHeight) ? (titleLabel?.intrinsicContentSize.width ?? 0) : 0
        let content = max(titleWidth, currentImage?.size.width ?? 0) + 2 * Self.horizontalPadding
        preferredWidth = min(Self.maximumWidth, max(TableViewConstants.swipeActionWidth, content.rounded(.up)))
    }

    required init?(coder: NSCoder) {
        action = UIContextualAction(style: .normal, title: nil) { _, _, completion in completion(false) }
        super.init(coder: coder)
    }

    private var hasTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// Whether the title shows in a button `height` tall: always without an image, else from
    /// ``imageAndTitleMinimumHeight`` on.
    private func showsTitle(height: CGFloat) -> Bool {
        hasTitle && (currentImage == nil || height >= Self.imageAndTitleMinimumHeight)
    }

    /// Whether every word of the title fits `width` on its own: a title that would have to
    /// break inside a word stays on one line and is cut instead.
    private func wordsFit(_ label: UILabel, width: CGFloat) -> Bool {
        let font: UIFont = label.font
        let words = (currentTitle ?? "").split(whereSeparator: \.isWhitespace)
        return words.allSatisfy { String($0).size(withAttributes: [.font: font]).width <= width }
    }

    /// Lays out as a button does, then stacks the image above the title, the two centred as a
    /// group; the title takes two lines when it is too wide for one and two fit in the height.
    override func layoutSubviews() {
        super.layoutSubviews()
        let box = bounds.insetBy(dx: Self.horizontalPadding, dy: 0)
        let natural = currentImage?.size ?? .zero
        let showsTitle = showsTitle(height: bounds.height)
        var title = CGSize.zero
        var spacing: CGFloat = 0
        if hasTitle, let label = titleLabel {
            label.isHidden = !showsTitle
            if showsTitle {
                spacing = natural == .zero ? 0 : Self.imageTitleSpacing
                let room = bounds.height - natural.height - spacing
                let lines = room >= 2 * label.font.lineHeight && wordsFit(label, width: box.width) ? 2 : 1
                if label.numberOfLines != lines { label.numberOfLines = lines }
                let measured = label.textRect(
                    forBounds: CGRect(x: 0, y: 0, width: max(box.width, 0), height: .greatestFiniteMagnitude),
                    limitedToNumberOfLines: lines)
                title = CGSize(width: min(measured.width, max(box.width, 0)), height: measured.height)
            }
        }
        // The image keeps its size when it fits the room the title leaves, else shrinks to it.
        var image = natural
        let room = CGSize(width: max(box.width, 0), height: max(bounds.height - spacing - title.height, 0))
        if image.width > room.width || image.height > room.height, image.width > 0, image.height > 0 {
            let factor = min(room.width / image.width, room.height / image.height)
            image = CGSize(width: image.width * factor, height: image.height * factor)
        }
        let top = (bounds.height - (image.height + spacing + title.height)) / 2
        if natural != .zero, let imageView {
            let resized = imageView.bounds.size != image
            imageView.frame = CGRect(
                x: bounds.midX - image.width / 2, y: top, width: image.width, height: image.height)
            // A shrunk image is drawn again at its new size, not stretched from the old drawing.
            if resized { imageView.setNeedsDisplay() }
        }
        if showsTitle, let label = titleLabel {
            label.frame = CGRect(
                x: bounds.midX - title.width / 2, y: top + image.height + spacing, width: title.width,
                height: title.height)
        }
    }
}
