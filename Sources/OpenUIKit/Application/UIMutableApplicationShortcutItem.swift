import Foundation

/// A shortcut item whose properties can be changed; publish it with
/// `UIApplication.shortcutItems` (which keeps an immutable copy).
/// - Note: See https://developer.apple.com/documentation/uikit/uimutableapplicationshortcutitem
@MainActor @preconcurrency
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app's own identifier of the action.
    open override var type: String {
        get { typeStorage }
        set { typeStorage = newValue }
    }
    /// The title shown on the Home Screen.
    open override var localizedTitle: String {
        get { localizedTitleStorage }
        set { localizedTitleStorage = newValue }
    }
    /// The line under the title (nil: none).
    open override var localizedSubtitle: String? {
        get { localizedSubtitleStorage }
        set { localizedSubtitleStorage = newValue }
    }
    /// The icon beside the title (nil: none).
    open override var icon: UIApplicationShortcutIcon? {
        get { iconStorage }
        set { iconStorage = newValue }
    }
    /// Data the app attaches to the action.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { userInfoStorage }
        set { userInfoStorage = newValue }
    }
    /// The identifier of the content the action opens (stored).
    open override var targetContentIdentifier: Any? {
        get { targetContentIdentifierStorage }
        set { targetContentIdentifierStorage = newValue }
    }
}
