import Foundation

/// Runs a search: owns a ``UISearchBar``, activates when the user starts editing it (or when
/// ``isActive`` is set), asks its ``searchResultsUpdater`` to update the results on each change,
/// and shows its ``searchResultsController`` over the content it searches.
///
/// Activation, step by step:
/// 1. The bar's delegate allows editing (`searchBarShouldBeginEditing`), or ``isActive`` is set.
/// 2. ``delegate`` hears ``UISearchControllerDelegate/willPresentSearchController(_:)``.
/// 3. The controller is presented over its context: the controller whose navigation item holds
///    it, else the nearest ancestor of the bar's controller that ``UIViewController/definesPresentationContext``,
///    else the root. Its view covers the content below the bar: dimmed while
///    ``obscuresBackgroundDuringPresentation``, with the results controller on top once the text
///    is not empty. With ``hidesNavigationBarDuringPresentation`` a hosting navigation bar
///    shows only the search bar. ``automaticallyShowsCancelButton`` shows the bar's Cancel
///    button, and the scope bar shows when the bar has scope titles.
/// 4. When the user's tap began it, the field becomes first responder:
///    `searchBarTextDidBeginEditing`, then ``searchResultsUpdater`` updates. Set in code, the
///    controller updates the results at once and leaves the field alone (as UIKit does; call
///    `becomeFirstResponder()` on the bar's field to focus it).
/// 5. After the next frame's layout, `didPresentSearchController`.
///
/// Each change of the text afterwards updates the results. Deactivation (Cancel, a tap on the
/// dimmed background, or ``isActive`` set to false): `willDismissSearchController`, the text
/// is emptied and the field resigns (`searchBarTextDidEndEditing`), the results update one last
/// time, the view leaves, and after the next frame's layout `didDismissSearchController`.
/// - Note: See https://developer.apple.com/documentation/uikit/uisearchcontroller
// UIKit divergence: activation and deactivation are not animated; the controller is shown
// and taken away at once, and the `did` callbacks follow the next frame.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    /// The alpha of the black wash over the content while obscured [CHOSEN: close to iOS's dim].
    package static let dimmingAlpha: CGFloat = 0.2

    /// The bar the user searches with.
    public let searchBar: UISearchBar
    /// The controller that shows the results, or `nil` to show them in the searched content.
    public let searchResultsController: UIViewController?
    /// Told to update the results on activation and each change of the text; held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the controller activates and deactivates; held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content below the bar is dimmed (and a tap on it cancels) while active
    /// (default true).
    open var obscuresBackgroundDuringPresentation = true { didSet { updateShownParts() } }
    /// Whether a hosting navigation bar hides its title row while active, leaving only the
    /// search bar (default true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while active (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope bar shows while active (default true).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows once the text is not empty (default true).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now; set by the controller as the text changes
    /// when ``automaticallyShowsSearchResultsController``.
    open var showsSearchResultsController = false { didSet { updateShownParts() } }

    /// Whether the search is in progress. Setting it activates or deactivates the controller.
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate(beginEditing: false) } else { deactivate() }
        }
    }

    private var active = false
    private var presentationHost: UIViewController?
    private weak var hostingNavigationController: UINavigationController?
    private let dimmingView = UIView()

    /// Creates a search controller showing its results in `searchResultsController`, or in the
    /// searched content itself when it is `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchBar = UISearchBar(frame: .zero)
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
    }

    /// Creates a search controller that shows its results in the searched content.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Archived controllers are not supported; this exists so code written for UIKit compiles.
    public required init?(coder: NSCoder) {
        Fatal.stop("UISearchController(coder:) is not supported: archives are not decoded")
    }

    open override func loadView() {
        let container = SearchPresentationView(frame: UIScreen.main.bounds)
        container.owner = self
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(Self.dimmingAlpha)
        dimmingView.accessibilityIdentifier = "UISearchController.dimming"
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped))
        container.addSubview(dimmingView)
        view = container
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        searchResultsController?.viewIfLoaded?.frame = view.bounds
    }

    private func dimmingTapped() { isActive = false }

    /// Whether the view takes touches where nothing of it is shown.
    package var coversContent: Bool { obscuresBackgroundDuringPresentation || isShowingResults }

    private var isShowingResults: Bool { searchResultsController != nil && showsSearchResultsController }

    private func updateShownParts() {
        guard isViewLoaded else { return }
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        if let results = searchResultsController {
            if isShowingResults {
                let resultsView = results.view!
                if resultsView.superview !== view {
                    resultsView.frame = view.bounds
                    view.addSubview(resultsView)
                }
            } else if results.viewIfLoaded?.superview === view {
                results.viewIfLoaded?.removeFromSuperview()
            }
        }
    }

    // MARK: Activation

    private func activate(beginEditing: Bool) {
        guard !active else { return }
        guard let host = contextHost() else {
            misuseLog.log("\(traceName) cannot activate: its search bar is not in a view controller's window")
            return
        }
        active = true
        delegate?.willPresentSearchController(self)
        presentationHost = host
        host.presented_ = self
        presenting_ = host
        isBeingPresented_ = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false {
            searchBar.setShowsScope(true, animated: true)
        }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        beginAppearanceTransition(true, animated: false)
        appearanceDrivenExplicitly = true
        installView()
        appearanceDrivenExplicitly = false
        updateShownParts()
        // A user's tap is making the field first responder: its beginning updates the results.
        // Set in code, the controller activates without focusing the field, as in UIKit.
        if !beginEditing { updateResults() }
        let window = view.window
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.endAppearanceTransition()
            self.isBeingPresented_ = false
            if self.active { self.delegate?.didPresentSearchController(self) }
        }
        if let window { window.framePipeline.afterLayout(finish) } else { finish() }
    }

    private func deactivate(completion: (@MainActor () -> Void)? = nil) {
        guard active else {
            completion?()
            return
        }
        active = false
        delegate?.willDismissSearchController(self)
        isBeingDismissed_ = true
        if !(searchBar.text ?? "").isEmpty { searchBar.text = "" }
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: true) }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        updateResults()
        beginAppearanceTransition(false, animated: false)
        let window = viewIfLoaded?.window
        appearanceDrivenExplicitly = true
        viewIfLoaded?.removeFromSuperview()
        appearanceDrivenExplicitly = false
        if let navigation = hostingNavigationController {
            navigation.navigationBar.showsSearchOnly = false
            hostingNavigationController = nil
        }
        let host = presentationHost
        if host?.presented_ === self { host?.presented_ = nil }
        presenting_ = nil
        presentationHost = nil
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.endAppearanceTransition()
            self.isBeingDismissed_ = false
            if !self.active { self.delegate?.didDismissSearchController(self) }
            completion?()
        }
        if let window { window.framePipeline.afterLayout(finish) } else { finish() }
    }

    /// Ends the search because its presentation is dismissed: `dismiss(animated:)` sent to the
    /// controller presenting it (or to the search controller itself), or the dismissal of a
    /// presented controller the search's host is in. The search controller is a presented
    /// controller, and in UIKit a dismissed one is no longer active: the delegate hears
    /// `willDismissSearchController` and `didDismissSearchController`, the bar loses its
    /// text and Cancel button. `completion` runs after `didDismissSearchController`.
    package func endSearchForDismissal(completion: (@MainActor () -> Void)?) {
        deactivate(completion: completion)
    }

    /// The controller the search is presented over (see the type's step 3).
    private func contextHost() -> UIViewController? {
        guard searchBar.window != nil else { return nil }
        var responder: UIResponder? = searchBar.next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let owner = responder as? UIViewController else { return nil }
        if let navigation = owner as? UINavigationController, searchBar.isInNavigationBar,
            let top = navigation.topViewController, top.navigationItem.searchController === self
        {
            return top
        }
        var candidate: UIViewController? = owner
        while let current = candidate {
            if current.definesPresentationContext { return current }
            candidate = current.parent
        }
        var root = owner
        while let parent = root.parent { root = parent }
        return root
    }

    /// Puts the view over the content below the search bar: under a hosting navigation bar in
    /// the navigation controller's view, or below the bar in the host's view.
    private func installView() {
        let searchView = view!
        if searchBar.isInNavigationBar, let navigation = presentationHost?.navigationController,
            let container = navigation.viewIfLoaded
        {
            hostingNavigationController = navigation
            if hidesNavigationBarDuringPresentation { navigation.navigationBar.showsSearchOnly = true }
            container.insertSubview(searchView, belowSubview: navigation.navigationBar)
            navigation.layoutActiveSearch(in: container)
            container.setNeedsLayout()
        } else if let hostView = presentationHost?.viewIfLoaded {
            let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: hostView).y
            searchView.frame = CGRect(
                x: 0, y: barBottom, width: hostView.bounds.width, height: max(0, hostView.bounds.height - barBottom))
            hostView.addSubview(searchView)
        }
    }

    /// Frames the view below a hosting navigation bar.
    package func layoutBelow(_ bar: UINavigationBar, in container: UIView) {
        guard let searchView = viewIfLoaded, searchView.superview === container else { return }
        let top = bar.frame.maxY
        searchView.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: max(0, container.bounds.height - top))
    }

    private func updateResults() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: The search bar's events

    /// The user is starting to edit the bar: the controller activates.
    package func searchBarWillBeginEditing() {
        activate(beginEditing: true)
    }

    /// The field became first responder: the results update.
    package func searchBarDidBeginEditing() {
        guard active else { return }
        updateResults()
    }

    /// The text changed: the results controller shows or hides, the results update.
    package func searchBarTextDidChange() {
        guard active else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        updateResults()
    }

    /// Cancel was tapped: the controller deactivates.
    package func searchBarCancelButtonTapped() {
        isActive = false
    }

    /// The bar's height changed (scope bar, prompt): a hosting navigation bar follows.
    package func searchBarGeometryDidChange() {
        (searchBar.superview?.superview as? UINavigationBar)?.searchBarHeightDidChange()
    }
}

/// The search controller's view: takes touches only where it shows something (the dimming or
/// the results), so with neither the searched content below stays usable.
private final class SearchPresentationView: UIView {
    weak var owner: UISearchController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, owner?.coversContent != true { return nil }
        return hit
    }
}
