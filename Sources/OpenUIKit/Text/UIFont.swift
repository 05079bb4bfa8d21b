import Foundation
import OpenCoreGraphics

/// A font: a family, weight, slant and point size, with metrics read from the font
/// fontconfig resolves it to on this machine.
///
/// The system font is Inter (Debian's `fonts-inter`), the closest open design to Apple's;
/// fontconfig falls back to other installed fonts (Noto for other scripts, a colour emoji
/// font) for characters Inter lacks. Fonts are immutable values and can be shared freely.
/// - Note: See https://developer.apple.com/documentation/uikit/uifont
// `@unchecked Sendable`: `NSObject` is not Sendable. The stored state is one value written only
// inside the initializers (its setter is private) and the members cannot be overridden from
// another module, so a font never changes once made; a subclass that adds no mutable state of
// its own stays Sendable (it restates the conformance).
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
open class UIFont: NSObject, @unchecked Sendable {
    /// Keeps Foundation's C core comparing fonts in attributed strings through `isEqual(_:)`;
    /// must stay the first stored property (see ``FoundationTypeInfoSlot``).
    private let foundationTypeInfo = FoundationTypeInfoSlot()
    /// The family the system font asks fontconfig for.
    static let systemFamily = "Inter"
    /// The family of the monospaced system font (fontconfig's alias).
    static let monospacedFamily = "monospace"

    /// Everything a font holds, set once while the font is made (see ``init()``).
    private var fields: Fields

    /// What the engine receives.
    package var spec: FontSpec { fields.spec }
    /// Where a Dynamic Type font came from (a text style, or a font scaled by font metrics),
    /// so a view that adjusts to the content size category can make it again at another size;
    /// nil for fonts of a fixed size. Not part of equality: two fonts that draw alike are equal.
    package var dynamicType: DynamicTypeOrigin? { fields.dynamicType }
    /// The family name.
    public var familyName: String { fields.familyName }
    /// The face name, as `Family-Style` (for example `Inter-Bold`).
    public var fontName: String { fields.fontName }
    /// The size in points.
    public var pointSize: CGFloat { fields.spec.size }
    /// Distance from the baseline to the top of the tallest glyphs the font expects.
    public var ascender: CGFloat { fields.ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs; negative.
    public var descender: CGFloat { fields.descender }
    /// Extra space the font asks for between lines.
    public var leading: CGFloat { fields.leading }
    /// Height of flat capital letters above the baseline.
    public var capHeight: CGFloat { fields.capHeight }
    /// Height of lowercase letters without ascenders above the baseline.
    public var xHeight: CGFloat { fields.xHeight }
    /// The distance between baselines of consecutive lines: ascender − descender + leading.
    public var lineHeight: CGFloat { fields.ascender - fields.descender + fields.leading }

    /// A font's description and the metrics fontconfig gives for it.
    private struct Fields: Sendable {
        let spec: FontSpec
        let dynamicType: DynamicTypeOrigin?
        let familyName: String
        let fontName: String
        let ascender: CGFloat
        let descender: CGFloat
        let leading: CGFloat
        let capHeight: CGFloat
        let xHeight: CGFloat

        init(spec: FontSpec, familyName: String?, faceName: String?, dynamicType: DynamicTypeOrigin?) {
            self.spec = spec
            self.dynamicType = dynamicType
            self.familyName = familyName ?? spec.family
            fontName = faceName ?? UIFont.faceName(family: familyName ?? spec.family, weight: spec.weight, italic: spec.italic)
            let metrics = TextEngine.cache.metrics(for: spec)
            ascender = metrics.ascender
            descender = metrics.descender
            leading = metrics.leading
            capHeight = metrics.capHeight
            xHeight = metrics.xHeight
        }
    }

    /// The fields of ``init()``'s font, worked out once.
    private static let defaultFields = Fields(
        spec: FontSpec(family: systemFamily, size: 17), familyName: nil, faceName: nil, dynamicType: nil)

    /// The default size of labels (17 points).
    public class var labelFontSize: CGFloat { 17 }
    /// The default size of buttons (18 points).
    public class var buttonFontSize: CGFloat { 18 }
    /// The default size of small text (12 points).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The standard system font size (14 points).
    public class var systemFontSize: CGFloat { 14 }

    /// The regular system font at the label size (17 points).
    // UIKit divergence: UIKit's `init()` is NSObject's and gives no usable font. Here it is the
    // one designated initializer, and public: a class with a designated initializer a client
    // module cannot see does not pass its convenience initializers on to that module's
    // subclasses, so `BrandFont(name:size:)` would not compile in a ported app.
    public override init() {
        fields = UIFont.defaultFields
        super.init()
    }

    /// The font `spec` describes; the face name is made from the family, weight and slant
    /// unless given. The fields are set here, before the font is shared, and never again.
    package convenience init(spec: FontSpec, familyName: String? = nil, faceName: String? = nil, dynamicType: DynamicTypeOrigin? = nil) {
        self.init()
        fields = Fields(spec: spec, familyName: familyName, faceName: faceName, dynamicType: dynamicType)
    }

    /// The system font (Inter) at `fontSize` and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(spec: FontSpec(family: systemFamily, weight: weight.cssWeight, size: checkedSize(fontSize, "UIFont.systemFont(ofSize:weight:)")))
    }

    /// The regular system font at `fontSize`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(family: systemFamily, italic: true, size: checkedSize(fontSize, "UIFont.italicSystemFont(ofSize:)")))
    }

    /// A monospaced font (fontconfig's `monospace`) at `fontSize` and `weight`.
    // UIKit divergence: UIKit's is SF Mono; here it is whatever fontconfig calls monospace
    // (DejaVu Sans Mono or Noto Sans Mono on Debian).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(spec: FontSpec(family: monospacedFamily, weight: weight.cssWeight, size: checkedSize(fontSize, "UIFont.monospacedSystemFont(ofSize:weight:)")))
    }

    /// The system font with digits of equal width (OpenType `tnum`), for columns of numbers.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            spec: FontSpec(
                family: systemFamily, weight: weight.cssWeight,
                size: checkedSize(fontSize, "UIFont.monospacedDigitSystemFont(ofSize:weight:)"), monospacedDigits: true))
    }

    /// An installed font by family name or `Family-Style` face name (`Inter`, `Inter-Bold`,
    /// `DejaVu Sans Mono`); nil when no installed family has that name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, weight, italic) = UIFont.resolve(faceName: fontName) else { return nil }
        let size = UIFont.checkedSize(fontSize, "UIFont(name:size:)")
        self.init(spec: FontSpec(family: family, weight: weight, italic: italic, size: size), familyName: family, faceName: fontName)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var spec = self.spec
        spec.size = UIFont.checkedSize(fontSize, "UIFont.withSize(_:)")
        return UIFont(spec: spec, familyName: familyName)
    }

    /// The installed font families, sorted.
    public class var familyNames: [String] { TextEngine.cache.familyNames() }

    /// The face names this library offers for `familyName`: regular, bold, italic and bold
    /// italic (fontconfig synthesizes what a family lacks).
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        guard familyNames.contains(where: { $0.caseInsensitiveCompare(familyName) == .orderedSame }) else { return [] }
        return ["Regular", "Bold", "Italic", "BoldItalic"].map { "\(familyName)-\($0)" }
    }

    public override var description: String { "<UIFont \(fontName) \(pointSize)pt>" }

    /// Fonts that draw alike (family, weight, slant, size, features) are equal; Swift's `==`
    /// on fonts is this.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return spec == other.spec
    }

    /// Equal fonts have equal hashes.
    public override var hash: Int { spec.hashValue }

    // MARK: Checking and naming

    /// A usable size for `size`: finite and positive values pass; zero, negative and
    /// non-finite ones are reported and replaced by the label size, so Pango never sees them.
    // UIKit divergence: UIKit's answer to a zero size differs by API (0 sometimes means "the
    // system size"); here every invalid size gives 17 points and a log line.
    static func checkedSize(_ size: CGFloat, _ function: String) -> CGFloat {
        if size.isFinite && size > 0 {
            guard size <= maximumPointSize else {
                CoreGraphicsLog.error(function, "font size \(size) is too large; using \(maximumPointSize) points")
                return maximumPointSize
            }
            return size
        }
        CoreGraphicsLog.error(function, "invalid font size \(size); using \(labelFontSize) points")
        return labelFontSize
    }

    /// The largest size passed on to the engine.
    static let maximumPointSize: CGFloat = 4096

    static func faceName(family: String, weight: Int, italic: Bool) -> String {
        let style: String
        switch weight {
        case ..<150: style = "Thin"
        case ..<250: style = "ExtraLight"
        case ..<350: style = "Light"
        case ..<450: style = ""
        case ..<550: style = "Medium"
        case ..<650: style = "SemiBold"
        case ..<750: style = "Bold"
        case ..<850: style = "ExtraBold"
        default: style = "Black"
        }
        let face = style + (italic ? "Italic" : "")
        // Spaces are dropped from the family ("Noto Sans" → "NotoSans"); Foundation's
        // replacement bridges through NSString, too slow for every font a test makes.
        let compact = family.utf8.contains(UInt8(ascii: " ")) ? String(family.filter { $0 != " " }) : family
        return compact + "-" + (face.isEmpty ? "Regular" : face)
    }

    /// Family, weight and slant of a name: a family name, or `Family-Style`.
    static func resolve(faceName: String) -> (String, Int, Bool)? {
        let families = TextEngine.cache.familyNames()
        func family(named name: String) -> String? {
            families.first { $0.caseInsensitiveCompare(name) == .orderedSame }
                ?? families.first { $0.replacingOccurrences(of: " ", with: "").caseInsensitiveCompare(name) == .orderedSame }
        }
        if let found = family(named: faceName) { return (found, 400, false) }
        guard let dash = faceName.lastIndex(of: "-"), let found = family(named: String(faceName[..<dash])) else { return nil }
        let style = faceName[faceName.index(after: dash)...].lowercased()
        let italic = style.contains("italic") || style.contains("oblique")
        let weights: [(String, Int)] = [
            ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
            ("ultrabold", 800), ("thin", 100), ("light", 300), ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        let weight = weights.first { style.contains($0.0) }?.1 ?? 400
        return (found, weight, italic)
    }
}
