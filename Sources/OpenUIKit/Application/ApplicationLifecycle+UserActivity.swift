import Foundation

extension ApplicationLifecycle {
    /// The application is asked to resume `activity` while it runs (a universal link was
    /// opened, another device handed a task over): a background application comes to the
    /// foreground first [CHOSEN order, as for quick actions]; then the foreground scene's
    /// delegate gets `scene(_:continue:)`, or an application without scenes gets
    /// `application(_:continue:restorationHandler:)`, whose restoration handler sends
    /// `restoreUserActivityState(_:)` to each object it is given. Returns what the application
    /// delegate answered; true when a scene delegate was told (its method returns nothing).
    @discardableResult
    package func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        Fatal.check(hasLaunched, "UIApplication: continuing a user activity needs a launched application (launch an app delegate first)")
        guard usesScenes else {
            if state == .background { moveToForeground() }
            guard let delegate = application.delegate else { return false }
            return delegate.application(application, continue: activity) { objects in
                for object in objects ?? [] { object.restoreUserActivityState(activity) }
            }
        }
        if !scenes.contains(where: { $0.activationState != .background }) { moveToForeground() }
        let target = scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
        guard let scene = target, let delegate = scene.delegate else {
            application.log.log("UIApplication: no scene in the foreground to continue the user activity \(activity.activityType); it is dropped")
            return false
        }
        delegate.scene(scene, continue: activity)
        return true
    }
}
