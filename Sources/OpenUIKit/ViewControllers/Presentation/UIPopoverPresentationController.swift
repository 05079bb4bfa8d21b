import Foundation

/// The presentation controller of `.popover`: a card with an arrow pointing at a source view,
/// rectangle or bar button item. In a horizontally compact environment it adapts (to a sheet by
/// default) unless its delegate returns `.none` from `adaptivePresentationStyle(for:traitCollection:)`.
/// A tap outside the card dismisses it (asking the delegate first); nothing is dimmed.
/// - Note: See https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
// UIKit divergence: `delegate` is the inherited adaptive delegate; the popover's own callbacks go
// to it when it also conforms to `UIPopoverPresentationControllerDelegate`. A custom
// `popoverBackgroundViewClass` is not supported.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at (null or empty: its bounds).
    open var sourceRect: CGRect = .null
    /// The bar button item the popover points at (instead of a source view).
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may point to (`.any` by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points to (`.unknown` until the popover is shown).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The card's colour (nil: the system background).
    open var backgroundColor: UIColor?
    /// Views under the popover that keep taking touches while it shows: a touch on one goes to
    /// it and does not dismiss the popover.
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover part of its source rather than shrink when it fits on no
    /// permitted side.
    open var canOverlapSourceViewRect = false
    /// The insets from the container's edges the popover keeps.
    open var popoverLayoutMargins = UIEdgeInsets(
        top: SheetMetrics.popoverMargin, left: SheetMetrics.popoverMargin,
        bottom: SheetMetrics.popoverMargin, right: SheetMetrics.popoverMargin)

    /// The horizontal size class the popover's style was chosen for.
    package var adaptationSizeClass: UIUserInterfaceSizeClass = .unspecified

    /// The sheet that presents the controller when the popover adapts to a sheet.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: presentingIfSet)

    private let backgroundView = PopoverBackgroundView()
    private lazy var outsideTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: UIPopoverPresentationController.tappedOutside)
        recognizer.delegate = outsideGate
        return recognizer
    }()
    private lazy var outsideGate = PopoverOutsideGate(popover: self)

    /// In a compact environment a popover becomes a sheet (an action sheet: the action sheet at
    /// the bottom, over the whole screen).
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        presentedViewController is UIAlertController ? .overFullScreen : .pageSheet
    }

    /// A popover adapted to full screen removes the presenter's view as a full-screen one does.
    open override var shouldRemovePresentersView: Bool { adaptedStyle == .fullScreen }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if adaptedStyle != nil { return container.bounds }
        return layout(in: container).content
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        if adaptedStyle != nil { return }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if sourceView == nil, barButtonItem == nil {
            Fatal.stop(
                "UIPopoverPresentationController (\(presentedViewController.traceName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs")
        }
        installChrome(in: container, coordinator: presentedViewController.transitionCoordinator)
    }

    /// Puts the card's background (faded in alongside `coordinator`'s transition) and the
    /// outside tap into `container`: when the popover is presented, and when it stops being
    /// adapted.
    package func installChrome(in container: UIView, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        container.insertSubview(backgroundView, at: 0)
        // Touches outside the card land on the container, which passes the ones on a
        // passthrough view through and gives the rest to the outside tap.
        backgroundView.isUserInteractionEnabled = false
        backgroundView.alpha = 0
        container.addGestureRecognizer(outsideTap)
        coordinator?.animate(alongsideTransition: { [weak self] _ in self?.backgroundView.alpha = 1 }, completion: nil)
    }

    /// Takes the card's background and the outside tap away (the arrow points nowhere): when
    /// the popover is dismissed, and when it adapts.
    package func removeChrome() {
        arrowDirection = .unknown
        backgroundView.removeFromSuperview()
        outsideTap.view?.removeGestureRecognizer(outsideTap)
    }

    /// The presented view's corner settings before any presentation styled it.
    private var unstyledCorners: (view: UIView, radius: CGFloat, masked: CACornerMask, clips: Bool)?

    /// Remembers `view`'s corner settings as they were before the presentation styled it (at
    /// its first presentation: a later one finds them styled by the earlier one).
    package func rememberCorners(of view: UIView) {
        guard unstyledCorners?.view !== view else { return }
        unstyledCorners = (view, view.layer.cornerRadius, view.layer.maskedCorners, view.clipsToBounds)
    }

    /// Gives the presented view back the corner settings it had before the presentation
    /// styled it (the card's or a sheet's), when the popover changes style.
    package func restoreCorners() {
        guard let saved = unstyledCorners, saved.view === presentedView else { return }
        saved.view.layer.cornerRadius = saved.radius
        saved.view.layer.maskedCorners = saved.masked
        saved.view.clipsToBounds = saved.clips
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [weak self] _ in
                // An adapted popover (an action sheet on a phone) took its card away: there is
                // nothing of it in a window to fade.
                guard let self, self.backgroundView.superview != nil else { return }
                self.backgroundView.alpha = 0
            }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        removeChrome()
    }

    /// A new preferred size of the presented controller resizes the popover at once (its card,
    /// arrow and content, placed again by the same rules as when it was shown).
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        relayoutForPreferredContentSize(of: container)
    }

    // MARK: Adaptation

    /// A new size class of the container chooses the popover's style again.
    package override func containerTraitsDidChange() { adaptToContainerIfNeeded() }

    /// A size class that changed while the popover was being presented chooses its style now.
    package override func presentationDidSettle() { adaptToContainerIfNeeded() }

    // MARK: Layout

    package override func layoutBuiltInViews(in container: UIView) {
        guard adaptedStyle == nil else {
            presentedView?.frame = container.bounds
            return
        }
        let placement = layout(in: container)
        placedSource = sourceFrame(in: container)
        container.framePipeline.addLayoutFollower(self)
        arrowDirection = placement.direction
        backgroundView.frame = container.bounds
        backgroundView.card = placement.card
        backgroundView.arrowTip = placement.arrowTip
        backgroundView.arrowDirection = placement.direction
        backgroundView.fillColor = backgroundColor ?? presentedView?.backgroundColor ?? .systemBackground
        container.sendSubviewToBack(backgroundView)
        if let view = presentedView, !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed {
            view.frame = placement.content
        }
        if let view = presentedView {
            view.layer.cornerRadius = SheetMetrics.popoverCornerRadius
            view.layer.maskedCorners = .all
            view.clipsToBounds = true
        }
    }

    /// The source rectangle the card was last placed from, in the container's coordinates.
    private var placedSource: CGRect?

    /// A shown popover follows its source: when the source's rectangle moved since the card
    /// was placed (its scroll view scrolled, its bar laid out again), the container lays out
    /// again in the same frame, so the arrow keeps pointing at it.
    package func followLayout() {
        guard let container = containerView, let placed = placedSource else { return }
        guard adaptedStyle == nil, container.window != nil, !presentedViewController.isBeingDismissed else {
            container.framePipeline.removeLayoutFollower(self)
            return
        }
        if sourceFrame(in: container) != placed { container.setNeedsLayout() }
    }

    /// Touches outside the card are the outside tap's, except those on a passthrough view,
    /// which reach it.
    package override func passesTouchThrough(at point: CGPoint) -> Bool {
        guard adaptedStyle == nil, let container = containerView, let views = passthroughViews, isOutside(point) else { return false }
        return views.contains { view in
            guard view.window === container.window, !view.isHidden, view.isUserInteractionEnabled else { return false }
            return view.bounds.contains(container.convert(point, to: view))
        }
    }

    /// The source rectangle in `container`'s coordinates.
    private func sourceFrame(in container: UIView) -> CGRect {
        if let item = barButtonItem, let button = Self.view(showing: item, in: container.window) {
            return button.convert(button.bounds, to: container)
        }
        if let item = barButtonItem, let custom = item.customView {
            return custom.convert(custom.bounds, to: container)
        }
        guard let source = sourceView else { return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0) }
        let rect = sourceRect.isNull || (sourceRect.isEmpty && sourceRect.origin == .zero) ? source.bounds : sourceRect
        return source.convert(rect, to: container)
    }

    /// The on-screen button of `item` in `window`.
    private static func view(showing item: UIBarButtonItem, in window: UIWindow?) -> UIView? {
        guard let window else { return nil }
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let button = view as? BarButtonItemButton, button.item === item { return button }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// Where the card, its arrow and the content go: the first permitted side (up, down, left,
    /// right) where the whole content fits, else the side with the most room.
    private func layout(in container: UIView) -> PopoverPlacement {
        let source = sourceFrame(in: container)
        let area = container.bounds.inset(by: safeAreaInsets(of: container)).inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : SheetMetrics.popoverDefaultSize
        let arrow = SheetMetrics.arrowHeight
        let sides: [UIPopoverArrowDirection] = [.up, .down, .left, .right].filter { permittedArrowDirections.contains($0) }
        func room(_ side: UIPopoverArrowDirection) -> CGSize {
            switch side {
            case .up: return CGSize(width: area.width, height: area.maxY - source.maxY - arrow)
            case .down: return CGSize(width: area.width, height: source.minY - area.minY - arrow)
            case .left: return CGSize(width: area.maxX - source.maxX - arrow, height: area.height)
            default: return CGSize(width: source.minX - area.minX - arrow, height: area.height)
            }
        }
        let candidates = sides.isEmpty ? [UIPopoverArrowDirection.up] : sides
        let side =
            candidates.first { room($0).width >= wanted.width && room($0).height >= wanted.height }
            ?? candidates.max { room($0).width * room($0).height < room($1).width * room($1).height } ?? .up
        // With `canOverlapSourceViewRect`, a popover that fits on no side keeps its size and
        // covers part of its source instead of shrinking.
        let fits = room(side).width >= wanted.width && room(side).height >= wanted.height
        let overlaps = canOverlapSourceViewRect && !fits
        let space = overlaps ? CGSize(width: area.width, height: area.height - arrow) : room(side)
        let size = CGSize(width: max(0, min(wanted.width, space.width)), height: max(0, min(wanted.height, space.height)))
        var card = CGRect(origin: .zero, size: size)
        var tip = CGPoint.zero
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), max(area.minX, area.maxX - size.width)) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), max(area.minY, area.maxY - size.height)) }
        let inset = SheetMetrics.popoverCornerRadius + SheetMetrics.arrowBase / 2
        switch side {
        case .up:
            tip = CGPoint(x: source.midX, y: source.maxY)
            card.origin = CGPoint(x: clampX(source.midX - size.width / 2), y: source.maxY + arrow)
            tip.x = min(max(tip.x, card.minX + inset), card.maxX - inset)
        case .down:
            tip = CGPoint(x: source.midX, y: source.minY)
            card.origin = CGPoint(x: clampX(source.midX - size.width / 2), y: source.minY - arrow - size.height)
            tip.x = min(max(tip.x, card.minX + inset), card.maxX - inset)
        case .left:
            tip = CGPoint(x: source.maxX, y: source.midY)
            card.origin = CGPoint(x: source.maxX + arrow, y: clampY(source.midY - size.height / 2))
            tip.y = min(max(tip.y, card.minY + inset), card.maxY - inset)
        default:
            tip = CGPoint(x: source.minX, y: source.midY)
            card.origin = CGPoint(x: source.minX - arrow - size.width, y: clampY(source.midY - size.height / 2))
            tip.y = min(max(tip.y, card.minY + inset), card.maxY - inset)
        }
        if overlaps {
            // Slide the card back inside the margins along the arrow's axis; the arrow stays on
            // the card's edge.
            switch side {
            case .up:
                card.origin.y = min(card.minY, area.maxY - size.height)
                tip.y = card.minY - arrow
            case .down:
                card.origin.y = max(card.minY, area.minY + arrow)
                tip.y = card.maxY + arrow
            case .left:
                card.origin.x = min(card.minX, area.maxX - size.width)
                tip.x = card.minX - arrow
            default:
                card.origin.x = max(card.minX, area.minX + arrow)
                tip.x = card.maxX + arrow
            }
        }
        return PopoverPlacement(card: card, content: card, arrowTip: tip, direction: side)
    }

    // MARK: Dismissal by a tap outside

    package func isOutside(_ point: CGPoint) -> Bool {
        guard adaptedStyle == nil, let view = presentedView else { return false }
        return !view.frame.contains(point)
    }

    private func tappedOutside(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        guard !presentedViewController.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        if let alert = presentedViewController as? UIAlertController {
            alert.dismissFromOutsideTap { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerDidDismiss(self)
            }
            return
        }
        presentedViewController.performDismissal(animated: true, interaction: nil) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

extension UIPopoverPresentationController: LayoutFollower {}
