import Foundation

extension UIImage {
    /// How to draw a symbol: its point size (given, or from a text style or font), weight and
    /// scale, and its colours. Values left unspecified come from the configuration applied
    /// under it, then from the defaults (the body style's size, regular weight, medium scale).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
    public final class SymbolConfiguration: Configuration, @unchecked Sendable, CustomStringConvertible {
        /// The point size, or nil when a text style, font or the default decides.
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale
        let textStyle: UIFont.TextStyle?
        let font: UIFont?
        /// One colour shaded for the layers (hierarchical), or nil.
        let hierarchicalColor: UIColor?
        /// One colour per layer (palette), or nil.
        let paletteColors: [UIColor]?

        package init(
            pointSize: CGFloat? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
            textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil, hierarchicalColor: UIColor? = nil,
            paletteColors: [UIColor]? = nil, traitCollection: UITraitCollection? = nil
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            super.init(traitCollection: traitCollection)
        }

        /// The weight drawn: the one set, else the font's (a configuration made from a font or
        /// text style: the headline style's symbols are semibold), else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            if let font { return SymbolWeight(cssWeight: font.spec.weight) }
            if let textStyle {
                return SymbolWeight(cssWeight: UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection).spec.weight)
            }
            return .regular
        }

        /// The colour a one-layer glyph is drawn in: the hierarchical colour, else the first
        /// palette colour, else none (the view's tint).
        var symbolColor: UIColor? { hierarchicalColor ?? paletteColors?.first }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration()

        /// Symbols `pointSize` points tall (medium scale).
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: Self.checked(pointSize))
        }

        /// Symbols of `pointSize` and `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            self.init(pointSize: Self.checked(pointSize), weight: weight, scale: scale)
        }

        /// Symbols sized to the Dynamic Type style (at the traits' text size when drawn).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .default)
        }

        /// Symbols sized to the Dynamic Type style, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, textStyle: textStyle)
        }

        /// Symbols sized and weighted like `font`.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .default)
        }

        /// Symbols sized and weighted like `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, font: font)
        }

        /// Symbols of `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight)
        }

        /// Symbols at `scale`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale)
        }

        /// Symbols drawn in shades of `hierarchicalColor` (a symbol's primary layer in the
        /// colour, the others fainter).
        // UIKit divergence: the Material glyphs have one layer, drawn in the colour itself.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: nil, hierarchicalColor: hierarchicalColor)
        }

        /// Symbols whose layers take `paletteColors` in order.
        // UIKit divergence: the Material glyphs have one layer, drawn in the first colour.
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: nil, paletteColors: paletteColors)
        }

        /// This configuration with what `configuration` specifies laid over it: its size
        /// (a point size, text style or font replaces this one's), weight, scale and colours
        /// where set.
        public func applying(_ configuration: Configuration?) -> Self {
            guard let other = configuration as? SymbolConfiguration else { return self }
            let otherSizes = other.pointSize != nil || other.textStyle != nil || other.font != nil
            return Self(
                pointSize: otherSizes ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: otherSizes ? other.textStyle : textStyle,
                font: otherSizes ? other.font : font,
                hierarchicalColor: other.hierarchicalColor ?? hierarchicalColor,
                paletteColors: other.paletteColors ?? paletteColors,
                traitCollection: other.traitCollection ?? traitCollection)
        }

        /// A point size UIKit would accept: positive and finite; others are logged and give
        /// the default size.
        private static func checked(_ size: CGFloat) -> CGFloat? {
            guard size.isFinite, size > 0 else {
                CoreGraphicsLog.error("UIImage.SymbolConfiguration(pointSize:)", "invalid point size \(size); using the default")
                return nil
            }
            return size
        }

        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("pointSize=\(pointSize)") }
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if let font { parts.append("font=\(font.fontName) \(font.pointSize)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            return "<UIImageSymbolConfiguration \(parts.joined(separator: " "))>"
        }
    }
}
