import Foundation

extension ApplicationLifecycle {
    /// The quick action that launched an application without scenes reaches
    /// `application(_:performActionFor:completionHandler:)` once it is active, unless a launch
    /// method returned false (as UIKit skips it then).
    func performLaunchShortcutItem(options: [UIApplication.LaunchOptionsKey: Any]?, launchMethodsReturnedTrue: Bool) {
        guard let item = options?[.shortcutItem] as? UIApplicationShortcutItem, launchMethodsReturnedTrue,
            let delegate = application.delegate
        else { return }
        delegate.application(application, performActionFor: item, completionHandler: { _ in })
    }

    /// The user chose the quick action `item` while the application runs: a background
    /// application comes to the foreground first [CHOSEN order]; then the foreground window
    /// scene's delegate gets `windowScene(_:performActionFor:completionHandler:)`, or an
    /// application without scenes gets `application(_:performActionFor:completionHandler:)`.
    /// `completion` receives what the delegate passed to its completion handler.
    package func performShortcutItem(_ item: UIApplicationShortcutItem, completion: @escaping (Bool) -> Void) {
        Fatal.check(hasLaunched, "UIApplication: a quick action needs a launched application (launch an app delegate first)")
        guard usesScenes else {
            if state == .background { moveToForeground() }
            application.delegate?.application(application, performActionFor: item, completionHandler: completion)
            return
        }
        if !scenes.contains(where: { $0.activationState != .background }) { moveToForeground() }
        let target = scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
        guard let scene = target as? UIWindowScene else {
            application.log.log("UIApplication: no window scene in the foreground for the quick action \(item.type); it is dropped")
            return
        }
        (scene.delegate as? any UIWindowSceneDelegate)?.windowScene(scene, performActionFor: item, completionHandler: completion)
    }
}
