import Foundation

extension UIFontDescriptor {
    /// A key of a font descriptor's attribute dictionary (``UIFontDescriptor/addingAttributes(_:)``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name: a `String`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's full or PostScript name: a `String`.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name ("Bold", "Italic"…): a `String`.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points: a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits: a dictionary of ``UIFontDescriptor/TraitKey`` to values.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// OpenType feature settings: an array of dictionaries.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// A Dynamic Type text style: a `UIFont.TextStyle`.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary.
    /// - Note: See https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits: a ``UIFontDescriptor/SymbolicTraits`` or its raw `UInt32`.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight: a `UIFont.Weight` or its raw value (-1 to 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width: a number from -1 (condensed) to 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant: a number from -1 to 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
}
