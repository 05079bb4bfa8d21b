import Foundation

/// Manages one view hierarchy: loads its root view on demand, takes part in the responder
/// chain right after that root view, and hears when the view appears, disappears, lays out
/// and changes size.
///
/// The appearance callbacks come from the controller's appearance state
/// (UIViewController+Appearance.swift); layout callbacks come from the update cycle
/// (UIViewController+Layout.swift); containment and presentation live in their own files.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?
    /// The controller's traits, overrides and trait-change registrations (see
    /// `UIViewController+Traits.swift`).
    package var traitState = TraitState()

    /// The traits of the controller: its parent's (or its view's window's) with its own
    /// ``traitOverrides`` applied; its root view inherits them.
    open var traitCollection: UITraitCollection { traitState.collection }

    /// Called after the controller's traits changed, before its view hears of it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    package var children_: [UIViewController] = []
    package weak var parent_: UIViewController?
    package weak var presenting_: UIViewController?
    package var presented_: UIViewController?
    /// The presenter's view an alert dimmed, and the tint adjustment mode it had before.
    var dimmedPresenterView: (view: UIView, previous: UIView.TintAdjustmentMode)?

    /// Where the controller is between disappeared and appeared.
    package var appearState: AppearState = .disappeared
    /// The animated flag of the appearance transition in progress.
    package var appearAnimated = false
    /// Set when an appearance began; cleared when `viewIsAppearing(_:)` was called for it.
    package var needsIsAppearing = false
    /// Counts appearance transitions, so a deferred end only finishes the one it was made for.
    package var appearanceGeneration = 0
    /// While set, the root view entering or leaving a window does not drive the appearance
    /// callbacks: a presentation or container transition calls them itself.
    package var appearanceDrivenExplicitly = false
    /// Whether this container decides itself which children appear (navigation and tab bar
    /// controllers): its children are never driven by their views' window moves nor forwarded
    /// automatically; ``appearanceChildren`` names the ones that follow its own appearance.
    package var managesChildAppearance: Bool { false }
    /// Insets a container adds to the child's safe area (a navigation bar over its top).
    package var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Set by the base `updateViewConstraints()`, checked after the pass called it.
    package var didCallSuperUpdateViewConstraints = false
    package var isBeingPresented_ = false
    package var isBeingDismissed_ = false
    package var isMovingToParent_ = false
    package var isMovingFromParent_ = false
    /// The coordinator of the transition this controller runs (navigation) or is in
    /// (presentation), while it lasts.
    var activeTransitionCoordinator: TransitionCoordinator?
    package var navigationItemStorage: UINavigationItem?
    package var tabBarItemStorage: UITabBarItem?
    package var toolbarItemsStorage: [UIBarButtonItem]?
    private var editing = false
    private var storedEditButtonItem: UIBarButtonItem?

    /// Creates a controller. Nib files do not exist here; both arguments are ignored.
    // UIKit divergence: no nib loading; a view comes from loadView().
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// Creates a controller whose view is made by ``loadView()``.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archived controllers are not supported; this exists so code written for UIKit compiles.
    // UIKit divergence: nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set { install(newValue) }
    }

    /// The root view if it was loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            // loadView must set `view`; UIKit would crash later, we say why now.
            Fatal.stop("\(traceName).loadView() did not set the view property")
        }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain view the size of the main screen
    /// (`UIScreen.main`, the façade's, as in UIKit: the view is resized when shown); override
    /// it to build your own, set ``UIViewController/view``, and do not call super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the root view was loaded.
    open func viewDidLoad() {}

    private func install(_ newView: UIView?) {
        if let old = loadedView, old.owningViewController === self {
            old.owningViewController = nil
        }
        loadedView = newView
        newView?.owningViewController = self
    }

    // MARK: Title

    /// A short name for the controller; setting it also sets the navigation item's title, as
    /// UIKit does.
    open var title: String? {
        didSet {
            if navigationItemStorage != nil || title != nil { navigationItem.title = title }
            tabBarItemStorage?.title = title
        }
    }

    /// An identifier that marks the controller for state restoration; kept, not used otherwise.
    // UIKit divergence: there is no state restoration; the identifier is only stored.
    open var restorationIdentifier: String?

    // MARK: Appearance

    /// Called before the root view enters a window (or a container shows it).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after ``viewWillAppear(_:)``, when the view is in the
    /// hierarchy with its geometry, before its layout.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the root view appeared (after its first layout).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root view leaves its window (or a container hides it).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the receiver passes its own appearance callbacks on to its children. A
    /// container that returns `false` must call ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children whose appearance follows the receiver's: those whose views are inside
    /// the receiver's view, when forwarding is automatic. Containers that decide themselves
    /// name their visible child.
    package var appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView, !children_.isEmpty else {
            return []
        }
        return children_.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    // MARK: Layout

    /// Called before the root view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Called in the constraints pass when the root view needs its constraints updated
    /// (`view.setNeedsUpdateConstraints()`). Overrides must call super, last, as in UIKit;
    /// the base implementation updates the root view's own constraints.
    open func updateViewConstraints() {
        didCallSuperUpdateViewConstraints = true
        loadedView?.updateConstraints()
    }

    /// Called before the root view's size changes (the window was resized), with a
    /// coordinator for animations alongside and a completion. The base implementation passes
    /// the call on to the children and the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children_ { child.viewWillTransition(to: size, with: coordinator) }
        presented_?.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Safe area

    /// Insets added to the safe area the root view inherits, for content the controller
    /// covers itself.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { loadedView?.setNeedsLayout() } }
    }

    /// Called when the root view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Presentation style

    /// How ``present(_:animated:completion:)`` shows the controller; `.automatic` (the
    /// default) means `.pageSheet`, as in iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The transition UIKit's own animator uses when the controller is presented or dismissed
    /// without a custom animator (`.coverVertical` by default).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether the presented controller refuses interactive dismissal (a swipe down on its sheet,
    /// a tap outside its popover); the presentation controller's delegate hears the attempt.
    open var isModalInPresentation = false

    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or
    /// a descendant covers this controller's view (rather than the window).
    open var definesPresentationContext = false

    // MARK: Showing controllers

    /// Shows `vc` the way the nearest container above this controller shows things: a
    /// navigation controller (this one or an ancestor) pushes it; with none, this controller
    /// presents it.
    // UIKit divergence: the target is found among UIKit's own containers only
    // (`targetViewController(forAction:sender:)`, which takes a selector, is not declared): an
    // app's container that overrides this method is used when it is called on the container
    // itself, not when a child calls it.
    open func show(_ vc: UIViewController, sender: Any?) {
        var node: UIViewController? = parent_
        while let current = node {
            if let navigation = current as? UINavigationController {
                navigation.show(vc, sender: sender)
                return
            }
            node = current.parent_
        }
        present(vc, animated: true)
    }

    /// Shows `vc` as the detail of a split view; with no split view controller (none is built
    /// here) this controller presents it, as UIKit does outside a split view.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    // MARK: Status bar (UIViewController+StatusBar.swift)

    /// The status bar style the controller asks for while it decides the window's status bar
    /// (see ``setNeedsStatusBarAppearanceUpdate()``); `.default` unless overridden.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller asks for the status bar to be hidden while it decides it; false
    /// unless overridden.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose ``preferredStatusBarStyle`` is used in place of this controller's; nil
    /// (the default) uses this controller's own.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` is used in place of this controller's; nil
    /// (the default) uses this controller's own.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented in a style that does not cover the screen (a sheet,
    /// a popover), still takes over the status bar from the controller under it; false by
    /// default, when only a `.fullScreen` presentation does.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The object that supplies custom animators, interaction controllers and a presentation
    /// controller when the controller is presented or dismissed.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The size the controller would like its view to have in a popover or a form sheet; zero
    /// (the default) lets the presentation choose. A new value tells the controller's container
    /// at once: its parent, else the presentation controller framing it while it is presented
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize {
        get { storedPreferredContentSize }
        set {
            let old = storedPreferredContentSize
            storedPreferredContentSize = newValue
            if old != newValue { notifyContainerOfPreferredContentSize() }
        }
    }
    private var storedPreferredContentSize: CGSize = .zero

    /// Called when a child controller (or another child content container) changed its
    /// preferred content size. The base implementation does nothing: a container that sizes
    /// its children by their preferred size overrides it.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Tells the controller's container that its preferred content size changed: its parent
    /// when it has one, else the presentation controller framing it while it is presented.
    package func notifyContainerOfPreferredContentSize() {
        if let parent = parent_ {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if presenting_ != nil, let presentation = activePresentationController {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// The presentation controller made for the controller's style (first use or presentation).
    package var presentationControllerStorage: UIPresentationController?

    // MARK: Navigation and tabs

    /// The item the navigation bar shows for the controller, made on first use.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title)
        navigationItemStorage = item
        return item
    }

    /// The item a tab bar shows for the controller, made on first use with the title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    // MARK: Editing and toolbar items

    /// Whether the controller's content is being edited; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing: sets ``isEditing`` and turns ``editButtonItem`` into Done
    /// (bold) or Edit. Subclasses override it to put their views in editing mode and call
    /// super; a table view controller puts its table in editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let item = storedEditButtonItem { Self.styleEditButton(item, editing: editing) }
    }

    /// A bar button item reading Edit, or Done while editing, that toggles
    /// ``setEditing(_:animated:)`` (animated) when tapped. Made on first use.
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem()
        item.primaryAction = UIAction(title: "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        Self.styleEditButton(item, editing: editing)
        storedEditButtonItem = item
        return item
    }

    private static func styleEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; a navigation controller showing this controller on top shows
    /// them at once.
    // UIKit divergence: never animated.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        toolbarItemsDidChange()
    }

    // MARK: Containment hooks

    /// Called before the controller is added to or removed from a parent (`nil`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    /// The presenting controller when presented; otherwise the root view's superview (for a
    /// window's root controller, that is the window).
    open override var next: UIResponder? {
        if let presenting = presenting_ { return presenting }
        return loadedView?.superview
    }
}
