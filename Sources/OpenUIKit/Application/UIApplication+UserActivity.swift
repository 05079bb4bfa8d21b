import Foundation

extension UIApplication {
    /// Hands `activity` to the running application as the system does for a universal link
    /// or a hand-off (see `ApplicationLifecycle.continueUserActivity(_:)`); the test kit's
    /// `HeadlessApp.continueUserActivity(_:)` calls it.
    @discardableResult
    package func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        lifecycle.continueUserActivity(activity)
    }
}
