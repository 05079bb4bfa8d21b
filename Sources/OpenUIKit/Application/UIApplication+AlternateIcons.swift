import Foundation

extension UIApplication {
    /// Whether the application may change its Home Screen icon: never here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/supportsalternateiconnames
    // UIKit divergence: there is no Home Screen and no icon to change.
    @available(iOS 10.3, *)
    public var supportsAlternateIconNames: Bool { false }

    /// The name of the alternate icon shown, nil for the primary one: always nil here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/alternateiconname
    @available(iOS 10.3, *)
    public var alternateIconName: String? { nil }

    /// Asks to show the icon named `alternateIconName` (nil for the primary one). As
    /// ``supportsAlternateIconNames`` is false, the request fails: `completionHandler`
    /// receives `CocoaError.featureUnsupported` on the main queue after the current turn, and
    /// the failure is logged.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/setalternateiconname(_:completionhandler:)
    @available(iOS 10.3, *)
    public func setAlternateIconName(
        _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
        let error = alternateIconError(for: alternateIconName)
        guard let completionHandler else { return }
        runLoop.schedule(after: 0) { _ in completionHandler(error) }
    }

    /// Asks to show the icon named `alternateIconName`; throws `CocoaError.featureUnsupported`
    /// as ``setAlternateIconName(_:completionHandler:)`` reports it.
    @available(iOS 10.3, *)
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw alternateIconError(for: alternateIconName)
    }

    private func alternateIconError(for name: String?) -> CocoaError {
        let message = "alternate icons are not supported: there is no Home Screen icon to change"
        log.log("UIApplication.setAlternateIconName(\(name.map { "\"\($0)\"" } ?? "nil")): \(message)")
        return CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
