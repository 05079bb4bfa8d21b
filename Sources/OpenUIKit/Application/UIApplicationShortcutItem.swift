import Foundation

/// A quick action on the app's Home Screen icon: a type the app recognises, a title, and
/// optionally a subtitle, an icon and user info. The app publishes dynamic ones in
/// `UIApplication.shortcutItems`; choosing one launches the app with it in the connection
/// options (or launch options), or hands it to the running app's delegate.
/// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
// UIKit divergence: there is no Home Screen and no Info.plist; the test kit chooses items
// (`HeadlessApp.performShortcutItem(_:)`, or a launch with `.shortcutItem` in the launch
// options). `targetContentIdentifier` is stored and never used to pick a scene.
@MainActor @preconcurrency
open class UIApplicationShortcutItem {
    /// The app's own identifier of the action.
    open var type: String { typeStorage }
    /// The title shown on the Home Screen.
    open var localizedTitle: String { localizedTitleStorage }
    /// The line under the title (nil: none).
    open var localizedSubtitle: String? { localizedSubtitleStorage }
    /// The icon beside the title (nil: none).
    open var icon: UIApplicationShortcutIcon? { iconStorage }
    /// Data the app attaches to the action.
    open var userInfo: [String: any NSSecureCoding]? { userInfoStorage }
    /// The identifier of the content the action opens, to pick a scene (stored).
    open var targetContentIdentifier: Any? { targetContentIdentifierStorage }

    // What the properties read; the mutable subclass writes it.
    package var typeStorage: String
    package var localizedTitleStorage: String
    package var localizedSubtitleStorage: String? = nil
    package var iconStorage: UIApplicationShortcutIcon? = nil
    package var userInfoStorage: [String: any NSSecureCoding]? = nil
    package var targetContentIdentifierStorage: Any? = nil

    /// Creates an item with every property.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        typeStorage = type
        localizedTitleStorage = localizedTitle
        localizedSubtitleStorage = localizedSubtitle
        iconStorage = icon
        userInfoStorage = userInfo
    }

    /// Creates an item with a type and a title only.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// An immutable copy, as UIKit keeps the items the app publishes.
    package func immutableCopy() -> UIApplicationShortcutItem {
        let copy = UIApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon, userInfo: userInfo)
        copy.targetContentIdentifierStorage = targetContentIdentifier
        return copy
    }
}
