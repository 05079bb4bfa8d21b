import Foundation

/// An object that can resume a user activity: what an application delegate passes to the
/// restoration handler of `application(_:continue:restorationHandler:)`. Every
/// ``UIResponder`` is one, through ``UIResponder/restoreUserActivityState(_:)``.
/// - Note: See https://developer.apple.com/documentation/uikit/uiuseractivityrestoring
// UIKit divergence: UIKit's protocol refines NSObjectProtocol; responders here are not
// NSObject subclasses, so it refines AnyObject.
@MainActor @preconcurrency
public protocol UIUserActivityRestoring: AnyObject {
    /// Brings the object's state back from `userActivity`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
