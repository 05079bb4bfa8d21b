import Foundation
import OpenCoreGraphics

/// A description of a font — family, weight, slant, size and symbolic traits — from which
/// ``UIFont/init(descriptor:size:)`` makes a font.
/// - Note: See https://developer.apple.com/documentation/uikit/uifontdescriptor
// Limitation: only the symbolic traits and the size are modelled; attribute dictionaries,
// matching and feature settings are not.
// `@unchecked Sendable`: open, as in UIKit, so the checked form is not allowed; its one stored
// property is an immutable value and its members cannot be overridden outside the module.
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
open class UIFontDescriptor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Stylistic properties of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    package let spec: FontSpec

    package init(spec: FontSpec) { self.spec = spec }

    /// The size in points.
    public var pointSize: CGFloat { spec.size }

    /// The face name the descriptor stands for.
    public var postscriptName: String { UIFont.faceName(family: spec.family, weight: spec.weight, italic: spec.italic) }

    /// Bold (weight 600 or more), italic and monospace.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if spec.weight >= 600 { traits.insert(.traitBold) }
        if spec.italic { traits.insert(.traitItalic) }
        if spec.family == UIFont.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same description with exactly `traits` for bold and italic (others are ignored);
    /// a bold request keeps a heavier weight, a non-bold one returns to regular.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var spec = self.spec
        spec.italic = traits.contains(.traitItalic)
        if traits.contains(.traitBold) {
            spec.weight = max(spec.weight, 700)
        } else if spec.weight >= 600 {
            spec.weight = 400
        }
        if traits.contains(.traitMonoSpace) { spec.family = UIFont.monospacedFamily }
        return UIFontDescriptor(spec: spec)
    }

    /// The same description at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var spec = self.spec
        spec.size = UIFont.checkedSize(newPointSize, "UIFontDescriptor.withSize(_:)")
        return UIFontDescriptor(spec: spec)
    }

    /// The same description with `attributes` applied over it: ``AttributeName/family``,
    /// ``AttributeName/size``, and in ``AttributeName/traits`` the ``TraitKey/weight``,
    /// ``TraitKey/symbolic`` (bold, italic, monospace as ``withSymbolicTraits(_:)``) and
    /// ``TraitKey/slant`` (non-zero is italic). Any other key, or a value of the wrong type,
    /// stops the program with a message naming it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uifontdescriptor/addingattributes(_:)
    // UIKit divergence: names, faces, widths, feature settings and text styles are not
    // modelled here, so they stop the program rather than being ignored.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var spec = self.spec
        for (key, value) in attributes {
            switch key {
            case .family:
                guard let family = value as? String, !family.isEmpty else { Self.badValue(key.rawValue, value) }
                spec.family = family
            case .size:
                guard let size = Self.number(value) else { Self.badValue(key.rawValue, value) }
                spec.size = UIFont.checkedSize(size, "UIFontDescriptor.addingAttributes(_:)")
            case .traits:
                guard let traits = value as? [TraitKey: Any] else { Self.badValue(key.rawValue, value) }
                for (trait, traitValue) in traits {
                    switch trait {
                    case .weight:
                        if let weight = traitValue as? UIFont.Weight {
                            spec.weight = weight.cssWeight
                        } else if let raw = Self.number(traitValue) {
                            spec.weight = UIFont.Weight(raw).cssWeight
                        } else {
                            Self.badValue(trait.rawValue, traitValue)
                        }
                    case .symbolic:
                        let symbolic: SymbolicTraits
                        if let given = traitValue as? SymbolicTraits {
                            symbolic = given
                        } else if let raw = traitValue as? UInt32 {
                            symbolic = SymbolicTraits(rawValue: raw)
                        } else {
                            Self.badValue(trait.rawValue, traitValue)
                        }
                        if symbolic.contains(.traitItalic) { spec.italic = true }
                        if symbolic.contains(.traitBold) { spec.weight = max(spec.weight, 700) }
                        if symbolic.contains(.traitMonoSpace) { spec.family = UIFont.monospacedFamily }
                    case .slant:
                        guard let slant = Self.number(traitValue) else { Self.badValue(trait.rawValue, traitValue) }
                        spec.italic = slant != 0
                    default:
                        // UIKit divergence: traits other than weight, symbolic and slant (width)
                        // are not modelled; the font is made without them, and the log says so.
                        ApplicationLog.report(
                            "UIFontDescriptor.addingAttributes(_:): the trait \(trait.rawValue) is ignored here"
                                + " (weight, symbolic and slant are applied)")
                    }
                }
            default:
                // UIKit divergence: other attributes (feature settings such as monospaced digits,
                // cascade lists, text style names, matrices) are not modelled; the font is made
                // without them, and the log says so.
                ApplicationLog.report(
                    "UIFontDescriptor.addingAttributes(_:): the attribute \(key.rawValue) is ignored here"
                        + " (family, size and traits are applied)")
            }
        }
        return UIFontDescriptor(spec: spec)
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value.isFinite ? value : nil
        case let value as Double: return value.isFinite ? CGFloat(value) : nil
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    private static func badValue(_ key: String, _ value: Any) -> Never {
        Fatal.stop("UIFontDescriptor.addingAttributes(_:): \(type(of: value)) is not a value \(key) takes")
    }

    /// The descriptor of a Dynamic Type style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public var description: String { "<UIFontDescriptor \(spec)>" }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.spec == rhs.spec }

    public func hash(into hasher: inout Hasher) { hasher.combine(spec) }
}

extension UIFont {
    /// The font's description, with its traits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(spec: spec) }

    /// A font from a description; a `size` of 0 keeps the description's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var spec = descriptor.spec
        if pointSize != 0 { spec.size = UIFont.checkedSize(pointSize, "UIFont(descriptor:size:)") }
        self.init(spec: spec)
    }
}
