import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Every URL the application opened with `UIApplication.open(_:options:completionHandler:)`,
    /// in order.
    public var openedURLs: [URL] { application.externalURLs.openedURLs }

    /// Pretends an app that handles `scheme` is installed, so `canOpenURL(_:)` and `open` accept
    /// its URLs. The apps every iPhone has (web, mail, phone, messages, FaceTime, maps) are
    /// there from the start.
    public func installApp(handlingURLScheme scheme: String) {
        application.externalURLs.openableSchemes.insert(scheme.lowercased())
    }

    /// Another app opens `url` in this launched application, as tapping a link would: the
    /// foreground scene's delegate gets `scene(_:openURLContexts:)`, or an application without
    /// scenes gets `application(_:open:options:)`; then a turn runs. Returns the application
    /// delegate's answer (true once a scene was told).
    @discardableResult
    public func openIncomingURL(_ url: URL, sourceApplication: String? = nil, openInPlace: Bool = false) -> Bool {
        let handled = application.lifecycle.deliverIncomingURL(
            url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication, openInPlace: openInPlace))
        runTurn()
        return handled
    }
}
