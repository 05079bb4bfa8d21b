import Foundation

extension NSParagraphStyle {
    /// Refinements of where wrapped lines break, beyond the line-break mode.
    /// - Note: See https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakstrategy-swift.struct
    // UIKit divergence: kept, not applied: lines break as with `[]` (docs/DIVERGENCES.md).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lines are pushed out so a paragraph's last line is not a single word.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// No break between Hangul characters (Korean breaks between words).
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategies standard labels use.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
