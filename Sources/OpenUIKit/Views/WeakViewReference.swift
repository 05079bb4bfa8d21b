/// A view held weakly, for lists that must not keep views alive (the update cycle's queues,
/// the views a constraint crosses).
package struct WeakViewReference {
    /// The view, or `nil` once it is gone.
    package weak var view: UIView?
}
