import Foundation
import OpenUIKit

/// A device screen a view controller is snapshotted on: its size in points, safe-area insets
/// and traits (display scale, idiom, size classes), as pointfree's `ViewImageConfig` gives
/// them.
///
/// The phones here are the iPhone 13, 14 and 15 families, the first- and second-generation SE,
/// the iPhone 8 and the iPhone X, each
/// in portrait (the default) or landscape. Sizes and safe areas are the devices' published
/// point dimensions and the insets iOS reports for them (status bar or sensor housing at the
/// top in portrait, home indicator at the bottom; the housing's side and the indicator in
/// landscape).
public struct ViewImageConfig: Sendable {
    /// Which way the device is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// The safe-area insets the window reports.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil takes the view controller's own view size.
    public var size: CGSize?
    /// The traits the view controller is given.
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: The phones

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(320, 568, top: 20, side: 0, bottom: 0, landscapeBottom: 0, scale: 2, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(375, 667, top: 20, side: 0, bottom: 0, landscapeBottom: 0, scale: 2, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(375, 812, top: 44, side: 44, bottom: 34, landscapeBottom: 21, scale: 3, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhoneSe2 = iPhoneSe2(.portrait)
    public static func iPhoneSe2(_ orientation: Orientation) -> ViewImageConfig {
        phone(375, 667, top: 20, side: 0, bottom: 0, landscapeBottom: 0, scale: 2, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(375, 812, top: 50, side: 50, bottom: 34, landscapeBottom: 21, scale: 3, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(390, 844, top: 47, side: 47, bottom: 34, landscapeBottom: 21, scale: 3, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(428, 926, top: 47, side: 47, bottom: 34, landscapeBottom: 21, scale: 3, orientation, landscapeWidthIsRegular: true)
    }

    public static let iPhone14 = iPhone14(.portrait)
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone14Plus = iPhone14Plus(.portrait)
    public static func iPhone14Plus(_ orientation: Orientation) -> ViewImageConfig { iPhone13ProMax(orientation) }

    public static let iPhone14Pro = iPhone14Pro(.portrait)
    public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(393, 852, top: 59, side: 59, bottom: 34, landscapeBottom: 21, scale: 3, orientation, landscapeWidthIsRegular: false)
    }

    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(430, 932, top: 59, side: 59, bottom: 34, landscapeBottom: 21, scale: 3, orientation, landscapeWidthIsRegular: true)
    }

    public static let iPhone15 = iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { iPhone14Pro(orientation) }

    public static let iPhone15Plus = iPhone15Plus(.portrait)
    public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig { iPhone14ProMax(orientation) }

    public static let iPhone15Pro = iPhone15Pro(.portrait)
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone14Pro(orientation) }

    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone14ProMax(orientation) }

    /// A phone `width` × `height` points in portrait. Portrait: `top` and `bottom` insets;
    /// landscape: `side` on both sides (iOS insets both, whichever way the phone turns) and
    /// `landscapeBottom` below.
    private static func phone(
        _ width: CGFloat, _ height: CGFloat, top: CGFloat, side: CGFloat, bottom: CGFloat, landscapeBottom: CGFloat,
        scale: CGFloat, _ orientation: Orientation, landscapeWidthIsRegular: Bool
    ) -> ViewImageConfig {
        let portrait = orientation == .portrait
        let traits = UITraitCollection { traits in
            traits.displayScale = scale
            traits.userInterfaceIdiom = .phone
            traits.horizontalSizeClass = portrait || !landscapeWidthIsRegular ? .compact : .regular
            traits.verticalSizeClass = portrait ? .regular : .compact
        }
        return ViewImageConfig(
            safeArea: portrait
                ? UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
                : UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
            size: portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
            traits: traits)
    }
}
