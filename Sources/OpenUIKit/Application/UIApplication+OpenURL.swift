import Foundation

extension UIApplication {
    /// Whether some app on the device opens `url` (by its scheme).
    ///
    /// Headless the device has the apps every iPhone has (web, mail, phone, messages,
    /// FaceTime, maps); the test kit can add others.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)
    // UIKit divergence: there is no Info.plist, so no `LSApplicationQueriesSchemes` list limits
    // which schemes may be asked about.
    public func canOpenURL(_ url: URL) -> Bool {
        externalURLs.canOpen(url)
    }

    /// Opens `url` in the app that handles it, then calls `completion` with whether it opened,
    /// on the main queue after the current turn, as UIKit does.
    ///
    /// Headless the URL is recorded for the test kit (`HeadlessApp.openedURLs`); live it goes
    /// to the desktop's handler too. A URL with no handler, or any URL with
    /// `.universalLinksOnly` set, does not open.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let opened = universalOnly ? false : externalURLs.open(url)
        if !opened {
            log.log("UIApplication: failed to open URL \(url.absoluteString): \(universalOnly ? "no app claims it as a universal link" : "no app handles its scheme")")
        }
        guard let completion else { return }
        runLoop.schedule(after: 0) { _ in completion(opened) }
    }

    /// Opens `url` as ``open(_:options:completionHandler:)`` does and returns whether it opened.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        return universalOnly ? false : externalURLs.open(url)
    }
}
