import Foundation

extension ApplicationLifecycle {
    /// The connection options for a launch: a `.url` launch option becomes the one URL
    /// context, with the source application and annotation that came with it; a
    /// `.shortcutItem` one becomes the shortcut item.
    static func connectionOptions(from launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> UIScene.ConnectionOptions {
        let source = launchOptions?[.sourceApplication] as? String
        let shortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
        guard let url = launchOptions?[.url] as? URL else {
            return UIScene.ConnectionOptions(sourceApplication: source, shortcutItem: shortcutItem)
        }
        let context = UIOpenURLContext(
            url: url, options: UIScene.OpenURLOptions(sourceApplication: source, annotation: launchOptions?[.annotation]))
        return UIScene.ConnectionOptions(sourceApplication: source, urlContexts: [context], shortcutItem: shortcutItem)
    }

    /// Another app opens `url` in this one: the foreground scene's delegate (the first
    /// connected one when none is in the foreground) gets `scene(_:openURLContexts:)`; an
    /// application without scenes gets `application(_:open:options:)`. Returns what the
    /// application delegate answered, or true once a scene was told.
    @discardableResult
    package func deliverIncomingURL(_ url: URL, options: UIScene.OpenURLOptions) -> Bool {
        Fatal.check(hasLaunched, "UIApplication: opening a URL in the application needs a launched application (launch an app delegate first)")
        guard usesScenes else {
            guard let delegate = application.delegate else { return false }
            var dictionary: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: options.openInPlace]
            if let source = options.sourceApplication { dictionary[.sourceApplication] = source }
            if let annotation = options.annotation { dictionary[.annotation] = annotation }
            return delegate.application(application, open: url, options: dictionary)
        }
        let target = scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
            ?? scenes.first
        guard let scene = target else {
            application.log.log("UIApplication: no connected scene to open \(url.absoluteString) in; the URL is dropped")
            return false
        }
        scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url, options: options)])
        return true
    }
}
