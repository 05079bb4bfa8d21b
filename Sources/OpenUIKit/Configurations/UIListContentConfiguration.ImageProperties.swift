import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws its image.
    /// - Note: See https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct
    public struct ImageProperties: Hashable, Sendable {
        /// A ``reservedLayoutSize`` dimension meaning "the system's standard size for this style".
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint of template images; nil for the view's tint.
        public var tintColor: UIColor?
        /// A function applied to the tint.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (aspect kept); zero in a dimension for no limit.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image even when it is smaller (so texts line up across rows);
        /// zero in a dimension for the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image stays as it is under Smart Invert.
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// The tint drawn: ``tintColor`` (or `tintColor` when nil) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }

        // UIKit divergence: transformers are compared by presence only (see TextProperties).
        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && (lhs.tintColorTransformer == nil) == (rhs.tintColorTransformer == nil)
                && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize
                && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
        }
    }
}
