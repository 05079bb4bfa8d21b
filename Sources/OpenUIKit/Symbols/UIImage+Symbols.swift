import Foundation
import OpenCoreGraphics

extension UIImage {
    /// The family fontconfig knows the symbol glyphs' font by.
    static let symbolFontFamily = "Material Icons"
    /// The Debian package that installs it.
    static let symbolFontPackage = "fonts-material-design-icons-iconfont"
    /// How much of a Material glyph's em square the drawing fills (the icons are drawn on a
    /// 24-unit grid with 2 units of padding each side), so a symbol drawn `P` points tall
    /// fills about `P` points.
    static let symbolGlyphFill: CGFloat = 20 / 24

    /// The symbol named `name` (an SF Symbols name, docs/SYMBOLS.md) at the default
    /// configuration (the body style's size, medium scale); nil for a name with no glyph.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` for `traitCollection` (its text size sizes the default
    /// configuration).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration(traitCollection: traitCollection))
    }

    /// The symbol named `name` drawn as `configuration` says; nil for a name with no glyph
    /// (logged once per name). Its weight thickens or thins the glyph's strokes, and it has
    /// a baseline (``baselineOffsetFromBottom``) that seats it in the text it is sized for.
    // UIKit divergence: the glyphs are Material Icons (the SF Symbols font cannot be shipped);
    // symbol images are templates (`renderingMode` `.alwaysTemplate`), so views tint them;
    // the font has one weight, so the others move the glyph's outline (docs/DIVERGENCES.md).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let entry = SymbolGlyphTable.glyphs[name], let scalar = Unicode.Scalar(entry.codePoint) else {
            UnknownSymbolNames.report(name)
            return nil
        }
        UIImage.requireSymbolFont()
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(configuration)
        let info = SymbolImageInfo(name: name, glyph: String(Character(scalar)), configuration: symbolConfiguration)
        let metrics = UIImage.symbolMetrics(for: symbolConfiguration)
        let side = metrics.side
        let glyph = info.glyph
        let weight = symbolConfiguration.resolvedWeight
        // UIKit divergence: hierarchical and palette colours shade or colour each of a symbol's
        // layers; a Material glyph is one layer (the primary), so it is drawn in the
        // hierarchical colour, or the first palette colour, at full opacity, over any tint.
        self.init(
            content: .drawing({ context in UIImage.drawSymbolGlyph(glyph, side: side, weight: weight, in: context) }),
            size: CGSize(width: side, height: side), scale: 1, renderingMode: .alwaysTemplate, orientation: .up,
            tintColor: symbolConfiguration.symbolColor, symbol: info, baselineOffset: metrics.baselineOffset,
            flipsForRightToLeft: DirectionalSymbols.flipsForRightToLeft(name))
    }

    /// Whether the image is a symbol made by `UIImage(systemName:)`.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was made with; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { (symbol as? SymbolImageInfo)?.configuration }

    /// The image's configuration (a symbol's), or nil.
    public var configuration: Configuration? { symbolConfiguration }

    /// A symbol image made again with `configuration` laid over its own; other images are
    /// returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        remade(applying: configuration) ?? self
    }

    /// A symbol image made again with `configuration` laid over its own; nil for other images.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        remade(applying: configuration)
    }

    /// The same symbol with `configuration` applied over its own, keeping the rendering mode
    /// and tint colour.
    private func remade(applying configuration: Configuration) -> UIImage? {
        guard let info = symbol as? SymbolImageInfo else { return nil }
        return remade(as: info.configuration.applying(configuration))
    }

    /// The same symbol drawn as `preferred` says where its own configuration leaves a value
    /// unspecified (an image view's ``UIImageView/preferredSymbolConfiguration``): the image's
    /// own values win. Other images are returned as they are.
    package func applyingPreferredSymbolConfiguration(_ preferred: SymbolConfiguration) -> UIImage {
        guard let info = symbol as? SymbolImageInfo else { return self }
        return remade(as: preferred.applying(info.configuration)) ?? self
    }

    /// The same symbol made with `configuration` (in full), keeping the rendering mode, a tint
    /// colour given with ``withTintColor(_:)``, a set accessibility label and a flip for right
    /// to left asked for with ``imageFlippedForRightToLeftLayoutDirection()``.
    private func remade(as configuration: SymbolConfiguration) -> UIImage? {
        guard let info = symbol as? SymbolImageInfo,
              var made = UIImage(systemName: info.name, withConfiguration: configuration) else { return nil }
        if flipsForRightToLeftLayoutDirection && !made.flipsForRightToLeftLayoutDirection {
            made = made.imageFlippedForRightToLeftLayoutDirection()
        }
        made.accessibilityLabel = explicitAccessibilityLabel
        // A tint that came from the old configuration's colours is not handed on: the new
        // configuration's colours (or none) decide.
        if let explicitTintColor, explicitTintColor !== info.configuration.symbolColor {
            return made.withTintColor(explicitTintColor, renderingMode: renderingMode)
        }
        return made.withRenderingMode(renderingMode)
    }

    /// A symbol's square and baseline. The side is the point size (given, the font's, or the
    /// text style's at the configuration's traits, else the body style's) times the scale's
    /// factor. The baseline is where the text the symbol is sized for stands: the square's
    /// centre lies at half that font's cap height above it, so a symbol is centred on the
    /// capitals of its text whatever its scale, as SF Symbols are (a square taller than the
    /// cap height reaches a little below the baseline).
    static func symbolMetrics(for configuration: SymbolConfiguration) -> (side: CGFloat, baselineOffset: CGFloat) {
        let textFont: UIFont
        if let size = configuration.pointSize {
            textFont = UIFont.systemFont(ofSize: size, weight: configuration.resolvedWeight.fontWeight())
        } else if let font = configuration.font {
            textFont = font
        } else {
            let style = configuration.textStyle ?? .body
            textFont = UIFont.preferredFont(forTextStyle: style, compatibleWith: configuration.traitCollection)
        }
        let side = textFont.pointSize * configuration.scale.factor
        return (side, (side - textFont.capHeight) / 2)
    }

    /// How thick a Material glyph's strokes are for its live area: 2 units of the 20-unit
    /// square the icons are drawn in.
    static let symbolStrokeFraction: CGFloat = 2 / 20

    /// Draws `glyph` filling a `side`-point square at the origin of `context`: the font's em
    /// square is a little larger than the square and centred on it, so the icon's own padding
    /// falls outside. A weight other than regular moves the outline by the difference of its
    /// stroke width from regular's (``UIImage/SymbolWeight/strokeFactor``): heavier weights
    /// stroke it in the fill colour, the glyph drawn that much smaller so the thickened
    /// strokes stay inside the square; lighter weights clear a stroke along it.
    @MainActor
    static func drawSymbolGlyph(_ glyph: String, side: CGFloat, weight: SymbolWeight = .regular, in context: CGContext) {
        let change = (weight.strokeFactor - 1) * side * symbolStrokeFraction
        let live = side - max(change, 0)
        let em = live / symbolGlyphFill
        guard em > 0, let font = UIFont(name: symbolFontFamily, size: em) else { return }
        UIGraphicsPushContext(context)
        // Drawn as a styled run, not an attributed string (see StyledText).
        StyledText(glyph, attributes: [.font: font, .foregroundColor: UIColor.black])
            .draw(at: CGPoint(x: (side - em) / 2, y: (side - em) / 2 + (em - font.ascender)), outlineWidth: change)
        UIGraphicsPopContext()
    }

    /// Stops with a message naming the package when the glyphs' font is not installed:
    /// without it every symbol would be drawn as a missing-glyph box.
    static func requireSymbolFont() {
        Fatal.check(
            UIFont.familyNames.contains { $0.caseInsensitiveCompare(symbolFontFamily) == .orderedSame },
            "UIImage(systemName:): the symbol font \(symbolFontFamily) is not installed; install the Debian package "
                + "\(symbolFontPackage) (apt-get install \(symbolFontPackage))")
    }
}
