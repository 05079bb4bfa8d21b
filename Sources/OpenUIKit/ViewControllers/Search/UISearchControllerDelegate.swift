import Foundation

/// Told when a ``UISearchController`` activates and deactivates. Every method is optional.
///
/// The order: ``willPresentSearchController(_:)`` as it activates, before its results are first
/// updated; ``didPresentSearchController(_:)`` after the frame that shows it;
/// ``willDismissSearchController(_:)`` as it deactivates; ``didDismissSearchController(_:)``
/// after the frame that takes it away.
/// - Note: See https://developer.apple.com/documentation/uikit/uisearchcontrollerdelegate
// UIKit divergence: `presentSearchController(_:)`, which lets the delegate present the
// controller itself, is not offered; the controller always presents itself.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: AnyObject {
    /// Told the controller is about to activate.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Told the controller is active and shown.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Told the controller is about to deactivate.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Told the controller has deactivated and is gone.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
