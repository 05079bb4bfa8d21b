import Foundation

/// A stack of controllers shown one at a time under a navigation bar: pushing slides the new
/// one in from the right, popping (the back button, or a drag from the left edge) slides the
/// top one away.
///
/// The controllers are children of the navigation controller. It calls their appearance
/// callbacks itself: when a transition begins (`viewWillDisappear`/`viewWillAppear`) and when it
/// ends (`viewDidDisappear`/`viewDidAppear`, after the animation or, unanimated, after the next
/// frame's layout). The top controller's view fills the navigation controller's view, under
/// the bar; its safe area starts below the bar.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// Seconds a push or pop slides for (UIKit's 0.35).
    public static let hideShowBarDuration: TimeInterval = 0.35
    /// How far the covered view shifts left while the new one slides over it, as a fraction
    /// of the width [CHOSEN: UIKit's parallax is about a third].
    static let parallaxFraction: CGFloat = 0.3
    /// A pop gesture released faster than this (points per second, rightwards) pops whatever
    /// the distance [CHOSEN: UIKit does not publish it].
    static let popFlickVelocity: CGFloat = 500

    package var stack: [UIViewController] = []
    /// The transition under way, finished early when another begins.
    package var pendingTransition: (id: Int, finish: @MainActor () -> Void)?
    package var transitionCounter = 0
    package var interactivePop: InteractivePopState?
    private var bar: UINavigationBar?
    private var storedToolbar: UIToolbar?
    private var storedToolbarHidden = true
    /// The scroll view whose offset the bars follow: the top controller's content.
    package weak var trackedScrollView: UIScrollView?
    private lazy var popGestureDelegate = InteractivePopGestureDelegate(navigationController: self)
    private var storedPopRecognizer: UIScreenEdgePanGestureRecognizer?

    /// Receives the will/did show calls.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Whether dragging the top controller's content up hides the navigation bar (and the
    /// toolbar, when shown) and dragging it down shows them again; false by default.
    /// - Note: See https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe
    // UIKit divergence: the bars follow the content scroll view's drag (UIKit adds its own pan,
    // `barHideOnSwipeGestureRecognizer`, not declared here) and hide or show at once, without
    // sliding.
    open var hidesBarsOnSwipe = false {
        didSet { if !hidesBarsOnSwipe { barSwipeOffset = nil } }
    }
    /// The content's offset when the bars last followed a drag (``hidesBarsOnSwipe``).
    package var barSwipeOffset: CGFloat?
    /// Whether the toolbar was hidden by a swipe (and comes back with the navigation bar).
    package var toolbarHiddenBySwipe = false

    /// The bar's style decides: a `.black` bar asks for light content, any other the default.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .default ? .default : .lightContent
    }
    /// None while the bar shows (its style decides); the top controller while it is hidden.
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }
    /// None while the bar shows; the top controller while it is hidden.
    open override var childForStatusBarHidden: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }

    /// Pushes `vc` (animated), the navigation controller's way of showing a controller.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Creates a navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The item a tab bar shows for the navigation controller: its own when one was set or
    /// made, otherwise its root controller's, so a tab's item configured in the root
    /// controller's initializer (`tabBarItem = UITabBarItem(title:image:tag:)`, or just its
    /// `title`) is the one the tab bar shows, as on iOS.
    open override var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil, title == nil, let root = stack.first,
                root.tabBarItemStorage != nil || root.title != nil
            {
                return root.tabBarItem
            }
            return super.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }

    // MARK: Preferred content size

    /// The size the navigation controller would like in a popover or a form sheet: its own
    /// when one was set, otherwise its top controller's with the shown bars' heights added.
    open override var preferredContentSize: CGSize {
        get {
            let own = super.preferredContentSize
            if own != .zero { return own }
            return topViewController.map { sizeWithBars(for: $0.preferredContentSize) } ?? .zero
        }
        set { super.preferredContentSize = newValue }
    }

    /// A new preferred size of the top controller is a new preferred size of the navigation
    /// controller (unless it has one of its own): its container hears at once, so a popover or
    /// a form sheet showing it resizes. A change from a controller lower in the stack counts
    /// when it comes on top.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let top = topViewController, container === top, super.preferredContentSize == .zero else { return }
        notifyContainerOfPreferredContentSize()
    }

    /// `size` with the shown navigation bar and toolbar added to its height (zero stays zero).
    private func sizeWithBars(for size: CGSize) -> CGSize {
        guard size != .zero else { return .zero }
        let bars = barInsets
        return CGSize(width: size.width, height: size.height + bars.top + bars.bottom)
    }

    // MARK: The stack

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: a controller presented over the top one, or the top one.
    open var visibleViewController: UIViewController? {
        if let presented = presented_ ?? topViewController?.presented_ { return presented }
        return topViewController
    }

    /// The bar at the top, made with the view.
    public var navigationBar: UINavigationBar {
        if let bar { return bar }
        let made = UINavigationBar(frame: .zero)
        made.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
        made.heightDidChange = { [weak self] in self?.barsDidChangeSize() }
        bar = made
        return made
    }

    /// Whether the bar is hidden; the children's safe area then starts at the top.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar.
    // UIKit divergence: never animated; the bar appears or disappears at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        barsDidChangeSize()
    }

    /// The toolbar at the bottom, shown while ``isToolbarHidden`` is false with the top
    /// controller's ``UIViewController/toolbarItems``.
    open var toolbar: UIToolbar! {
        if let storedToolbar { return storedToolbar }
        let made = UIToolbar(frame: .zero)
        made.isHidden = storedToolbarHidden
        storedToolbar = made
        if let container = viewIfLoaded, made.superview !== container { container.addSubview(made) }
        return made
    }

    /// The toolbar when it was made (made with the view).
    package var storedToolbarIfMade: UIToolbar? { storedToolbar }

    /// Whether the toolbar is hidden. Default true, as in UIKit.
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the top controller's safe area ends above it while shown.
    // UIKit divergence: never animated; the toolbar appears or disappears at once.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        storedToolbarHidden = hidden
        toolbar.isHidden = hidden
        updateToolbarItems()
        barsDidChangeSize()
    }

    /// The edge pan that pops the top controller by dragging from the leading edge (the left,
    /// or the right in a right-to-left layout).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let storedPopRecognizer { return storedPopRecognizer }
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.delegate = popGestureDelegate
        recognizer.addAction { [weak self] recognizer in
            self?.handleInteractivePop(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        storedPopRecognizer = recognizer
        return recognizer
    }

    /// Pushes `viewController` and shows it, sliding in from the right when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            Fatal.stop("Pushing the same view controller instance (\(viewController.traceName)) more than once is not supported")
        }
        if let parent = viewController.parent_ {
            Fatal.stop("Cannot push \(viewController.traceName): it is already the child of \(parent.traceName)")
        }
        completePendingTransition()
        let from = topViewController
        addChild(viewController)
        viewController.isMovingToParent_ = true
        stack.append(viewController)
        transition(from: from, to: viewController, pushed: viewController, popped: [], isPush: true, animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        completePendingTransition()
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        pop([popped], animated: animated)
        return popped
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        completePendingTransition()
        guard stack.count > 1 else { return [] }
        let popped = Array(stack[1...])
        stack.removeSubrange(1...)
        pop(popped, animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them; `viewController` must be
    /// on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        completePendingTransition()
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Fatal.stop("Tried to pop to \(viewController.traceName), which is not on the navigation stack")
        }
        guard index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        pop(popped, animated: animated)
        return popped
    }

    /// Replaces the stack; the new top slides in as a push when it was not on the stack, as a
    /// pop when it was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        completePendingTransition()
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            Fatal.stop("setViewControllers: \(controller.traceName) appears more than once")
        }
        let from = topViewController
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !stack.contains { $0 === new } }
        for controller in added {
            addChild(controller)
        }
        stack = viewControllers
        guard let to = viewControllers.last else {
            for controller in removed { detach(controller) }
            navigationBar.setItems([], animated: false)
            return
        }
        if to === from {
            for controller in removed { controller.willMove(toParent: nil); detach(controller) }
            for controller in added { controller.didMove(toParent: self) }
            updateBarItems()
            return
        }
        for controller in removed { controller.willMove(toParent: nil) }
        let isPush = added.contains { $0 === to }
        if isPush { to.isMovingToParent_ = true }
        let otherAdded = added.filter { $0 !== to }
        transition(
            from: from, to: to, pushed: isPush ? to : nil, popped: removed, isPush: isPush, animated: animated,
            alsoAdded: otherAdded)
    }

    private func pop(_ popped: [UIViewController], animated: Bool) {
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
        }
        guard let top = popped.last, let to = topViewController else { return }
        top.isMovingFromParent_ = true
        transition(from: top, to: to, pushed: nil, popped: popped, isPush: false, animated: animated)
    }

    /// Removes a controller that left the stack: its view and its parent link.
    private func detach(_ controller: UIViewController) {
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        controller.removeFromParent()
        controller.isMovingFromParent_ = false
    }

    // MARK: The view

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.navigationController = self
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        if let recognizer = interactivePopGestureRecognizer { container.addGestureRecognizer(recognizer) }
        view = container
        if let top = topViewController { install(top) }
        updateBarItems()
    }

    /// The navigation controller calls its children's appearance callbacks itself.
    package override var managesChildAppearance: Bool { true }

    package override var appearanceChildren: [UIViewController] {
        guard pendingTransition == nil, interactivePop == nil, let top = topViewController,
            let view = top.viewIfLoaded, view.superview === viewIfLoaded
        else { return [] }
        return [top]
    }

    /// Puts `controller`'s view under the bar, filling the navigation controller's view.
    package func install(_ controller: UIViewController) {
        guard let container = viewIfLoaded else { return }
        let view = controller.view!
        view.frame = container.bounds
        if view.superview !== container { container.insertSubview(view, belowSubview: navigationBar) }
        if controller === topViewController { trackContentScrollView() }
        controller.containerSafeAreaInsets = barInsets
    }

    package func updateBarItems() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        updateToolbarItems()
        trackContentScrollView()
    }

    /// Lays out the bars (the navigation bar below the safe area's top, the toolbar above its
    /// bottom) and the top controller's view.
    package func layoutContainer(_ container: UIView) {
        updateBarsForContent()
        let top = container.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: navigationBar.currentHeight)
        if let storedToolbar {
            let bottom = container.safeAreaInsets.bottom
            storedToolbar.frame = CGRect(
                x: 0, y: container.bounds.height - bottom - storedToolbar.barHeight, width: container.bounds.width,
                height: storedToolbar.barHeight)
            storedToolbar.background.extensionLength = bottom
        }
        if pendingTransition == nil, interactivePop == nil, let view = topViewController?.viewIfLoaded,
            view.superview === container
        {
            view.frame = container.bounds
        }
        layoutActiveSearch(in: container)
    }

    // MARK: Transitions

    /// Whether the navigation controller is on screen, so transitions call appearance
    /// callbacks.
    package var isShowing: Bool {
        appearState == .appeared || appearState == .appearing
    }

    /// Ends the push or pop under way, animated or interactive, at once.
    package func completePendingTransition() {
        settleInteractivePop()
        if let pending = pendingTransition {
            pendingTransition = nil
            pending.finish()
        }
    }

    private func transition(
        from: UIViewController?, to: UIViewController, pushed: UIViewController?, popped: [UIViewController],
        isPush: Bool, animated: Bool, alsoAdded: [UIViewController] = []
    ) {
        let previousSize = from.map { sizeWithBars(for: $0.preferredContentSize) } ?? .zero
        updateBarItems()
        // A new top controller with another preferred size gives the navigation controller a
        // new preferred size (unless it has one of its own): a popover or form sheet showing
        // it resizes, along with the push or pop when that animates.
        let resizes = super.preferredContentSize == .zero && preferredContentSize != previousSize
        guard isViewLoaded else {
            for controller in popped { detach(controller) }
            pushed?.isMovingToParent_ = false
            pushed?.didMove(toParent: self)
            for controller in alsoAdded { controller.didMove(toParent: self) }
            if resizes { notifyContainerOfPreferredContentSize() }
            return
        }
        let showing = isShowing
        let animates = animated && showing
        // The incoming view loads before any appearance callback, as in UIKit.
        to.loadViewIfNeeded()
        let container = view!
        let coordinator = TransitionCoordinator(
            containerView: container, animated: animates, duration: animates ? Self.hideShowBarDuration : 0)
        if showing { activeTransitionCoordinator = coordinator }
        if resizes {
            if showing {
                coordinator.animate(alongsideTransition: { [weak self] _ in self?.notifyContainerOfPreferredContentSize() }, completion: nil)
            } else {
                notifyContainerOfPreferredContentSize()
            }
        }
        if showing {
            from?.beginAppearanceTransition(false, animated: animates)
            to.beginAppearanceTransition(true, animated: animates)
        }
        delegate?.navigationController(self, willShow: to, animated: animates)
        install(to)
        let width = container.bounds.width
        let fromView = from?.viewIfLoaded
        if let fromView, !isPush, fromView.superview === container { container.insertSubview(to.view, belowSubview: fromView) }
        transitionCounter += 1
        let id = transitionCounter
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            if let fromView, fromView.superview === container, fromView !== to.viewIfLoaded {
                fromView.removeFromSuperview()
                fromView.frame = container.bounds
            }
            to.view.frame = container.bounds
            if showing {
                from?.endAppearanceTransition()
                to.endAppearanceTransition()
                if self.activeTransitionCoordinator === coordinator { self.activeTransitionCoordinator = nil }
                coordinator.runCompletions()
            }
            for controller in popped { self.detach(controller) }
            if let pushed {
                pushed.isMovingToParent_ = false
                pushed.didMove(toParent: self)
            }
            for controller in alsoAdded { controller.didMove(toParent: self) }
            self.delegate?.navigationController(self, didShow: to, animated: animates)
        }
        guard showing else {
            // The navigation controller is leaving (or gone): the outgoing top may still be in
            // the disappearance the navigation controller forwarded to it, and the incoming one
            // is not shown, so the navigation controller's own end would reach only the new top.
            from?.concludeAppearanceAsGone()
            finish()
            return
        }
        pendingTransition = (id, finish)
        let complete: @MainActor () -> Void = { [weak self] in
            guard let self, let pending = self.pendingTransition, pending.id == id else { return }
            self.pendingTransition = nil
            pending.finish()
        }
        if animates, let from,
            let animator = delegate?.navigationController(
                self, animationControllerFor: isPush ? .push : .pop, from: from, to: to)
        {
            runCustomTransition(
                animator, from: from, to: to, isPush: isPush, popped: popped, coordinator: coordinator, complete: complete)
            return
        }
        if animates {
            let toView = to.view!
            // A push slides in from the trailing edge: the right, or the left right to left.
            let forward = container.leadingToTrailingSign
            toView.frame = container.bounds.offsetBy(dx: forward * (isPush ? width : -width * Self.parallaxFraction), dy: 0)
            UIView.animate(
                withDuration: Self.hideShowBarDuration, delay: 0, options: [],
                animations: {
                    coordinator.runAlongsideAnimations()
                    toView.frame = container.bounds
                    fromView?.frame = container.bounds.offsetBy(
                        dx: forward * (isPush ? -width * Self.parallaxFraction : width), dy: 0)
                },
                completion: { _ in complete() })
        } else {
            coordinator.runAlongsideAnimations()
            container.framePipeline.afterLayout(complete)
        }
    }
}

/// The navigation controller's root view: lays out the bar and the top controller's view.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutContainer(self)
    }

    /// The back swipe starts at the leading edge: the left, or the right in a right-to-left
    /// layout. Set when the container joins a window, where its direction is known.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil,
            let recognizer = navigationController?.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer,
            recognizer.edges == .left || recognizer.edges == .right
        else { return }
        recognizer.edges = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
}
