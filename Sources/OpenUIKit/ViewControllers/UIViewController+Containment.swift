import Foundation

extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { children_ }

    /// The containing controller, if any.
    public var parent: UIViewController? { parent_ }

    /// Adds `child` as a child controller. Calls `child.willMove(toParent: self)`; the container
    /// adds the child's view and then calls `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: UIViewController) {
        Fatal.check(child !== self, "A view controller cannot be its own child: \(traceName)")
        if child.parent_ === self { return }
        var ancestor = parent_
        while let container = ancestor {
            Fatal.check(
                container !== child,
                "Cannot add \(child.traceName) as a child of \(traceName): it already contains \(traceName) "
                    + "(through its children), and the containment hierarchy would become a loop")
            ancestor = container.parent_
        }
        child.removeFromParentSilently()
        child.willMove(toParent: self)
        children_.append(child)
        child.parent_ = self
    }

    /// Removes the receiver from its parent and calls `didMove(toParent: nil)`. The container
    /// calls `willMove(toParent: nil)` first and removes the view itself, as in UIKit.
    public func removeFromParent() {
        guard parent_ != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    private func removeFromParentSilently() {
        guard let parent = parent_ else { return }
        parent.children_.removeAll { $0 === self }
        parent_ = nil
    }
}
