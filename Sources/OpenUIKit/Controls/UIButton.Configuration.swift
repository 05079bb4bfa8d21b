import Foundation

extension UIButton {
    /// A button's content and look as a value: title, subtitle, image and their placement,
    /// paddings and insets, the size class, the corner style and the colours, from one of the
    /// system styles (``plain()``, ``tinted()``, ``gray()``, ``filled()`` and the bordered
    /// names). Assign it to ``UIButton/configuration``; the button shows
    /// ``updated(for:)`` of it for its current state (highlighted buttons dim, disabled ones
    /// turn grey).
    ///
    /// Sizes, fonts, insets and corner radii per ``Size`` are listed in docs/CONFIGURATIONS.md.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    public struct Configuration: Hashable, @unchecked Sendable {
        // @unchecked: the background's custom view is a main-actor view (see
        // UIBackgroundConfiguration); every other member is a value.

        /// How round the background's corners are.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The background configuration's own corner radius.
            case fixed = -1
            /// A radius that follows the button size.
            case dynamic
            case small, medium, large
            /// Half the height: a pill.
            case capsule
        }

        /// The size class: fonts and insets shrink from `.large` to `.mini`.
        public enum Size: Int, Hashable, Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle are aligned to each other.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        /// The mark drawn at the trailing edge of the content.
        public enum Indicator: Int, Hashable, Sendable {
            /// The pop-up mark when the button is a pop-up button (its menu is shown on a tap,
            /// its context-menu interaction is enabled and it changes selection as its primary
            /// action); nothing otherwise.
            case automatic
            /// No mark.
            case none
            /// The pop-up mark: a chevron pointing up over one pointing down.
            case popup
        }

        /// The system style the configuration was made from.
        let style: ButtonConfigurationStyle
        /// The state the configuration was last updated for.
        var appearance = ButtonAppearance()

        /// The background drawn behind the content.
        public var background: UIBackgroundConfiguration
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class.
        public var buttonSize: Size = .large {
            didSet {
                guard !customizedContentInsets else { return }
                contentInsets = Self.defaultInsets(for: buttonSize)
                customizedContentInsets = false
            }
        }
        /// The colour of the title, subtitle, image and indicator; nil for the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil for the style's.
        public var baseBackgroundColor: UIColor?
        /// The image.
        public var image: UIImage?
        /// A function applied to the image's tint.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// A function applied to the indicator's colour.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title.
        public var title: String? {
            didSet { if title != nil { storedAttributedTitle = nil } }
        }
        /// The title with attributes; setting it clears ``title`` and the other way round.
        // UIKit divergence: only the characters are drawn (see UIConfigurationTextAttributesTransformer).
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle }
            set {
                storedAttributedTitle = newValue
                if newValue != nil { title = nil }
            }
        }
        private var storedAttributedTitle: AttributedString?
        /// A function applied to the title's attributes.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle, below the title.
        public var subtitle: String? {
            didSet { if subtitle != nil { storedAttributedSubtitle = nil } }
        }
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle }
            set {
                storedAttributedSubtitle = newValue
                if newValue != nil { subtitle = nil }
            }
        }
        private var storedAttributedSubtitle: AttributedString?
        /// A function applied to the subtitle's attributes.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The space between the background's edges and the content.
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { customizedContentInsets = true }
        }
        private var customizedContentInsets = false
        /// The edge of the titles the image sits at: `.leading` (default), `.trailing`, `.top`
        /// or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the titles.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle are aligned.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a selected button looks selected.
        public var automaticallyUpdateForSelection = true
        /// The mark at the trailing edge (default ``Indicator/automatic``).
        public var indicator: Indicator = .automatic
        /// A function applied to the indicator's colour (the foreground colour).
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        init(style: ButtonConfigurationStyle) {
            self.style = style
            background = .clear()
            contentInsets = Self.defaultInsets(for: .large)
            customizedContentInsets = false
        }

        /// A text button in the tint colour without a background.
        public static func plain() -> Configuration { .init(style: .plain) }
        /// A tint-coloured title on a light wash of the tint.
        public static func tinted() -> Configuration { .init(style: .tinted) }
        /// A tint-coloured title on a grey fill.
        public static func gray() -> Configuration { .init(style: .gray) }
        /// A white title on the tint colour.
        public static func filled() -> Configuration { .init(style: .filled) }
        /// The plain look under its bordered-family name.
        public static func borderless() -> Configuration { .init(style: .plain) }
        /// The gray look under its bordered-family name.
        public static func bordered() -> Configuration { .init(style: .gray) }
        /// The tinted look under its bordered-family name.
        public static func borderedTinted() -> Configuration { .init(style: .tinted) }
        /// The filled look under its bordered-family name.
        public static func borderedProminent() -> Configuration { .init(style: .filled) }

        /// Puts ``contentInsets`` back to the size class's.
        public mutating func setDefaultContentInsets() {
            contentInsets = Self.defaultInsets(for: buttonSize)
            customizedContentInsets = false
        }

        /// A copy for `button`'s state: highlighted, selected or disabled, with its tint.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.appearance = ButtonAppearance(
                isHighlighted: button.isHighlighted, isSelected: button.isSelected, isDisabled: !button.isEnabled)
            return copy
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            let metrics = ButtonConfigurationMetrics.metrics(for: size)
            return NSDirectionalEdgeInsets(
                top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical,
                trailing: metrics.horizontal)
        }

        /// The title's text: the plain title or the attributed title's characters.
        var titleText: String? { title ?? storedAttributedTitle.map { String($0.characters) } }
        /// The subtitle's text.
        var subtitleText: String? { subtitle ?? storedAttributedSubtitle.map { String($0.characters) } }

        // UIKit divergence: transformers are compared by presence only, images by identity.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.appearance == rhs.appearance && lhs.background == rhs.background
                && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
                && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image === rhs.image
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.title == rhs.title
                && lhs.storedAttributedTitle == rhs.storedAttributedTitle && lhs.subtitle == rhs.subtitle
                && lhs.storedAttributedSubtitle == rhs.storedAttributedSubtitle
                && (lhs.titleTextAttributesTransformer == nil) == (rhs.titleTextAttributesTransformer == nil)
                && (lhs.imageColorTransformer == nil) == (rhs.imageColorTransformer == nil)
                && lhs.contentInsets == rhs.contentInsets && lhs.imagePlacement == rhs.imagePlacement
                && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
                && lhs.titleAlignment == rhs.titleAlignment
                && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
                && lhs.indicator == rhs.indicator
                && (lhs.indicatorColorTransformer == nil) == (rhs.indicatorColorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(buttonSize)
            hasher.combine(cornerStyle)
        }
    }
}
