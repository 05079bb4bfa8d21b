import Foundation

extension UIApplication {
    /// The app's dynamic Home Screen quick actions (nil: none). The application keeps immutable
    /// copies, as UIKit does: changing a mutable item afterwards changes nothing here.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/shortcutitems
    // UIKit divergence: declared in an extension, so subclasses cannot override it.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { lifecycle.shortcutItems }
        set { lifecycle.shortcutItems = newValue?.map { $0.immutableCopy() } }
    }

    /// The user chose the quick action `item` while the application runs (the test kit's
    /// `performShortcutItem(_:)`); see ``ApplicationLifecycle``.
    package func performShortcutItem(_ item: UIApplicationShortcutItem, completion: @escaping (Bool) -> Void) {
        lifecycle.performShortcutItem(item, completion: completion)
    }
}
