import Foundation
import OpenUIKit

/// A phone or tablet a headless application can stand in for: its screen in points, its
/// scale, and the safe-area insets its status bar and home indicator leave in portrait.
/// Pass one to ``HeadlessApp/init(device:startTime:echoLog:)``; its windows get the insets.
public struct HeadlessDevice: Sendable, Hashable {
    /// A name for messages and file names ("iPhone 15").
    public var name: String
    /// The screen's size in points, portrait.
    public var screenSize: CGSize
    /// Device pixels per point.
    public var scale: CGFloat
    /// What the status bar (or sensor housing) and the home indicator take, in portrait.
    public var safeAreaInsets: UIEdgeInsets

    /// A device with these measurements.
    public init(name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// iPhone 15 (and 15 Pro, 16): 393 × 852 points at 3×, 59 points above, 34 below.
    public static let iPhone15 = HeadlessDevice(
        name: "iPhone 15", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 15 Pro Max (and 15 Plus, 16 Plus): 430 × 932 points at 3×, 59 above, 34 below.
    public static let iPhone15ProMax = HeadlessDevice(
        name: "iPhone 15 Pro Max", screenSize: CGSize(width: 430, height: 932), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 14 (and 13, 16e): 390 × 844 points at 3×, 47 above, 34 below — the size of
    /// `UIScreen.defaultSize`.
    public static let iPhone14 = HeadlessDevice(
        name: "iPhone 14", screenSize: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// iPhone SE (3rd generation): 375 × 667 points at 2×, a 20-point status bar, no home
    /// indicator.
    public static let iPhoneSE = HeadlessDevice(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPad Pro 11-inch: 834 × 1194 points at 2×, 24 above, 20 below.
    public static let iPadPro11 = HeadlessDevice(
        name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
}
