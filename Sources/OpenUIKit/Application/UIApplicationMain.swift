import Foundation

/// Creates the application object and its delegate from their class names, launches the
/// application and runs it: in a window when a display backend is linked and a display is
/// present, headless otherwise.
///
/// Names are Swift names qualified by their module, as `NSStringFromClass(_:)` spells them
/// (`"MyApp.AppDelegate"`). `principalClassName` nil means `UIApplication`.
/// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)
// UIKit divergence: UIKit's never returns. Here it returns the exit status when the live window
// closes, or at once after a headless run (launched, run until idle, terminated), since nothing
// would ever happen to a headless application afterwards. Objective-C class names do not exist;
// a name that names no class, or a class of the wrong kind, stops with a message.
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    let applicationClass: UIApplication.Type
    if let principalClassName {
        guard let found = resolveClass(principalClassName) as? UIApplication.Type else {
            Fatal.stop("UIApplicationMain: '\(principalClassName)' is not a UIApplication subclass")
        }
        applicationClass = found
    } else {
        applicationClass = UIApplication.self
    }
    var delegateClass: (any UIApplicationDelegate.Type)?
    if let delegateClassName {
        guard let found = resolveClass(delegateClassName) as? any UIApplicationDelegate.Type else {
            Fatal.stop("UIApplicationMain: '\(delegateClassName)' does not conform to UIApplicationDelegate")
        }
        delegateClass = found
    }
    return ApplicationLauncher.run(applicationClass: applicationClass, delegateClass: delegateClass)
}

/// The class named `name` (module-qualified Swift name); stops when there is none.
@MainActor
private func resolveClass(_ name: String) -> AnyClass {
    guard let found = _typeByName(name) as? AnyClass else {
        Fatal.stop(
            "UIApplicationMain: no class named '\(name)'. Without the Objective-C runtime a class is found by its module-qualified Swift name, as NSStringFromClass(_:) gives it (for example 'MyApp.AppDelegate'); nested and generic classes cannot be found by name")
    }
    return found
}
