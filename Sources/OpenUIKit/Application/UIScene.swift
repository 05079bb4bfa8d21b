import Foundation

/// One instance of the application's interface (on iOS, one window of the app on screen), with
/// its own life: connected, in the foreground or background, active or not.
///
/// The application creates scenes as ``UIApplication`` connects them, from the configuration
/// its delegate returns from `application(_:configurationForConnecting:options:)`; the scene
/// then creates its delegate from the configuration's `delegateClass` and keeps it.
/// - Note: See https://developer.apple.com/documentation/uikit/uiscene
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate; the scene keeps it (a strong reference, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (the live window does not show it).
    open var title: String!
    /// The application that connected the scene.
    package weak var application: UIApplication?

    /// Creates a scene for `session`; the application calls it as the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene's next responder is its application.
    open override var next: UIResponder? { application }
}
