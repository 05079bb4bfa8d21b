import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, with
/// their styling and the margins and paddings between them. Start from a style
/// (``cell()``, ``subtitleCell()``, ``valueCell()``, ``groupedHeader()``…, or a cell's
/// `defaultContentConfiguration()`), set the texts, and assign it to `contentConfiguration`.
///
/// ``UIListContentView`` shows it. The styles' fonts, colours and margins are listed in
/// docs/CONFIGURATIONS.md with where each value comes from.
/// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The style the configuration was made from.
    let style: ListContentStyle

    /// The image, shown at the leading edge.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String? {
        didSet { if text != nil { storedAttributedText = nil } }
    }
    /// The primary text with attributes; setting it clears ``text`` and the other way round.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText?.value }
        set {
            storedAttributedText = newValue.map(AttributedTextBox.init)
            if newValue != nil { text = nil }
        }
    }
    private var storedAttributedText: AttributedTextBox?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { storedSecondaryAttributedText = nil } }
    }
    /// The secondary text with attributes; setting it clears ``secondaryText`` and the other way
    /// round.
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText?.value }
        set {
            storedSecondaryAttributedText = newValue.map(AttributedTextBox.init)
            if newValue != nil { secondaryText = nil }
        }
    }
    private var storedSecondaryAttributedText: AttributedTextBox?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties

    /// The axes on which the content view keeps at least its superview's layout margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The space between the content view's edges and its content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts sit side by side when both fit on one line (else stacked).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: ListContentStyle) {
        self.style = style
        let metrics = style.metrics
        textProperties = TextProperties(font: metrics.textFont, color: metrics.textColor)
        secondaryTextProperties = TextProperties(font: metrics.secondaryFont, color: metrics.secondaryColor)
        directionalLayoutMargins = metrics.margins
        prefersSideBySideTextAndSecondaryText = metrics.sideBySide
        imageToTextPadding = metrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = metrics.horizontalPadding
        textToSecondaryTextVerticalPadding = metrics.verticalPadding
        if metrics.reservesStandardImageWidth {
            imageProperties.reservedLayoutSize = CGSize(width: ImageProperties.standardDimension, height: 0)
        }
    }

    /// A new ``UIListContentView`` showing the configuration.
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// A copy for `state`: sidebar rows show their selected or highlighted text and image in
    /// white on the tint-coloured selection; the other styles do not change with the state.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard style.isSidebarRow, let cell = state as? UICellConfigurationState else { return self }
        var copy = self
        if cell.isSelected || cell.isHighlighted {
            copy.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .white }
            copy.secondaryTextProperties.colorTransformer = UIConfigurationColorTransformer { _ in .white }
            copy.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { _ in .white }
        }
        return copy
    }

    /// The smallest height of the content view (44 points for rows, none for headers and
    /// footers).
    var minimumHeight: CGFloat { style.metrics.minimumHeight }

    // MARK: Equality

    // UIKit divergence: images are compared by identity (UIImage has no value equality here).
    nonisolated public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.image === rhs.image && lhs.imageProperties == rhs.imageProperties
            && lhs.text == rhs.text && lhs.storedAttributedText == rhs.storedAttributedText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryText == rhs.secondaryText
            && lhs.storedSecondaryAttributedText == rhs.storedSecondaryAttributedText
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
        hasher.combine(directionalLayoutMargins)
    }
}
