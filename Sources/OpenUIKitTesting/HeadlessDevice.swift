import Foundation
import OpenUIKit

/// A phone or tablet a headless application can stand in for: its screen in points, its
/// scale, and the safe-area insets its status bar (or sensor housing) and home indicator
/// leave, upright and turned sideways. Pass one to ``HeadlessApp/init(device:startTime:echoLog:applicationClass:layoutDirection:)``;
/// every window that covers its screen gets the insets. ``HeadlessApp/init(screenSize:scale:startTime:echoLog:applicationClass:layoutDirection:)``
/// without a screen size or scale stands in for ``standard``.
public struct HeadlessDevice: Sendable, Hashable {
    /// A name for messages and file names ("iPhone 15").
    public var name: String
    /// The screen's size in points, portrait.
    public var screenSize: CGSize
    /// Device pixels per point.
    public var scale: CGFloat
    /// What the status bar (or sensor housing) and the home indicator take, in portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// What the sensor housing and the home indicator take while the screen is wider than
    /// tall (a phone hides its status bar then, so nothing is taken at the top).
    public var landscapeSafeAreaInsets: UIEdgeInsets

    /// A device with these measurements; without landscape insets, it takes nothing at the
    /// edges while turned sideways.
    public init(
        name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
        landscapeSafeAreaInsets: UIEdgeInsets = .zero
    ) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    }

    /// The screen turned sideways: width and height swapped.
    public var landscapeScreenSize: CGSize { CGSize(width: screenSize.height, height: screenSize.width) }

    /// The device `HeadlessApp()` stands in for: a current iPhone, ``iPhone14``'s screen
    /// (the iPhone 16e has the same one), with its status bar and home indicator.
    public static let standard = iPhone14

    /// The standard screen, 390 × 844 points at 3×, with no status bar, notch or home
    /// indicator: windows have zero safe-area insets. For tests about behaviour that does not
    /// depend on insets, written for a bare screen: `HeadlessApp(device: .bareScreen)`.
    public static let bareScreen = HeadlessDevice(
        name: "Bare screen", screenSize: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: .zero)

    /// iPhone 15 (and 15 Pro, 16): 393 × 852 points at 3×, 59 points above, 34 below;
    /// sideways 59 at each side for the Dynamic Island, 21 below.
    public static let iPhone15 = HeadlessDevice(
        name: "iPhone 15", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    /// iPhone 15 Pro Max (and 15 Plus, 16 Plus): 430 × 932 points at 3×, 59 above, 34 below;
    /// sideways 59 at each side, 21 below.
    public static let iPhone15ProMax = HeadlessDevice(
        name: "iPhone 15 Pro Max", screenSize: CGSize(width: 430, height: 932), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    /// iPhone 14 (and 13, 16e): 390 × 844 points at 3×, 47 above, 34 below; sideways 47 at
    /// each side for the notch, 21 below — the size of `UIScreen.defaultSize`.
    public static let iPhone14 = HeadlessDevice(
        name: "iPhone 14", screenSize: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: UIScreen.phoneSafeAreaInsets, landscapeSafeAreaInsets: UIScreen.phoneLandscapeSafeAreaInsets)
    /// iPhone SE (3rd generation): 375 × 667 points at 2×, a 20-point status bar, no home
    /// indicator; nothing taken sideways (the status bar hides).
    public static let iPhoneSE = HeadlessDevice(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPad Pro 11-inch: 834 × 1194 points at 2×, 24 above, 20 below, the same sideways.
    public static let iPadPro11 = HeadlessDevice(
        name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
}
