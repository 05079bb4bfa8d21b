import Foundation

/// The colour model a colour's components are read in.
///
/// Only the device-independent models drawing needs exist: sRGB (also answering for the
/// "device" and "generic" RGB names) and grey. Every colour is rendered as sRGB.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgcolorspace
// UIKit divergence: no colour management; every RGB space is treated as sRGB and grey is
// expanded to equal sRGB components when painted.
public final class CGColorSpace: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour model of a colour space.
    public let model: CGColorSpaceModel
    /// The name the space was created with, when it has one.
    public let name: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// Looks up a space by one of the constant names (``sRGB``, ``genericGrayGamma2_2``...);
    /// unknown names give nil.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.genericRGBLinear, Self.displayP3:
            self.init(model: .rgb, name: name)
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    /// Number of colour components, alpha excluded.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The standard sRGB space name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB (treated as sRGB).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Linear sRGB (treated as sRGB).
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Linear generic RGB (treated as sRGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Display P3 (treated as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey (treated as gamma grey).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range grey (treated as grey).
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    /// The shared device RGB space.
    static let deviceRGBSpace = CGColorSpace(model: .rgb, name: nil)
    /// The shared device grey space.
    static let deviceGraySpace = CGColorSpace(model: .monochrome, name: nil)
    /// The shared sRGB space.
    static let sRGBSpace = CGColorSpace(model: .rgb, name: sRGB)
    /// The shared grey space.
    static let graySpace = CGColorSpace(model: .monochrome, name: genericGrayGamma2_2)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    public var description: String { "CGColorSpace(\(model), \(name ?? "device"))" }
}

/// The colour models a ``CGColorSpace`` can have.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// The device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGBSpace }

/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGraySpace }
