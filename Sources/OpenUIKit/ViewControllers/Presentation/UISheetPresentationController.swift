import Foundation

/// The presentation controller of page and form sheets: a card from the bottom edge with
/// rounded top corners over a dimming view, resting at one of its ``detents``; a pan on it
/// drags it between detents and, below the smallest, dismisses it (asking the delegate first).
/// At the large detent the presenter behind is scaled back with rounded corners (iOS 15).
/// - Note: See https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
// UIKit divergence: `delegate` is the inherited adaptive delegate; the sheet's own callback goes
// to it when it also conforms to `UISheetPresentationControllerDelegate` (Swift cannot narrow
// an inherited property's type). A drag over a scroll view inside the sheet goes to the sheet or
// to the scroll view when it begins (see `takesDrag(over:movingDown:)`); a drag the scroll view
// took hands over to the sheet when it brings the content back to its top edge and goes on down
// (see `followScrollPan(of:)`). While the software keyboard is up, a compact-width sheet rests at
// its largest detent raised above the keyboard (see `keyboardOverlap(in:)`).
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest to largest by value ([`.large()`] by default).
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { Fatal.stop("UISheetPresentationController.detents must not be empty") }
            relayoutForChange()
        }
    }
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if selectedDetentIdentifier != oldValue { relayoutForChange() } }
    }
    /// The largest detent with no dimming behind it (nil: always dimmed); at and below it the
    /// views behind the sheet take touches.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { relayoutForChange() }
    }
    /// Whether the grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false {
        didSet { relayoutForChange() }
    }
    /// The radius of the sheet's top corners (nil: the system's).
    open var preferredCornerRadius: CGFloat? {
        didSet { relayoutForChange() }
    }
    /// Whether dragging up in a scroll view inside the sheet grows the sheet to its next detent
    /// (true) or scrolls the content (false) while the sheet is below its largest detent.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (stored).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the sheet follows `preferredContentSize` in compact height (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    private let dimmingView = UIView()
    private let grabberView = UIView()
    private let backdropView = UIView()
    private lazy var panRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handlePan)
        recognizer.delegate = gestureGate
        return recognizer
    }()
    private lazy var gestureGate = SheetGestureGate(sheet: self)
    private var animatesChanges = false
    /// The drag in progress: the height it began at and what it did below the smallest detent.
    private var drag: SheetDrag?
    /// The presenter's view and its layer's corner settings while it is scaled back.
    private var scaledPresenter: (view: UIView, cornerRadius: CGFloat, masks: Bool)?
    /// Whether the presented view is in its dismissed (off-screen) position.
    private var isOffscreen = false
    /// A drag of a scroll view inside the sheet, followed to take it over at the content's top.
    private var scrollFollow: SheetScrollFollow?

    /// Sheets do not adapt in a compact environment.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// Applies the changes made in `changes` (detents, selection) with an animation.
    open func animateChanges(_ changes: () -> Void) {
        animatesChanges = true
        changes()
        animatesChanges = false
    }

    /// Drops the cached detent heights: call after a custom resolver's inputs changed.
    open func invalidateDetents() { relayoutForChange() }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return sheetFrame(height: nil, in: container)
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        installChrome(in: container, coordinator: presentedViewController.transitionCoordinator)
    }

    /// Puts the dimming view and the drag into `container`, the sheet settling at its detent
    /// alongside `coordinator`'s transition (at the next layout without one): when the sheet is
    /// presented, and when a popover adapts to it.
    package func installChrome(in container: UIView, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        dimmingView.backgroundColor = SheetMetrics.dimmingColor
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        grabberView.backgroundColor = .tertiaryLabel
        grabberView.layer.cornerRadius = SheetMetrics.grabberSize.height / 2
        container.addGestureRecognizer(panRecognizer)
        coordinator?.animate(alongsideTransition: { [weak self] _ in self?.applyRestingState() }, completion: nil)
    }

    /// Takes the dimming view, grabber and drag away and puts the presenter back: when the
    /// sheet is dismissed, and when the popover it adapted stops being adapted.
    package func removeChrome() {
        // A drag still under way ends with the sheet: taking the chrome away cancels the finger
        // on it, and that cancellation must not settle a sheet that has left the window.
        drag = nil
        scrollFollow = nil
        restorePresenter()
        dimmingView.removeFromSuperview()
        grabberView.removeFromSuperview()
        panRecognizer.view?.removeGestureRecognizer(panRecognizer)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            containerView?.setNeedsLayout()
        } else {
            restorePresenter()
        }
    }

    open override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        coordinator?.animate(
            alongsideTransition: { [weak self] _ in
                guard let self else { return }
                self.dimmingView.alpha = 0
                // A grabber the sheet never showed is in no window: fading it would be a change
                // the animation cannot carry (and logs as one).
                if self.grabberView.superview != nil { self.grabberView.alpha = 0 }
                self.scale(presenterBack: false)
            }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            removeChrome()
        } else {
            applyRestingState()
        }
    }

    /// A new preferred size of the presented controller resizes a form sheet in a regular
    /// width at once; other sheets are framed by their detents and lay out as they were.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        relayoutForPreferredContentSize(of: container)
    }

    // MARK: Geometry

    /// The resolved detents in `container`: identifier and sheet height (bottom safe area
    /// included), smallest first.
    package func resolvedDetents(in container: UIView) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let maximum = maximumHeight(in: container)
        let bottom = safeAreaInsets(of: container).bottom
        let context = DetentResolutionContext(containerTraitCollection: container.traitCollection, maximumDetentValue: maximum - bottom)
        var values: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in detents {
            guard let value = detent.resolvedValue(in: context) else { continue }
            values.append((detent.identifier, min(maximum, value + bottom)))
        }
        if values.isEmpty { values = [(.large, maximum)] }
        return values.sorted { $0.height < $1.height }
    }

    /// The height of the large detent: from below the top safe area (and a gap) to the bottom.
    private func maximumHeight(in container: UIView) -> CGFloat {
        max(0, container.bounds.height - safeAreaInsets(of: container).top - ModalTransition.sheetTopGap)
    }

    private func isRegularWidth(_ container: UIView) -> Bool {
        container.bounds.width >= ModalTransition.regularWidth
    }

    /// The selected detent's height (the smallest when none is selected or it is unknown).
    private func selectedHeight(in container: UIView) -> CGFloat {
        let resolved = resolvedDetents(in: container)
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.identifier == selected }) {
            return match.height
        }
        return resolved[0].height
    }

    /// The sheet's frame at `height` (the selected detent's when nil).
    private func sheetFrame(height: CGFloat?, in container: UIView) -> CGRect {
        let bounds = container.bounds
        let top = safeAreaInsets(of: container).top + ModalTransition.sheetTopGap
        if isRegularWidth(container) {
            if presentationStyle == .formSheet {
                let size = presentedViewController.preferredContentSize == .zero
                    ? ModalTransition.formSheetSize : presentedViewController.preferredContentSize
                return CGRect(
                    x: bounds.midX - size.width / 2, y: max(top, bounds.midY - size.height / 2),
                    width: size.width, height: min(size.height, bounds.height - top))
            }
            let width = min(bounds.width, ModalTransition.regularWidth - 64)
            return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: bounds.height - top)
        }
        if height == nil, keyboardOverlap(in: container) > 0 { return raisedFrame(in: container) }
        let sheetHeight = height ?? selectedHeight(in: container)
        return CGRect(x: 0, y: bounds.height - sheetHeight, width: bounds.width, height: sheetHeight)
    }

    /// How far the application's software keyboard reaches up into `container` (0 while none
    /// is shown, in a regular width, when the keyboard is not over the container, or while
    /// another controller is presented over this sheet: only the frontmost sheet rises [INF]).
    private func keyboardOverlap(in container: UIView) -> CGFloat {
        if let over = presentedViewController.presentedViewController, !over.isBeingDismissed { return 0 }
        guard !isRegularWidth(container), let window = container.window,
            let keyboard = window.application?.softwareKeyboard.shownFrame
        else { return 0 }
        let inWindow = keyboard.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let overlap = container.bounds.maxY - container.convert(inWindow, from: window).minY
        return max(0, min(overlap, container.bounds.height))
    }

    /// The sheet's frame while the keyboard is up, as iOS places it: at its largest detent, with
    /// that detent's value (its height less the bottom safe area, which the keyboard covers)
    /// showing above the keyboard, but never higher than the large detent's top; the frame
    /// reaches down behind the keyboard to the container's bottom.
    private func raisedFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        let resolved = resolvedDetents(in: container)
        let largest = resolved[resolved.count - 1].height
        let value = max(0, largest - safeAreaInsets(of: container).bottom)
        let highest = bounds.height - maximumHeight(in: container)
        let top = max(highest, min(bounds.height - largest, bounds.height - keyboardOverlap(in: container) - value))
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// The height the sheet rests at: its selected detent's, or while the keyboard raises it,
    /// its raised frame's.
    private func restingHeight(in container: UIView) -> CGFloat {
        keyboardOverlap(in: container) > 0 ? raisedFrame(in: container).height : selectedHeight(in: container)
    }

    /// Whether the sheet rests at or below the largest undimmed detent (a sheet the keyboard
    /// raised is measured by its raised frame, so it is dimmed, as on iOS).
    private func isUndimmed(in container: UIView) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return false }
        let resolved = resolvedDetents(in: container)
        guard let limit = resolved.first(where: { $0.identifier == undimmed })?.height else { return false }
        return restingHeight(in: container) <= limit
    }

    // MARK: Chrome

    package override func layoutBuiltInViews(in container: UIView) {
        dimmingView.frame = container.bounds
        if dimmingView.superview === container { container.sendSubviewToBack(dimmingView) }
        guard drag == nil, !isOffscreen, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        applyRestingState()
    }

    package override func passesTouchThrough(at point: CGPoint) -> Bool {
        guard let container = containerView else { return false }
        return isUndimmed(in: container)
    }

    /// Frames the sheet at its selected detent with its chrome (inside an animation block when
    /// a transition or a change animates).
    private func applyRestingState() {
        guard let container = containerView, let view = presentedView else { return }
        isOffscreen = false
        view.frame = sheetFrame(height: nil, in: container)
        styleSheet(view, in: container)
        dimmingView.alpha = isUndimmed(in: container) ? 0 : 1
        placeGrabber(on: view.frame, in: container)
        grabberView.alpha = 1
        scale(presenterBack: !isRegularWidth(container) && restingHeight(in: container) >= maximumHeight(in: container))
    }

    /// The keyboard moves: the sheet rises to its largest detent above it, or goes back to its
    /// selected detent, along with the keyboard's animation (the selection does not change).
    package override func softwareKeyboardWillChangeFrame() {
        guard containerView != nil, drag == nil, !isOffscreen, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        applyRestingState()
    }

    private func styleSheet(_ view: UIView, in container: UIView) {
        view.layer.cornerRadius = preferredCornerRadius ?? SheetMetrics.cornerRadius
        view.layer.maskedCorners = isRegularWidth(container) ? .all : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
    }

    private func placeGrabber(on sheet: CGRect, in container: UIView) {
        guard prefersGrabberVisible else {
            grabberView.removeFromSuperview()
            return
        }
        if grabberView.superview !== container { container.addSubview(grabberView) }
        container.bringSubviewToFront(grabberView)
        let size = SheetMetrics.grabberSize
        grabberView.frame = CGRect(
            x: sheet.midX - size.width / 2, y: sheet.minY + SheetMetrics.grabberTop, width: size.width, height: size.height)
    }

    /// Scales the presenter's view back (true) or restores it (false): the root on black, or a
    /// sheet under this one, narrower and nudged up so its top shows above this sheet.
    private func scale(presenterBack: Bool) {
        guard let container = containerView, let host = container.superview else { return }
        let presenter = presentingIfSet
        if let lower = presenter, lower.presentingViewController != nil,
            lower.activePresentationController is UISheetPresentationController, let lowerView = lower.viewIfLoaded
        {
            scale(sheetBeneath: lowerView, back: presenterBack)
            return
        }
        guard let presenterView = presenter?.viewIfLoaded, presenterView.superview === host,
            presenter?.presentingViewController == nil, container.frame == host.bounds
        else { return }
        if presenterBack {
            if scaledPresenter == nil {
                scaledPresenter = (presenterView, presenterView.layer.cornerRadius, presenterView.clipsToBounds)
                // Set up at once, not animated: the backdrop is in no window yet.
                UIView.performWithoutAnimation {
                    backdropView.backgroundColor = .black
                    backdropView.frame = host.bounds
                }
                host.insertSubview(backdropView, belowSubview: presenterView)
            }
            let bounds = host.bounds
            let scale = max(0, bounds.width - 2 * SheetMetrics.scaledBackInset) / max(1, bounds.width)
            let top = safeAreaInsets(of: container).top
            let shift = top - bounds.height * (1 - scale) / 2
            presenterView.transform = CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
            presenterView.layer.cornerRadius = SheetMetrics.cornerRadius
            presenterView.clipsToBounds = true
        } else if let saved = scaledPresenter {
            saved.view.transform = .identity
            saved.view.layer.cornerRadius = saved.cornerRadius
        }
    }

    private func scale(sheetBeneath view: UIView, back: Bool) {
        if back {
            if scaledPresenter == nil { scaledPresenter = (view, view.layer.cornerRadius, view.clipsToBounds) }
            let width = max(1, view.bounds.width)
            let scale = max(0, width - 2 * SheetMetrics.scaledBackInset) / width
            let shift = -SheetMetrics.stackedSheetPeek - view.bounds.height * (1 - scale) / 2
            view.transform = CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
        } else if let saved = scaledPresenter {
            saved.view.transform = .identity
        }
    }

    /// Puts the presenter back as it was and takes the backdrop away.
    private func restorePresenter() {
        if let saved = scaledPresenter {
            saved.view.transform = .identity
            saved.view.layer.cornerRadius = saved.cornerRadius
            saved.view.clipsToBounds = saved.masks
        }
        scaledPresenter = nil
        backdropView.removeFromSuperview()
    }

    /// Lays the sheet out again after a property changed: animated inside ``animateChanges(_:)``.
    private func relayoutForChange() {
        guard containerView != nil, drag == nil, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        if animatesChanges {
            UIView.animate(withDuration: SheetMetrics.settleDuration) { self.applyRestingState() }
        } else {
            applyRestingState()
        }
    }

    // MARK: Dragging

    /// Whether a touch at `point` (container coordinates) starts a drag: on the sheet.
    package func acceptsDrag(at point: CGPoint) -> Bool {
        guard let view = presentedView, !isRegularWidth(view.superview ?? view) else { return false }
        return view.frame.contains(point)
    }

    /// The innermost vertically scrollable scroll view of the sheet under `point` (container
    /// coordinates), if any.
    package func scrollView(at point: CGPoint) -> UIScrollView? {
        guard let sheet = presentedView, let container = containerView else { return nil }
        var view = sheet.hitTest(container.convert(point, to: sheet), with: nil)
        while let current = view, current !== sheet.superview {
            if let scrollView = current as? UIScrollView, scrollsVertically(scrollView) { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// Whether `scrollView` scrolls up and down: enabled, and taller content or a vertical bounce.
    private func scrollsVertically(_ scrollView: UIScrollView) -> Bool {
        scrollView.isScrollEnabled
            && (scrollView.alwaysBounceVertical
                || scrollView.contentSize.height + scrollView.adjustedContentInset.top
                    + scrollView.adjustedContentInset.bottom > scrollView.bounds.height)
    }

    /// Whether a drag beginning over `scrollView` moves the sheet rather than the content, as
    /// UIKit decides: down, when the content is at its top edge; up, when the sheet is below
    /// its largest detent and ``prefersScrollingExpandsWhenScrolledToEdge``.
    package func takesDrag(over scrollView: UIScrollView, movingDown: Bool) -> Bool {
        if movingDown {
            return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        }
        guard prefersScrollingExpandsWhenScrolledToEdge, let container = containerView else { return false }
        let resolved = resolvedDetents(in: container)
        return selectedHeight(in: container) < resolved[resolved.count - 1].height
    }

    /// Watches the pan of `scrollView` (inside the sheet): a drag it took that brings the
    /// content back to its top edge while the finger goes on down hands over to the sheet, as
    /// on iOS: from then on the content stays at its top edge and the sheet follows the rest of
    /// the finger's travel, settling or dismissing when the finger lifts.
    package func followScrollPan(of scrollView: UIScrollView) {
        let pan = scrollView.panGestureRecognizer
        // Once, after the scroll view's own action, so the content has moved when it runs.
        pan.removeTarget(self)
        pan.addTarget(self, action: UISheetPresentationController.scrollPanChanged)
    }

    private func scrollPanChanged(_ pan: UIPanGestureRecognizer) {
        guard let scrollView = pan.view as? UIScrollView, let container = containerView, let view = presentedView,
            scrollView.isDescendant(of: view), !isRegularWidth(container)
        else {
            scrollFollow = nil
            return
        }
        let translation = pan.translation(in: container).y
        let topEdge = -scrollView.adjustedContentInset.top
        func holdContentAtTop() {
            if scrollView.contentOffset.y != topEdge { scrollView.contentOffset.y = topEdge }
        }
        switch pan.state {
        case .began:
            scrollFollow = SheetScrollFollow(lastTranslation: translation, lastOffset: scrollView.contentOffset.y)
        case .changed:
            guard var follow = scrollFollow else { return }
            if let start = follow.handOffTranslation {
                holdContentAtTop()
                followDrag(translation - start, container: container, view: view)
            } else if translation > follow.lastTranslation, scrollView.contentOffset.y < topEdge + 0.5,
                scrollsVertically(scrollView), abs(translation) > abs(pan.translation(in: container).x), drag == nil,
                dismissal == nil, !isOffscreen, !presentedViewController.isBeingPresented,
                !presentedViewController.isBeingDismissed
            {
                // The content reached its top edge during this step: the finger's travel past
                // that point moves the sheet.
                let reached = follow.lastTranslation + max(0, follow.lastOffset - topEdge)
                follow.handOffTranslation = reached
                holdContentAtTop()
                beginDrag(container: container, view: view)
                followDrag(translation - reached, container: container, view: view)
            }
            follow.lastTranslation = translation
            follow.lastOffset = scrollView.contentOffset.y
            scrollFollow = follow
        case .ended, .cancelled, .failed:
            let handedOff = scrollFollow?.handOffTranslation != nil
            scrollFollow = nil
            guard handedOff else { return }
            holdContentAtTop()
            let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
            endDrag(velocity: velocity, container: container, view: view)
        default:
            break
        }
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let container = containerView, let view = presentedView else { return }
        switch recognizer.state {
        case .began:
            beginDrag(container: container, view: view)
            followDrag(recognizer.translation(in: container).y, container: container, view: view)
        case .changed:
            followDrag(recognizer.translation(in: container).y, container: container, view: view)
        case .ended, .cancelled, .failed:
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: container).y : 0
            endDrag(velocity: velocity, container: container, view: view)
        default:
            break
        }
    }

    /// Starts a drag from where the sheet is: a sheet the keyboard raised starts from its largest
    /// detent, its extra height kept at the bottom of every frame of the drag.
    private func beginDrag(container: UIView, view: UIView) {
        let resolved = resolvedDetents(in: container)
        let largest = resolved[resolved.count - 1].height
        if keyboardOverlap(in: container) > 0, view.frame.height > largest {
            drag = SheetDrag(startHeight: largest, lift: view.frame.height - largest)
        } else {
            drag = SheetDrag(startHeight: view.frame.height)
        }
    }

    /// Moves the sheet with the finger: resized between the detents, rubber-banded above the
    /// largest, and below the smallest either sliding down (a dismissal begun) or resisting.
    private func followDrag(_ translation: CGFloat, container: UIView, view: UIView) {
        guard var state = drag else { return }
        let resolved = resolvedDetents(in: container)
        let smallest = resolved[0].height
        let largest = resolved[resolved.count - 1].height
        let proposed = state.startHeight - translation
        let bounds = container.bounds
        if proposed > largest {
            let height = largest + (proposed - largest) * SheetMetrics.rubberBand
            view.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        } else if proposed >= smallest {
            view.frame = CGRect(x: 0, y: bounds.height - proposed, width: bounds.width, height: proposed)
        } else {
            if state.dismissal == .undecided {
                state.dismissal = beginUserDismissal() ? .dismissing : .refused
            }
            let below = smallest - proposed
            let offset = state.dismissal == .dismissing ? below : below * SheetMetrics.rubberBand
            view.frame = CGRect(x: 0, y: bounds.height - smallest + offset, width: bounds.width, height: smallest)
            if state.dismissal == .dismissing {
                let progress = min(1, below / max(1, smallest))
                dismissal?.context.updateInteractiveTransition(progress)
                dimmingView.alpha = isUndimmed(in: container) ? 0 : 1 - progress
            }
        }
        if state.lift > 0 { view.frame = view.frame.inset(by: UIEdgeInsets(top: -state.lift, left: 0, bottom: 0, right: 0)) }
        drag = state
        placeGrabber(on: view.frame, in: container)
    }

    /// Asks whether the user may dismiss; when so, tells the delegate and begins the
    /// interactive dismissal. Returns whether it began.
    private func beginUserDismissal() -> Bool {
        guard !presentedViewController.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true
        else { return false }
        delegate?.presentationControllerWillDismiss(self)
        let interaction = SheetDismissInteraction()
        dismissal = interaction
        presentedViewController.performDismissal(animated: true, interaction: interaction) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return interaction.contextIfStarted != nil
    }

    /// The interactive dismissal a drag began.
    private var dismissal: SheetDismissInteraction?

    private func endDrag(velocity: CGFloat, container: UIView, view: UIView) {
        guard let state = drag else { return }
        drag = nil
        let resolved = resolvedDetents(in: container)
        let smallest = resolved[0].height
        switch state.dismissal {
        case .dismissing:
            let below = view.frame.minY + state.lift - (container.bounds.height - smallest)
            let finishes = (below > smallest / 2 && velocity > -SheetMetrics.flickVelocity) || velocity > SheetMetrics.flickVelocity
            finishDismissal(finishes, container: container, view: view)
            return
        case .refused:
            delegate?.presentationControllerDidAttemptToDismiss(self)
        case .undecided:
            break
        }
        // Settle on the detent nearest to where a short glide from here would end.
        let projected = view.frame.height - state.lift - velocity * 0.1
        let target = resolved.min { abs($0.height - projected) < abs($1.height - projected) } ?? resolved[0]
        let previous = resolved.first { $0.identifier == selectedDetentIdentifier }?.identifier ?? resolved[0].identifier
        drag = SheetDrag(startHeight: 0)  // holds off relayoutForChange while the selection moves
        selectedDetentIdentifier = target.identifier
        drag = nil
        if target.identifier != resolved[resolved.count - 1].identifier, keyboardOverlap(in: container) > 0 {
            // Let go below the largest detent, the sheet cannot stay raised: editing ends and
            // the keyboard goes [INF].
            view.endEditing(true)
        }
        UIView.animate(withDuration: SheetMetrics.settleDuration) { self.applyRestingState() }
        if target.identifier != previous {
            (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    private func finishDismissal(_ finishes: Bool, container: UIView, view: UIView) {
        guard let interaction = dismissal, let context = interaction.contextIfStarted else { return }
        dismissal = nil
        if finishes {
            context.finishInteractiveTransition()
            let end = view.frame.offsetBy(dx: 0, dy: container.bounds.height - view.frame.minY)
            isOffscreen = true
            UIView.animate(withDuration: SheetMetrics.settleDuration) {
                view.frame = end
                if self.grabberView.superview != nil { self.grabberView.frame.origin.y = end.minY + SheetMetrics.grabberTop }
            } completion: { _ in
                context.completeTransition(true)
            }
        } else {
            context.cancelInteractiveTransition()
            UIView.animate(withDuration: SheetMetrics.settleDuration) {
                self.applyRestingState()
            } completion: { _ in
                context.completeTransition(false)
            }
        }
    }
}
