import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws one of its texts.
    /// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct
    public struct TextProperties: Hashable, Sendable {
        /// The horizontal alignment of the text.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// A change of letter case applied to the text before it is shown.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        /// The font.
        public var font: UIFont
        /// The colour before ``colorTransformer``.
        public var color: UIColor
        /// A function applied to ``color``.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How a line too long for the width ends.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 for as many as the text needs.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be set tighter before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = true
        /// The change of case applied to the text.
        public var transform: TextTransform = .none
        /// Whether a truncated text shows in full on a long press.
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour drawn: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// The alignment as a label's.
        var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }

        /// `text` with ``transform`` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }

        // UIKit divergence: transformers are functions, which Swift cannot compare; two
        // properties are equal when both have a transformer or neither has.
        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color
                && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil) && lhs.alignment == rhs.alignment
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.transform == rhs.transform
                && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }
}
