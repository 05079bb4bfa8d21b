import Foundation

// The attribute names UIKit's text drawing understands, in UIKit's spellings.
extension NSAttributedString.Key {
    /// A ``UIFont``; text without one uses the 12-point system font.
    public static let font = NSAttributedString.Key("NSFont")
    /// A ``UIColor`` for the glyphs; black by default.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A ``UIColor`` painted behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An ``NSUnderlineStyle`` raw value (a number) or the style itself.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An ``NSUnderlineStyle`` raw value for a line through the glyphs.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A ``UIColor`` for the underline; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A ``UIColor`` for the strikethrough line; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points to raise the glyphs above the baseline (a number; negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or `String`: drawn in the link colour and underlined.
    // Limitation: links are drawn but not tappable.
    public static let link = NSAttributedString.Key("NSLink")
    /// An ``NSTextAttachment`` shown in place of the attachment character (U+FFFC) it is set on.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
