import Foundation

extension UIApplication.LaunchOptionsKey {
    /// The URL the application was launched to open (a URL), for an application without scenes;
    /// with scenes it arrives in the connection options' `urlContexts`.
    public static let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that launched this one to open a URL (a String).
    public static let sourceApplication = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The annotation the opening app attached to the URL.
    public static let annotation = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    /// The Home Screen quick action chosen to launch an application without scenes (a
    /// `UIApplicationShortcutItem`); with scenes it arrives in the connection options.
    public static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
}
