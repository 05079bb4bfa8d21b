import Foundation

/// A container that shows one child controller as a page and lets the user swipe to the page
/// before or after it, which its data source supplies.
///
/// Only the scroll style is built: the pages sit side by side (or one above the other) in a
/// paging scroll view, so a swipe follows the finger, glides on the application clock, and
/// settles on a page; a swipe that does not go far enough goes back. The delegate hears
/// `willTransitionTo` when a swipe starts moving toward a page and
/// `didFinishAnimating:previousViewControllers:transitionCompleted:` when it settles (with
/// `completed` false when it went back). The children's appearance callbacks follow UIKit's
/// order for the scroll style: new `viewWillAppear`, current `viewWillDisappear`, then new
/// `viewDidAppear`, current `viewDidDisappear`; a cancelled swipe gives the current page
/// `viewWillAppear` and `viewDidAppear`, then the new one `viewWillDisappear` and
/// `viewDidDisappear`. When the data source gives a presentation count, a page control below
/// the pages shows it.
/// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontroller
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// Supplies the pages next to the current one.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { refreshNeighbours() }
    }

    /// Hears user-driven page changes.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// How pages change (always ``TransitionStyle/scroll`` here).
    open var transitionStyle: TransitionStyle { transitionStyle_ }
    private let transitionStyle_: TransitionStyle

    /// The axis pages move along.
    open var navigationOrientation: NavigationOrientation { navigationOrientation_ }
    private let navigationOrientation_: NavigationOrientation

    /// The spine's location: ``SpineLocation/none`` for the scroll style.
    open var spineLocation: SpineLocation { .none }

    /// Whether pages have a back side (page curl only; the scroll style ignores it).
    open var isDoubleSided = false

    /// The recognizers a page curl installs; the scroll style has none (its scroll view pans).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The controller(s) shown: the current page.
    open var viewControllers: [UIViewController]? { current.map { [$0] } ?? [] }

    /// The gap between pages (from ``OptionsKey/interPageSpacing``).
    let interPageSpacing: CGFloat

    var current: UIViewController?
    var before: UIViewController?
    var after: UIViewController?
    /// The page change under way, if any.
    var transition: PageTransition?
    let scrollView = PageScrollView()
    let pageControl = UIPageControl()
    /// Whether the page control shows (the data source gave a presentation count).
    var showsPageControl = false
    /// Set while the page view controller moves the scroll view itself, so the moves do not
    /// start a swipe transition.
    var isRepositioning = false

    /// Creates a page view controller. Only ``TransitionStyle/scroll`` is built; the page-curl
    /// style, and a spine location for the scroll style, stop with a message.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        // UIKit divergence: the page-curl style is not built.
        Fatal.check(
            style == .scroll,
            "UIPageViewController: the .pageCurl transition style is not built in OpenUIKit; use .scroll")
        Fatal.check(
            options?[.spineLocation] == nil,
            "UIPageViewController: a spine location applies to the .pageCurl style only; the .scroll style has none")
        transitionStyle_ = style
        navigationOrientation_ = navigationOrientation
        interPageSpacing = Self.spacing(options?[.interPageSpacing])
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a horizontal scroll-style page view controller.
    public override init(nibName: String?, bundle: Bundle?) {
        transitionStyle_ = .scroll
        navigationOrientation_ = .horizontal
        interPageSpacing = 0
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Archived controllers are not supported; this makes a horizontal scroll-style one.
    public required init?(coder: NSCoder) {
        transitionStyle_ = .scroll
        navigationOrientation_ = .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func spacing(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }

    // MARK: The view

    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.pageViewController = self
        scrollView.pageViewController = self
        container.addSubview(scrollView)
        pageControl.isHidden = !showsPageControl
        pageControl.addAction(UIAction { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
        container.addSubview(pageControl)
        view = container
        if let current { install(current) }
    }

    /// The page view controller calls its children's appearance callbacks itself.
    package override var managesChildAppearance: Bool { true }

    package override var appearanceChildren: [UIViewController] {
        guard transition == nil, let current, let view = current.viewIfLoaded, view.superview === scrollView else {
            return []
        }
        return [current]
    }

    /// Whether the page view controller's own view is on screen (or appearing), so page
    /// changes call the children's appearance callbacks.
    var isShowing: Bool { appearState == .appeared || appearState == .appearing }

    // MARK: Setting pages

    /// Shows `viewControllers` (exactly one for the scroll style) as the current page, sliding
    /// it in from `direction` when `animated`. `completion` gets whether the change finished.
    /// The delegate is not told.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let controllers = viewControllers ?? []
        Fatal.check(
            controllers.count == 1,
            "UIPageViewController.setViewControllers: the .scroll style shows exactly 1 view controller, not \(controllers.count)")
        let next = controllers[0]
        if let transition {
            // A change under way lands where it is going first.
            finishTransition(transition, completed: transition.isProgrammatic)
        }
        guard next !== current else {
            refreshNeighbours()
            updatePageControlFromDataSource()
            completion?(true)
            return
        }
        if animated, let current, isViewLoaded, view.window != nil {
            startProgrammaticTransition(from: current, to: next, forward: direction == .forward, completion: completion)
            return
        }
        replaceCurrent(with: next)
        updatePageControlFromDataSource()
        completion?(true)
    }

    /// Swaps the current page without animation, with the appearance callbacks when shown.
    private func replaceCurrent(with next: UIViewController) {
        let old = current
        let showing = isShowing && isViewLoaded
        old?.willMove(toParent: nil)
        addChild(next)
        if showing {
            next.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        current = next
        if isViewLoaded { install(next) }
        old?.viewIfLoaded?.removeFromSuperview()
        old?.removeFromParent()
        if showing {
            next.endAppearanceTransition()
            old?.endAppearanceTransition()
        }
        next.didMove(toParent: self)
        refreshNeighbours()
    }

    /// Puts `controller`'s view in the scroll view (at the current page's place).
    func install(_ controller: UIViewController) {
        let pageView: UIView = controller.view
        if pageView.superview !== scrollView { scrollView.addSubview(pageView) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Asks the data source again for the pages before and after the current one.
    func refreshNeighbours() {
        guard transition == nil else { return }
        before = current.flatMap { dataSource?.pageViewController(self, viewControllerBefore: $0) }
        after = current.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The page control

    /// Reads the presentation count and index from the data source.
    func updatePageControlFromDataSource() {
        let count = navigationOrientation_ == .horizontal ? (dataSource?.presentationCount(for: self) ?? 0) : 0
        showsPageControl = count > 0
        pageControl.isHidden = !showsPageControl
        guard showsPageControl else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
        viewIfLoaded?.setNeedsLayout()
    }

    /// A tap on the page control moves one page in the tap's direction.
    private func pageControlChanged() {
        let target = pageControl.currentPage
        guard transition == nil else { return }
        let forward = target > pageControlPageBeforeTap
        guard let next = forward ? after : before else {
            pageControl.currentPage = pageControlPageBeforeTap
            return
        }
        let page = target
        setViewControllers([next], direction: forward ? .forward : .reverse, animated: true)
        pageControl.currentPage = page
        pageControlPageBeforeTap = page
    }

    /// The page control's page before the user's tap (the tap changes it first).
    var pageControlPageBeforeTap = 0

    // MARK: Layout

    /// Lays out the page control (below the pages) and the scroll view.
    func layoutContainer(_ container: UIView) {
        let bounds = container.bounds
        var pagesFrame = bounds
        if showsPageControl {
            let height = pageControl.intrinsicContentSize.height + container.safeAreaInsets.bottom
            pageControl.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height - container.safeAreaInsets.bottom)
            // A page view lying wholly outside the safe area keeps pages of no height (not a
            // negative one, which a frame would turn into a rectangle above the view).
            pagesFrame.size.height = max(0, pagesFrame.height - height)
        }
        layoutPages(in: pagesFrame)
        pageControlPageBeforeTap = pageControl.currentPage
    }
}
