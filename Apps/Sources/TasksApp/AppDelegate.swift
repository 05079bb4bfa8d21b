import OpenUIKit

// The tasks sample: an iOS 15-style app written as an iOS developer writes it (tab bar,
// compositional list with a diffable data source, list cells with content configurations and
// accessories, swipe actions, context menus, a search controller, a form in a sheet with detents,
// an inset-grouped settings table, alerts and action sheets, UIAction everywhere), unchanged but
// for `import OpenUIKit`. `make tasks-app` opens it in a live window; Apps/Tests/TasksAppTests
// drive it headless like a user.

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = TaskStore()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        store.tasks = TaskStore.sampleTasks
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemIndigo
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
