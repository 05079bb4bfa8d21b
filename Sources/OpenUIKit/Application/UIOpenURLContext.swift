import Foundation

/// A URL another app opened in a scene, with its options; scenes receive a set of them in
/// `scene(_:openURLContexts:)` or in their connection options.
/// - Note: See https://developer.apple.com/documentation/uikit/uiopenurlcontext
@MainActor @preconcurrency
open class UIOpenURLContext {
    /// The URL to open.
    public let url: URL
    /// Where it came from and how to open it.
    public let options: UIScene.OpenURLOptions

    package init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
    }
}

// An NSObject in UIKit: equal only to itself, hashed by identity, so contexts live in sets.
extension UIOpenURLContext: Hashable {
    /// Whether `lhs` and `rhs` are the same context.
    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }

    /// Hashes the context's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
