import Foundation

/// Where a controller's view is in its appearance cycle.
package enum AppearState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

// Appearance follows UIKit's order. An appearance begins with `viewWillAppear` (before the
// view enters the window or a container shows it); `viewIsAppearing` comes in the view's next
// layout, right before `viewWillLayoutSubviews`; `viewDidAppear` comes when the transition
// ends: after the frame's layout when nothing animates, or when the animation finishes.
// Disappearing is `viewWillDisappear` then `viewDidDisappear` when the view left.
//
// What starts a transition: a window becoming visible or hidden, a root view entering or
// leaving a visible window, or a container (navigation, tab bar, presentation) calling
// `beginAppearanceTransition`/`endAppearanceTransition`. Parents forward each step to the
// children whose views are inside their own (unless `shouldAutomaticallyForwardAppearanceMethods`
// is false); navigation and tab bar controllers forward to their visible child only.
extension UIViewController {
    /// Starts an appearance (`isAppearing`) or disappearance: calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`. Unbalanced calls (appearing twice) are logged and ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearState == .disappeared || appearState == .disappearing else {
                misuseLog.log("Unbalanced calls to begin/end appearance transitions for \(traceName)")
                return
            }
            appearState = .appearing
            appearAnimated = animated
            appearanceGeneration += 1
            needsIsAppearing = true
            viewWillAppear(animated)
            viewIfLoaded?.setNeedsLayout()
        } else {
            guard appearState == .appeared || appearState == .appearing else {
                misuseLog.log("Unbalanced calls to begin/end appearance transitions for \(traceName)")
                return
            }
            appearState = .disappearing
            appearAnimated = animated
            appearanceGeneration += 1
            needsIsAppearing = false
            viewWillDisappear(animated)
        }
        settleChildTransitions()
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` (with `viewIsAppearing(_:)` first when
    /// no layout came in between).
    public func endAppearanceTransition() {
        switch appearState {
        case .appearing:
            callIsAppearingIfNeeded()
            appearState = .appeared
            viewDidAppear(appearAnimated)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(appearAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Ends a transition between children the receiver has under way before its own appearance
    /// changes, so the change reaches the child that is shown when it ends. A navigation
    /// controller pushing or popping names no child while the transition runs; covered by a
    /// full-screen presentation then, its old top was never told it disappears and the new one
    /// ended its appearance later, showing as appeared under the cover — and the dismissal's
    /// `viewWillAppear` came to it a second time.
    package func settleChildTransitions() {
        (self as? UINavigationController)?.completePendingTransition()
    }

    /// Brings a controller whose view a container takes away, while the container itself is
    /// not shown, to the end of a disappearance: one under way ends, one appearing turns
    /// round and ends, and one left as appeared disappears — so every `viewWillDisappear`
    /// still gets its `viewDidDisappear` and the container's later end does not miss it.
    package func concludeAppearanceAsGone() {
        switch appearState {
        case .disappearing:
            endAppearanceTransition()
        case .appearing, .appeared:
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        case .disappeared:
            break
        }
    }

    /// Calls `viewIsAppearing(_:)` once for the appearance in progress.
    package func callIsAppearingIfNeeded() {
        guard needsIsAppearing, appearState == .appearing else { return }
        needsIsAppearing = false
        viewIsAppearing(appearAnimated)
    }

    /// Ends the appearance in progress after the next frame's layout, unless another
    /// transition replaced it by then.
    package func endAppearanceAfterLayout() {
        let generation = appearanceGeneration
        framePipelineForAppearance.afterLayout { [weak self] in
            guard let self, self.appearanceGeneration == generation else { return }
            self.endAppearanceTransition()
        }
    }

    /// The pipeline of the application the view is shown in (the detached pipeline while it is
    /// outside every window, see `UIView.framePipeline`).
    package var framePipelineForAppearance: FramePipeline {
        viewIfLoaded?.framePipeline ?? .detached
    }

    // MARK: Driven by the view's window

    /// Whether the root view's window moves drive this controller: not when a container or a
    /// presentation drives it, and not when its parent forwards to it (the parent's view
    /// moves along, `inMovingSubtree`) or decides itself.
    private func isDrivenByWindowMoves(movingRoot: UIView) -> Bool {
        if appearanceDrivenExplicitly { return false }
        guard let parent = parent_ else { return true }
        if parent.managesChildAppearance || !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
        if let parentView = parent.viewIfLoaded, parentView.isDescendant(of: movingRoot) { return false }
        return true
    }

    /// The root view is about to enter (`newWindow`) or leave (`oldWindow`) a window, as part of
    /// the subtree rooted at `movingRoot`.
    package func rootViewWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?, movingRoot: UIView) {
        guard isDrivenByWindowMoves(movingRoot: movingRoot) else { return }
        if let newWindow, oldWindow == nil, !newWindow.isHidden {
            beginAppearanceTransition(true, animated: false)
        } else if newWindow == nil, oldWindow != nil {
            if appearState == .appeared || appearState == .appearing {
                beginAppearanceTransition(false, animated: false)
            }
        }
    }

    /// The root view entered or left a window; see ``rootViewWillMove(toWindow:from:movingRoot:)``.
    package func rootViewDidMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?, movingRoot: UIView) {
        guard isDrivenByWindowMoves(movingRoot: movingRoot) else { return }
        if newWindow != nil, oldWindow == nil, appearState == .appearing {
            endAppearanceAfterLayout()
        } else if newWindow == nil, appearState == .disappearing {
            endAppearanceTransition()
        }
    }

    /// The window showing the root view was shown (`visible`) or hidden.
    package func windowVisibilityWillChange(visible: Bool, window: UIWindow) {
        guard isDrivenByWindowMoves(movingRoot: window) else { return }
        if visible, appearState == .disappeared || appearState == .disappearing {
            beginAppearanceTransition(true, animated: false)
        } else if !visible, appearState == .appeared || appearState == .appearing {
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// See ``windowVisibilityWillChange(visible:window:)``.
    package func windowVisibilityDidChange(visible: Bool, window: UIWindow) {
        guard isDrivenByWindowMoves(movingRoot: window) else { return }
        if visible, appearState == .appearing {
            endAppearanceAfterLayout()
        } else if !visible, appearState == .disappearing {
            endAppearanceTransition()
        }
    }

    // MARK: Transition flags

    /// Whether the controller is appearing because it is being presented.
    public var isBeingPresented: Bool { isBeingPresented_ }
    /// Whether the controller is disappearing because it is being dismissed.
    public var isBeingDismissed: Bool { isBeingDismissed_ }
    /// Whether the controller is appearing because it was added to a container (pushed).
    public var isMovingToParent: Bool { isMovingToParent_ }
    /// Whether the controller is disappearing because it is leaving a container (popped).
    public var isMovingFromParent: Bool { isMovingFromParent_ }
}
