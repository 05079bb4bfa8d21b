import Foundation
import OpenUIKit

extension HeadlessApp {
    /// The user chooses the Home Screen quick action `item` while the launched application
    /// runs, as a long press on the app's icon would: a background application comes to the
    /// foreground, the delegate (the foreground window scene's, or the application's without
    /// scenes) performs the item; then a turn runs. Returns what the delegate passed to its
    /// completion handler, nil when it has not called it.
    ///
    /// To launch the application with a quick action, put it in the launch options:
    /// `HeadlessApp(launching: AppDelegate.self, launchOptions: [.shortcutItem: item])`.
    @discardableResult
    public func performShortcutItem(_ item: UIApplicationShortcutItem) -> Bool? {
        var handled: Bool?
        application.performShortcutItem(item) { handled = $0 }
        runTurn()
        return handled
    }

    /// The quick actions the application published in `UIApplication.shortcutItems`, as the
    /// Home Screen would list them.
    public var shortcutItems: [UIApplicationShortcutItem] { application.shortcutItems ?? [] }
}
