import Foundation

/// The record of one scene the application shows: its role, its configuration and, while it is
/// connected, the scene itself.
/// - Note: See https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor @preconcurrency
open class UISceneSession {
    /// The kind of scene a session is for.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The application's main, interactive window scene.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window scene on an external display.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene of the session while it is connected; nil once it disconnected.
    open internal(set) weak var scene: UIScene?
    /// The role the session was created for.
    public let role: Role
    /// The configuration the application chose for the session's scene.
    open internal(set) var configuration: UISceneConfiguration
    /// A name for the session that stays the same for its life.
    // UIKit divergence: UIKit's identifier is a random UUID; here it counts the application's
    // sessions ("scene-session-1"…) so headless runs repeat exactly.
    public let persistentIdentifier: String
    /// State the application keeps with the session.
    open var userInfo: [String: Any]?

    package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
    }
}

extension UISceneSession: Hashable {
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
