import Foundation

/// Which classes make a scene: the scene's own class and its delegate's, for a role.
/// - Note: See https://developer.apple.com/documentation/uikit/uisceneconfiguration
@MainActor @preconcurrency
open class UISceneConfiguration {
    /// The configuration's name (in UIKit, the key of an Info.plist entry).
    public let name: String?
    /// The role of the sessions the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate, created when the scene connects; nil for none.
    // UIKit divergence: the class must conform to ``UISceneDelegate``, whose `init()` creates
    // it (Swift on Linux cannot create an object from an arbitrary class).
    open var delegateClass: AnyClass?
    /// The class of the scene: ``UIWindowScene`` (or a subclass) when nil.
    open var sceneClass: AnyClass?
    /// True for the default answer of `application(_:configurationForConnecting:options:)`:
    /// the application declared no scenes.
    package let isUndeclared: Bool

    /// Creates a configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        self.isUndeclared = false
    }

    package init(undeclaredFor role: UISceneSession.Role) {
        self.name = nil
        self.role = role
        self.isUndeclared = true
    }
}
