import Foundation

/// A tab stop of a paragraph: where text after a tab character goes, and how it lines up
/// there (its start, end or centre at ``location``).
/// - Note: See https://developer.apple.com/documentation/uikit/nstexttab
// Limitation: the `columnTerminators` option (decimal tabs) is kept but not applied: such a
// tab lines its text up as its alignment says.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Keys of a tab's options.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` of characters that end a column (for decimal tabs).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text lines up at the stop: `.left` (and `.natural`, `.justified`) starts there,
    /// `.right` ends there, `.center` is centred on it.
    public let alignment: NSTextAlignment
    /// Points from the leading edge of the text container.
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a decimal column in `aLocale`: its decimal separator.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? Locale.current).decimalSeparator ?? ".")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }

    /// The layout form of this stop.
    var textTab: TextTab {
        let kind: TextTab.Alignment
        switch alignment {
        case .right: kind = .right
        case .center: kind = .center
        case .left, .natural, .justified: kind = .left
        }
        return TextTab(location: TextValueLimits.clamped(location), alignment: kind)
    }
}
