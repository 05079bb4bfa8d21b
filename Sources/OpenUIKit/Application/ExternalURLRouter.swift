import Foundation

/// Decides which URLs an application can open outside itself and where they go.
///
/// Headless, a URL "opens" when its scheme is one of ``openableSchemes`` (the schemes of the
/// apps every iPhone has: Safari, Mail, Phone, Messages, FaceTime, Maps) and is recorded in
/// ``openedURLs``, which the test kit reads. A live backend installs ``opener`` to hand the URL
/// to the desktop; the record is kept either way.
@MainActor
package final class ExternalURLRouter {
    /// Schemes some app on the device handles. The test kit adds the schemes of apps it
    /// pretends are installed.
    package var openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps"]
    /// Every URL opened so far, in order.
    package private(set) var openedURLs: [URL] = []
    /// Hands a URL to the desktop (installed by a live backend); returns whether it opened.
    package var opener: (@MainActor (URL) -> Bool)?

    package init() {}

    /// Whether some app handles `url`'s scheme.
    package func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableSchemes.contains(scheme)
    }

    /// Opens `url` if some app handles it; returns whether it opened.
    package func open(_ url: URL) -> Bool {
        guard canOpen(url) else { return false }
        if let opener, !opener(url) { return false }
        openedURLs.append(url)
        return true
    }
}
