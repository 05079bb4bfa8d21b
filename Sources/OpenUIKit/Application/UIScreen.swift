import Foundation

/// The display an application draws on: its size in points and its pixels per point.
@MainActor
open class UIScreen {
    /// The screen's rectangle in points, origin at zero.
    // UIKit divergence: a device's screen never changes size; a desktop window does, and a live
    // backend resizes the screen with it (UIApplication.resizeScreen(to:)).
    public package(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates a screen of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// The current application's screen.
    public static var main: UIScreen { UIApplication.shared.screen }

    /// The size of a headless screen when none is given: an iPhone 14's, in points.
    public static let defaultSize = CGSize(width: 390, height: 844)
    /// The scale of a headless screen when none is given.
    public static let defaultScale: CGFloat = 3
}
