import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Lays out and renders what the image strategies snapshot, in a headless application of
/// their own when the value is in no window, leaving the test's application current.
@MainActor
enum SnapshotRenderer {
    /// `view` rendered alone. A view in a window is laid out there and rendered in place; a
    /// view in none is put, for the rendering, at the origin of a window of its size (or
    /// `size`) in a headless application with `traits` applied, then put back where it was.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.defaultScale
        if let size { view.frame.size = size }
        if let window = view.window, size == nil {
            window.layoutIfNeeded()
            return render(view, scale: scale)
        }
        let bounds = view.bounds.size
        Fatal.check(
            bounds.width > 0 && bounds.height > 0,
            "SnapshotTesting: \(type(of: view)) has no size (\(bounds.width) × \(bounds.height)) to render; give it a frame or pass size:")
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        let frame = view.frame
        defer {
            view.removeFromSuperview()
            view.frame = frame
            if let superview, let index { superview.insertSubview(view, at: index) }
        }
        return withApplication(size: bounds, scale: scale) { app in
            let window = app.makeWindow()
            apply(traits, to: window)
            view.frame.origin = .zero
            window.addSubview(view)
            app.runTurn()
            return UIImage(cgImage: app.render(view, scale: scale), scale: scale, orientation: .up)
        }
    }

    /// `controller` as the root of a window of the config's size (else its view's), with the
    /// config's safe area and its and `traits`' traits, laid out and rendered whole.
    static func image(of controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection)
        -> UIImage
    {
        layOut(controller, config: config, size: size, traits: traits) { app, window, scale in
            UIImage(cgImage: app.render(window, scale: scale), scale: scale, orientation: .up)
        }
    }

    /// Runs `body` while `controller` is the root of a window the size of `config`'s screen
    /// (else `size`, else its view's), with the config's safe area and its and `traits`'
    /// traits, laid out; then takes the controller out of the window.
    static func layOut<Result>(
        _ controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection,
        _ body: (HeadlessApp, UIWindow, CGFloat) -> Result
    ) -> Result {
        let all = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = all.displayScale > 0 ? all.displayScale : UIScreen.defaultScale
        let screen = size ?? config.size ?? controller.view.bounds.size
        Fatal.check(
            screen.width > 0 && screen.height > 0,
            "SnapshotTesting: no size to lay out \(type(of: controller)) at; use .image(on: .iPhone13) or pass size:")
        return withApplication(size: screen, scale: scale) { app in
            let window = app.makeWindow()
            apply(all, to: window)
            window.simulateSafeAreaInsets(config.safeArea)
            window.rootViewController = controller
            app.runTurn()
            // Appearance transitions and layout passes that one turn schedules.
            app.runFrames(for: 2.0 / 60)
            let result = body(app, window, scale)
            window.rootViewController = nil
            return result
        }
    }

    /// ``layOut(_:config:size:traits:_:)`` for a body that needs only the laid-out controller.
    static func layOut<Result>(
        _ controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection,
        _ body: () -> Result
    ) -> Result {
        layOut(controller, config: config, size: size, traits: traits) { _, _, _ in body() }
    }

    /// Runs `body` with a fresh headless application of a `size` screen at `scale`; the
    /// application current before (the test's own) is current again afterwards.
    static func withApplication<Result>(size: CGSize, scale: CGFloat, _ body: (HeadlessApp) -> Result) -> Result {
        let previous = UIApplication.existing
        defer { previous?.makeCurrent() }
        let app = HeadlessApp(screenSize: size, scale: scale)
        let result = body(app)
        app.application.resignCurrent()
        return result
    }

    /// Sets, as the window's trait overrides, every trait `traits` specifies.
    static func apply(_ traits: UITraitCollection, to window: UIWindow) {
        if traits.userInterfaceStyle != .unspecified { window.traitOverrides.userInterfaceStyle = traits.userInterfaceStyle }
        if traits.horizontalSizeClass != .unspecified { window.traitOverrides.horizontalSizeClass = traits.horizontalSizeClass }
        if traits.verticalSizeClass != .unspecified { window.traitOverrides.verticalSizeClass = traits.verticalSizeClass }
        if traits.layoutDirection != .unspecified { window.traitOverrides.layoutDirection = traits.layoutDirection }
        if traits.preferredContentSizeCategory != .unspecified {
            window.traitOverrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
        if traits.userInterfaceIdiom != .unspecified { window.traitOverrides.userInterfaceIdiom = traits.userInterfaceIdiom }
        if traits.legibilityWeight != .unspecified { window.traitOverrides.legibilityWeight = traits.legibilityWeight }
        if traits.accessibilityContrast != .unspecified {
            window.traitOverrides.accessibilityContrast = traits.accessibilityContrast
        }
        if traits.displayScale > 0 { window.traitOverrides.displayScale = traits.displayScale }
    }

    private static func render(_ view: UIView, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
        return renderer.image { context in view.layer.render(in: context.cgContext) }
    }
}
