import OpenUIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
            let store = (UIApplication.shared.delegate as? AppDelegate)?.store
        else { return }
        let tasks = UINavigationController(rootViewController: TaskListViewController(store: store))
        tasks.navigationBar.prefersLargeTitles = true
        let settings = UINavigationController(rootViewController: SettingsViewController(store: store))
        let tabs = UITabBarController()
        tabs.viewControllers = [tasks, settings]
        let window = UIWindow(windowScene: windowScene)
        window.tintColor = .systemIndigo
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
