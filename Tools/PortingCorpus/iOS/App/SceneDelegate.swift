import UIKit

/// The application delegate: one scene configuration, nothing else at launch.
class AppDelegate: UIResponder, UIApplicationDelegate {

    private(set) var didFinishLaunching = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        didFinishLaunching = true
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// Builds the window and the tab bar of the sample app when its scene connects.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    let store = NoteStore(notes: SampleData.notes)

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppRootBuilder(store: store).makeRootViewController()
        window.tintColor = .systemIndigo
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        _ = try? store.encoded()
    }
}

/// The sample content the app starts with.
enum SampleData {
    static let notes: [Note] = [
        Note(title: "Groceries", body: "Milk\nEggs\nCoffee beans", isPinned: true, modifiedAt: Date(timeIntervalSince1970: 1_700_000_000)),
        Note(title: "Trip ideas", body: "Lisbon in spring\nHike the coast path", modifiedAt: Date(timeIntervalSince1970: 1_700_100_000)),
        Note(title: "Book club", body: "Chapter 4 questions", modifiedAt: Date(timeIntervalSince1970: 1_699_000_000)),
    ]

    static let carouselItems: [CarouselItem] = [
        CarouselItem(title: "Sunrise", subtitle: "Start the day slowly", color: .systemOrange),
        CarouselItem(title: "Ocean", subtitle: "Waves and wind", color: .systemBlue),
        CarouselItem(title: "Forest", subtitle: "A walk under the trees", color: .systemGreen),
        CarouselItem(title: "Night", subtitle: "Stars over the hills", color: .systemPurple),
        CarouselItem(title: "Desert", subtitle: "Dunes at noon", color: .systemYellow),
    ]

    static let cardTitles = ["Alpha", "Bravo", "Charlie", "Delta"]
}

/// Assembles the app's tabs.
struct AppRootBuilder {
    let store: NoteStore

    func makeRootViewController() -> UITabBarController {
        let notes = NotesListViewController(store: store)
        let notesNavigation = UINavigationController(rootViewController: notes)
        notesNavigation.navigationBar.prefersLargeTitles = true
        notesNavigation.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 0)

        let carousel = CarouselViewController(items: SampleData.carouselItems)
        carousel.tabBarItem = UITabBarItem(title: "Featured", image: UIImage(systemName: "star"), tag: 1)

        let playground = PlaygroundViewController()
        let playgroundNavigation = UINavigationController(rootViewController: playground)
        playgroundNavigation.tabBarItem = UITabBarItem(title: "Playground", image: UIImage(systemName: "sparkles"), tag: 2)

        let preferences = PreferencesViewController()
        let preferencesNavigation = UINavigationController(rootViewController: preferences)
        preferencesNavigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 3)

        let tabs = UITabBarController()
        tabs.viewControllers = [notesNavigation, carousel, playgroundNavigation, preferencesNavigation]
        return tabs
    }
}
