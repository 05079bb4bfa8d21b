import OpenUIKit

// The notes sample: an iOS app as an iOS developer writes it, unchanged but for `import
// OpenUIKit`. `make notes-app` opens it in a live window; Apps/Tests/NotesAppTests drive it
// headless like a user.

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = NoteStore()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        store.notes = NoteStore.sampleNotes
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
