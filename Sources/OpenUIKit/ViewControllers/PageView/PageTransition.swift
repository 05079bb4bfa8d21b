import Foundation

/// A page change under way in a scroll-style page view controller: the page coming in, which
/// side it comes from, and whether code (not a swipe) started it.
@MainActor
struct PageTransition {
    /// The page coming in.
    let controller: UIViewController
    /// Whether it is the page after the current one.
    let forward: Bool
    /// Whether `setViewControllers(_:direction:animated:completion:)` started it (the delegate
    /// hears nothing of it).
    let isProgrammatic: Bool
    /// Called with whether the change completed.
    let completion: ((Bool) -> Void)?
}
