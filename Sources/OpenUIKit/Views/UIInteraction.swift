import Foundation

/// A piece of behaviour attached to a view with ``UIView/addInteraction(_:)``: told before and
/// after it moves to a view (or away from one, with `nil`).
/// - Note: See https://developer.apple.com/documentation/uikit/uiinteraction
@MainActor @preconcurrency
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (or detached, with `nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction is attached to `view` (or detached, with `nil`).
    func didMove(to view: UIView?)
}
