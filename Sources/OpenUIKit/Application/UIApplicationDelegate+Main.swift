import Foundation

extension UIApplicationDelegate {
    /// The program's entry point when the delegate class is marked `@main`: creates the
    /// application and the delegate, launches and runs it, as `UIApplicationMain` does.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate
    // UIKit divergence: UIKit's never returns; this one returns when the live window closes or
    // the headless run ends, and the program exits with a non-zero status if the run reported one.
    public static func main() {
        let status = ApplicationLauncher.run(applicationClass: UIApplication.self, delegateClass: self)
        if status != 0 { exit(status) }
    }
}
