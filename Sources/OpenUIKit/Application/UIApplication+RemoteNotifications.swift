import Foundation

extension UIApplication {
    /// Asks the push service for a device token. There is no push service on Linux, so the
    /// request always fails: on the next run-loop turn the delegate's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` receives an error
    /// in `NSCocoaErrorDomain` with code 3010, the one iOS gives where remote notifications
    /// are unsupported (the Simulator), and the failure is logged.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()
    // UIKit divergence: no device token is ever delivered; registration always fails.
    @available(iOS 8.0, *)
    public func registerForRemoteNotifications() {
        guard !remoteNotificationRegistrationPending else { return }
        remoteNotificationRegistrationPending = true
        runLoop.schedule(after: 0) { [weak self] _ in
            guard let self else { return }
            self.remoteNotificationRegistrationPending = false
            let error = UIApplication.remoteNotificationsUnsupportedError
            self.log.log("UIApplication.registerForRemoteNotifications(): \(error.localizedDescription)")
            self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
        }
    }

    /// Gives up remote notifications; as none were registered, nothing changes.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/unregisterforremotenotifications()
    public func unregisterForRemoteNotifications() {}

    /// Whether the application holds a device token for remote notifications: never here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/isregisteredforremotenotifications
    @available(iOS 8.0, *)
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// The error remote-notification registration fails with.
    package static var remoteNotificationsUnsupportedError: NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: 3010,
            userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported: OpenUIKit on Linux has no push notification service"])
    }
}
