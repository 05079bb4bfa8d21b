import Foundation
import OpenUIKit

extension HeadlessApp {
    /// The system asks the launched application to resume `activity`, as opening a universal
    /// link or a hand-off from another device would: a background application comes to the
    /// foreground, then the foreground scene's delegate gets `scene(_:continue:)`, or the
    /// application delegate (without scenes) `application(_:continue:restorationHandler:)`;
    /// then a turn runs. Returns the application delegate's answer, or true when a scene
    /// delegate was told.
    @discardableResult
    public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        let answer = application.continueUserActivity(activity)
        runTurn()
        return answer
    }
}
