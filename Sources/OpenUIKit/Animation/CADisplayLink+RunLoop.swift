import Foundation

extension CADisplayLink {
    /// Starts the link on the current application's run loop, as iOS code writes it:
    /// `link.add(to: .main, forMode: .common)`.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    // UIKit divergence: frames come from the application's run loop on its clock, not from a
    // Foundation run loop; only the main run loop is accepted (the one iOS links run on), and
    // every mode behaves as `.common` (the application loop has no modes).
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        Fatal.check(
            runLoop === RunLoop.main,
            "CADisplayLink.add(to:forMode:): only RunLoop.main drives frames here; add the link to the main run loop")
        add(to: UIApplication.shared.runLoop)
    }
}
