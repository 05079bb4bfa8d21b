import Foundation

/// The display an application draws on: its size in points and its pixels per point.
@MainActor @preconcurrency
open class UIScreen {
    /// The screen's rectangle in points, origin at zero.
    // UIKit divergence: a device's screen never changes size; a desktop window does, and a live
    // backend resizes the screen with it (UIApplication.resizeScreen(to:)).
    public package(set) var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { systemTraitsDidChange() } }
    }
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates a screen of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// The traits the system sets (appearance, text size, contrast…); the screen's
    /// `traitCollection` adds its scale, idiom and size classes (see Traits/UIScreen+Traits.swift).
    package var systemTraits = UIScreen.defaultSystemTraits
    /// The screen's collection, computed on first use after a change.
    package var cachedTraitCollection: UITraitCollection?

    /// Called after the screen's ``traitCollection`` changed, with the previous collection.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The current application's screen.
    public static var main: UIScreen { UIApplication.shared.screen }

    /// The size of a headless screen when none is given: an iPhone 14's, in points.
    public static let defaultSize = CGSize(width: 390, height: 844)
    /// The scale of a headless screen when none is given.
    public static let defaultScale: CGFloat = 3
}
