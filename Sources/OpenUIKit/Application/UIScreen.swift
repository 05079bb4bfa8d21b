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

    /// The physical screen's pixels per point: the same as ``scale`` here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscreen/nativescale
    // UIKit divergence: UIKit reports a smaller native scale on the Plus phones, which render
    // at 3x and scale down; screens here have no such step, so it is ``scale``.
    public var nativeScale: CGFloat { scale }

    /// How bright the screen is, from 0 (dimmest) to 1 (brightest); 0.5 until the application
    /// sets it [CHOSEN: no display to read]. Values outside 0…1 are clamped; a NaN is refused
    /// with a logged message and the brightness stays as it was.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscreen/brightness
    // UIKit divergence: no display backlight is driven; the value is only kept.
    open var brightness: CGFloat {
        get { storedBrightness }
        set {
            guard !newValue.isNaN else {
                (UIApplication.existing?.log ?? .console).log("UIScreen.brightness: NaN refused; the brightness stays \(storedBrightness)")
                return
            }
            storedBrightness = min(max(newValue, 0), 1)
        }
    }
    private var storedBrightness: CGFloat = 0.5

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

    /// What the device's status bar (or sensor housing) and home indicator take from a window
    /// that covers the screen, upright and turned sideways; zero for a desktop window or a bare
    /// headless screen. The test kit sets them for the device it stands in for.
    // UIKit divergence: UIKit has no such screen property; a window gets these from its scene.
    // They are kept here, out of the public API, so a window that covers the screen reads them.
    package var portraitSafeAreaInsets: UIEdgeInsets = .zero
    /// See ``portraitSafeAreaInsets``: the insets while the screen is wider than tall.
    package var landscapeSafeAreaInsets: UIEdgeInsets = .zero

    /// The insets a window covering the screen gets now: the landscape ones while the screen is
    /// wider than tall.
    package var windowSafeAreaInsets: UIEdgeInsets {
        bounds.width > bounds.height ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// What the status bar and home indicator of a phone of ``defaultSize`` (an iPhone 14 or
    /// 16e) take from a window covering its screen, upright: the test kit's standard device
    /// and the live window while it is phone-shaped use them.
    nonisolated package static let phoneSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// The same phone's insets turned sideways: the notch's side, the home indicator, no status bar.
    nonisolated package static let phoneLandscapeSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// The size of a headless screen when none is given: an iPhone 14's, in points.
    public static let defaultSize = CGSize(width: 390, height: 844)
    /// The scale of a headless screen when none is given.
    public static let defaultScale: CGFloat = 3
}
