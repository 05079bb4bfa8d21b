import Foundation

extension UIView {
    /// The view that contains the receiver, if any: the view whose layer is the receiver's
    /// layer's superlayer.
    public var superview: UIView? { layer.superlayer?.owningView }

    /// The receiver's direct subviews, back to front: the sublayers that are views' layers,
    /// in sublayer order (other sublayers are skipped).
    public var subviews: [UIView] { layer.sublayerStorage.compactMap(\.owningView) }

    /// The window the receiver is in: the nearest window among itself and its superviews (a
    /// window is its own).
    ///
    /// It is kept on each view rather than found by walking up, so that it costs the same at
    /// any depth: a subtree that changes window has it updated by the walk that already tells
    /// every view of the subtree about the move.
    public var window: UIWindow? { windowCache }

    /// Whether the receiver is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            UIView.ancestorWalkSteps &+= 1
            current = candidate.superview
        }
        return false
    }

    /// Whether adding `view` under the receiver would make a loop: `view` is the receiver or
    /// one of its ancestors. A view with no subviews can't be anyone's ancestor, which keeps
    /// the usual case (adding a new view at the bottom of a deep tree) from walking to the
    /// root.
    private func wouldMakeLoop(adding view: UIView) -> Bool {
        if view === self { return true }
        if !view.layer.hasSublayers { return false }
        return isDescendant(of: view)
    }

    /// Steps taken walking from a view to its ancestors by the hierarchy's own checks (see
    /// `isDescendant(of:)`); tests read it to check that building a tree stays linear.
    package static var ancestorWalkSteps = 0

    /// Entries of `ownedSubviews` scanned or moved by removals; tests read it.
    package static var ownedSubviewSteps = 0

    /// Holds `view` strongly among the receiver's subviews (see `ownedSubviews`).
    private func own(_ view: UIView) {
        view.ownedIndex = ownedSubviews.count
        ownedSubviews.append(view)
    }

    /// Lets go of `view`, one of the receiver's subviews: the last entry of `ownedSubviews`
    /// takes its place (the list has no order), so this costs the same at any width.
    private func disown(_ view: UIView) {
        let index = view.ownedIndex
        Fatal.check(
            ownedSubviews.indices.contains(index) && ownedSubviews[index] === view,
            "\(view.traceName) is not held by \(traceName)")
        UIView.ownedSubviewSteps &+= 1
        let last = ownedSubviews.removeLast()
        guard last !== view else { return }
        last.ownedIndex = index
        ownedSubviews[index] = last
    }

    /// Sets the kept window of the receiver and its descendants to `newWindow`, leaving alone
    /// windows inside the subtree and their own subtrees (their window is themselves).
    private func updateWindowCache(to newWindow: UIWindow?) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            // A window is its own window, and the one of its subtree.
            if view is UIWindow { continue }
            view.windowCache = newWindow
            for sublayer in view.layer.sublayerStorage {
                if let subview = sublayer.owningView { stack.append(subview) }
            }
        }
    }

    /// The receiver or the first descendant (depth first, back to front) whose tag matches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sublayer in layer.sublayerStorage {
            if let found = sublayer.owningView?.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Adds `view` in front of all other subviews (its layer goes on top of every sublayer),
    /// moving it from its old superview if needed.
    public func addSubview(_ view: UIView) {
        insert(view, at: nil)
    }

    /// Inserts `view` at `index` among the subviews (clamped to their number). The index
    /// counts views only: the layer goes just below the layer of the subview now at `index`.
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview` (its layer just above the sibling's).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, above: true)
    }

    /// Inserts `view` just below `siblingSubview` (its layer just below the sibling's).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, above: false)
    }

    /// Moves a subview to the front: its layer goes on top of every sublayer.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        layer.addSublayer(view.layer)
    }

    /// Moves a subview to the back: its layer goes below every sublayer.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indexes (indexes count views; the two layers trade places
    /// among the sublayers).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = subviews
        Fatal.check(
            views.indices.contains(index1) && views.indices.contains(index2),
            "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range 0..<\(views.count)"
        )
        guard index1 != index2 else { return }
        let first = views[index1].layer
        let second = views[index2].layer
        let firstIndex = layer.sublayerStorage.firstIndex { $0 === first }!
        let secondIndex = layer.sublayerStorage.firstIndex { $0 === second }!
        let (low, high) = firstIndex < secondIndex ? (first, second) : (second, first)
        let lowIndex = Swift.min(firstIndex, secondIndex)
        // Put the front one where the back one was, then the back one where the front one was.
        layer.insertSublayer(high, at: UInt32(lowIndex))
        layer.insertSublayer(low, at: UInt32(Swift.max(firstIndex, secondIndex)))
    }

    /// Detaches the receiver from its superview (and its window).
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        let oldTint = tintBeforeMove()
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil, from: oldWindow) }
        superview.willRemoveSubview(self)
        layer.removeFromSuperlayer()
        if oldWindow != nil {
            updateWindowCache(to: nil)
            notifyDidMoveToWindow(from: oldWindow)
        }
        if let oldTint { notifyTintChange(from: oldTint) }
        didMoveToSuperview()
        superview.subviewsDidChange(added: nil, removed: self)
        superview.disown(self)
    }

    // MARK: Mechanics

    private func insert(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard sibling !== view, sibling.superview === self else { return addSubview(view) }
        if view.superview === self {
            // Reordering within the same parent; no move notifications.
            if above {
                layer.insertSublayer(view.layer, above: sibling.layer)
            } else {
                layer.insertSublayer(view.layer, below: sibling.layer)
            }
            return
        }
        move(view) {
            if above {
                self.layer.insertSublayer(view.layer, above: sibling.layer)
            } else {
                self.layer.insertSublayer(view.layer, below: sibling.layer)
            }
        }
    }

    private func insert(_ view: UIView, at index: Int?) {
        Fatal.check(
            view !== self, "Can't add a view as a subview of itself: \(view.traceName)")
        Fatal.check(
            !wouldMakeLoop(adding: view),
            "Can't add \(view.traceName) as a subview of \(traceName): \(traceName) is inside \(view.traceName), which would make a loop"
        )
        let place = { self.placeLayer(of: view, atViewIndex: index) }
        if view.superview === self {
            // Re-adding reorders within the same parent; no move notifications.
            place()
            return
        }
        move(view, place)
    }

    /// Puts `view`'s layer among the sublayers so that `view` ends up at `index` among the
    /// subviews (on top of everything for nil or an index past the last subview).
    private func placeLayer(of view: UIView, atViewIndex index: Int?) {
        guard let index else { return layer.addSublayer(view.layer) }
        let others = layer.sublayerStorage.lazy.filter { $0 !== view.layer && $0.owningView != nil }
        var remaining = Swift.max(index, 0)
        for sibling in others {
            if remaining == 0 { return layer.insertSublayer(view.layer, below: sibling) }
            remaining -= 1
        }
        layer.addSublayer(view.layer)
    }

    /// Moves `view` from wherever it is into the receiver, with the superview and window
    /// notifications around `attach`, which inserts its layer.
    private func move(_ view: UIView, _ attach: () -> Void) {
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        let oldTint = view.tintBeforeMove()
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow, from: oldWindow) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            view.layer.removeFromSuperlayer()
            oldSuperview.subviewsDidChange(added: nil, removed: view)
            oldSuperview.disown(view)
        }
        own(view)
        attach()
        if windowChanges {
            view.updateWindowCache(to: newWindow)
            view.notifyDidMoveToWindow(from: oldWindow)
        }
        view.traitsDidMoveToSuperview()
        if let oldTint { view.notifyTintChange(from: oldTint) }
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
            view.owningViewController?.rootViewWillMove(toWindow: newWindow, from: oldWindow, movingRoot: self)
            if oldWindow != nil {
                view.willLeaveWindow()
                // Moved into another window, the animations follow the view to its tree.
                if newWindow == nil { view.stopAnimationsOnLeavingWindow() }
            }
            view.willMove(toWindow: newWindow)
        }
    }

    /// Removes the animations of the view's layer and of the layers under it that no subview
    /// owns (those are visited as views), as the view leaves every window, while they are
    /// still in the old window's tree: the
    /// window's next frame tells their delegates they stopped unfinished, so a
    /// `UIView.animate` completion runs with `finished` false, as in UIKit, instead of never.
    private func stopAnimationsOnLeavingWindow() {
        var stack: [CALayer] = [layer]
        while let current = stack.popLast() {
            if !current.attachedAnimations.isEmpty { current.removeAllAnimations() }
            for sublayer in current.sublayerStorage where sublayer.owningView == nil { stack.append(sublayer) }
            if let mask = current.mask { stack.append(mask) }
        }
    }

    private func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
        let newWindow = window
        // Marks made outside this application's windows went to the detached pipeline or to
        // another application's (or were parked): they move to the one the subtree now belongs to.
        // Views parked by a frame of this same application are queued again.
        let joiningPipeline =
            newWindow.flatMap { new in
                new.application.flatMap { $0 === oldWindow?.application ? nil : $0.framePipeline }
            }
        let appearance = appearanceStoreToApply(in: newWindow)
        visitSubtree { view in
            if let newWindow {
                view.adoptScreenScale(of: newWindow)
                view.markFirstDisplayIfNeeded()
            }
            appearance?.apply(to: view)
            if let joiningPipeline {
                view.queuePendingMarks(with: joiningPipeline)
            } else if view.cycle.isParked, newWindow != nil {
                // Parked by this application's frame while outside its windows.
                view.queuePendingMarks(with: view.framePipeline)
            }
            view.didMoveToWindow()
            view.owningViewController?.rootViewDidMove(toWindow: newWindow, from: oldWindow, movingRoot: self)
        }
        // The subtree now reads the new application's direction (constraints are resolved
        // again as its engine is absorbed by the window's).
        if joiningPipeline != nil { directionalMarginsDirectionMayHaveChanged() }
    }

    /// Visits the receiver and its descendants, parents before children, back to front.
    /// Iterative, so a subtree of any depth costs no stack.
    package func visitSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            // Pushed front to back, so the back one is visited first.
            for sublayer in view.layer.sublayerStorage.reversed() {
                if let subview = sublayer.owningView { stack.append(subview) }
            }
        }
    }

    /// Called after the subview list changed; the update cycle marks layout from here.
    package func subviewsDidChange(added: UIView?, removed: UIView? = nil) {
        updateCycleSubviewsDidChange(added: added, removed: removed)
    }
}
