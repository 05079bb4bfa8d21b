import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Creates an application and launches it with a new delegate of `delegateClass`, as
    /// `UIApplicationMain` and an `@main` delegate do, then runs one turn: the launch methods,
    /// and (when the delegate returns a scene configuration) a window scene connected, brought
    /// to the foreground and activated. ``window`` is the key window the launch left, if any.
    /// As with ``init(screenSize:scale:startTime:echoLog:applicationClass:layoutDirection:)``,
    /// no screen size or scale stands in for the standard iPhone, insets included, and
    /// `layoutDirection` is the direction a right-to-left localization would launch it in.
    ///
    /// ```swift
    /// let app = HeadlessApp(launching: AppDelegate.self)
    /// app.moveToBackground()
    /// app.moveToForeground()
    /// ```
    public convenience init(
        launching delegateClass: any UIApplicationDelegate.Type,
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        screenSize: CGSize? = nil, scale: CGFloat? = nil,
        startTime: TimeInterval = 0, echoLog: Bool = false,
        applicationClass: UIApplication.Type = UIApplication.self,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.init(
            screenSize: screenSize, scale: scale, startTime: startTime, echoLog: echoLog,
            applicationClass: applicationClass, layoutDirection: layoutDirection)
        application.launch(delegate: delegateClass.init(), launchOptions: launchOptions)
        window = application.keyWindow
        runTurn()
    }

    /// The application's delegate (the one made at launch).
    public var delegate: (any UIApplicationDelegate)? { application.delegate }

    /// The connected scenes in connection order (`connectedScenes` is a set).
    public var scenes: [UIScene] { application.lifecycle.scenes }

    /// The user leaves the application: every foreground scene (or the application without
    /// scenes) resigns active and enters the background, in UIKit's order; then a turn runs.
    /// Stops when nothing is in the foreground or the application was not launched.
    public func moveToBackground() {
        application.moveToBackground()
        runTurn()
    }

    /// The user comes back: every background scene (or the application without scenes)
    /// enters the foreground and becomes active, in UIKit's order; then a turn runs.
    public func moveToForeground() {
        application.moveToForeground()
        runTurn()
    }

    /// The system disconnects `scene`, which must be in the background, as UIKit does to
    /// reclaim a scene's memory; its windows are hidden. Then a turn runs.
    public func disconnect(_ scene: UIScene) {
        application.disconnect(scene)
        runTurn()
    }
}
