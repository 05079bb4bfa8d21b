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

// The drawing attributes beyond colour and lines: shadows, outlines, skew, stretch, spacing.
extension NSAttributedString.Key {
    /// An ``NSShadow`` cast by the glyphs and their decorations.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A ``UIColor`` for the glyphs' outline; the foreground colour when absent.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font's point size (a number): positive values
    /// draw the outline alone (hollow glyphs), negative ones fill and outline; 0 (default) none.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The glyphs' skew (a number; 0 default): each point moves right by this times its
    /// height above the baseline.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the glyphs' horizontal stretch factor (a number; 0 default).
    // UIKit divergence: not drawn or measured (the text engine has no per-run horizontal
    // scale); a text using it is logged once per shaped layout (docs/DIVERGENCES.md).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Points added after each character (a number), taking the kern's place when nonzero;
    /// nonzero tracking turns the optional ligatures off.
    // UIKit divergence: also when `.ligature` is 1 (docs/DIVERGENCES.md).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// Which ligatures are formed (an integer): 0 none, 1 (default) the standard ones.
    public static let ligature = NSAttributedString.Key("NSLigature")
}
