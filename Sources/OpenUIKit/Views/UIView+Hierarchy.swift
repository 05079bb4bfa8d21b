import Foundation

extension UIView {
    /// The view that contains the receiver, if any.
    public var superview: UIView? { storedSuperview }

    /// The receiver's direct subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window the receiver is in, found by walking up the superviews (a window is its own).
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }

    /// Whether the receiver is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The receiver or the first descendant (depth first, back to front) whose tag matches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Adds `view` in front of all other subviews, moving it from its old superview if needed.
    public func addSubview(_ view: UIView) {
        insert(view, at: nil)
    }

    /// Inserts `view` at `index` in the subview list (clamped to the list's length).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 0)
    }

    /// Moves a subview to the front of the list.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }

    /// Moves a subview to the back of the list.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(
            storedSubviews.indices.contains(index1) && storedSubviews.indices.contains(index2),
            "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range 0..<\(storedSubviews.count)"
        )
        storedSubviews.swapAt(index1, index2)
    }

    /// Detaches the receiver from its superview (and its window).
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil, from: oldWindow) }
        superview.willRemoveSubview(self)
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        if oldWindow != nil { notifyDidMoveToWindow(from: oldWindow) }
        didMoveToSuperview()
        superview.subviewsDidChange(added: nil, removed: self)
    }

    // MARK: Mechanics

    private func insert(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
        guard sibling !== view, sibling.storedSuperview === self else { return addSubview(view) }
        if view.storedSuperview === self { storedSubviews.removeAll { $0 === view } }
        let index = storedSubviews.firstIndex { $0 === sibling }! + offset
        if view.storedSuperview === self {
            storedSubviews.insert(view, at: index)
        } else {
            insert(view, at: index)
        }
    }

    private func insert(_ view: UIView, at index: Int?) {
        precondition(
            view !== self, "Can't add a view as a subview of itself: \(view.traceName)")
        precondition(
            !isDescendant(of: view),
            "Can't add \(view.traceName) as a subview of \(traceName): \(traceName) is inside \(view.traceName), which would make a loop"
        )
        if view.storedSuperview === self {
            // Re-adding reorders within the same parent; no move notifications.
            storedSubviews.removeAll { $0 === view }
            let position = Swift.min(Swift.max(index ?? storedSubviews.count, 0), storedSubviews.count)
            storedSubviews.insert(view, at: position)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow, from: oldWindow) }
        if let oldSuperview = view.storedSuperview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.storedSubviews.removeAll { $0 === view }
            oldSuperview.subviewsDidChange(added: nil, removed: view)
        }
        let position = Swift.min(Swift.max(index ?? storedSubviews.count, 0), storedSubviews.count)
        storedSubviews.insert(view, at: position)
        view.storedSuperview = self
        if windowChanges { view.notifyDidMoveToWindow(from: oldWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        subviewsDidChange(added: view)
    }

    /// Tells the whole subtree, parents first, that it is about to change windows; view
    /// controllers whose root views are in it get their appearance callbacks, and anything
    /// the old window tracks for the subtree (touches, first responder) is let go.
    private func notifyWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        oldWindow?.subtreeWillLeave(self)
        visitSubtree { view in
            if let controller = view.owningViewController {
                if newWindow == nil {
                    controller.appearanceWillChange(appearing: false)
                } else if oldWindow == nil {
                    controller.appearanceWillChange(appearing: true)
                }
            }
            if oldWindow != nil { view.willLeaveWindow() }
            view.willMove(toWindow: newWindow)
        }
    }

    private func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
        let newWindow = window
        // Marks made outside this application's windows went to whichever application was
        // current then (or were parked there): they move to the one the subtree now belongs to.
        let joiningPipeline =
            newWindow.flatMap { new in
                new.application.flatMap { $0 === oldWindow?.application ? nil : $0.framePipeline }
            }
        visitSubtree { view in
            if let joiningPipeline { view.queuePendingMarks(with: joiningPipeline) }
            view.didMoveToWindow()
            if let controller = view.owningViewController {
                if newWindow == nil {
                    controller.appearanceDidChange(appearing: false)
                } else if oldWindow == nil {
                    controller.appearanceDidChange(appearing: true)
                }
            }
        }
    }

    /// Visits the receiver and its descendants, parents before children, back to front.
    package func visitSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.visitSubtree(body) }
    }

    /// Called after the subview list changed; the update cycle marks layout from here.
    package func subviewsDidChange(added: UIView?, removed: UIView? = nil) {
        updateCycleSubviewsDidChange(added: added, removed: removed)
    }
}
