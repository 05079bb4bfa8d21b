import Foundation

/// Manages one view hierarchy: loads its root view on demand, takes part in the responder
/// chain right after that root view, and hears when the view appears and disappears.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    package var children_: [UIViewController] = []
    package weak var parent_: UIViewController?
    package weak var presenting_: UIViewController?
    package var presented_: UIViewController?

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
            preconditionFailure("\(traceName).loadView() did not set the view property")
        }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain view the size of the screen; override
    /// it to build your own, set ``view``, and do not call super.
    open func loadView() {
        view = UIView(frame: UIApplication.shared.screen.bounds)
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

    // MARK: Appearance

    /// Called before the root view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    package func appearanceWillChange(appearing: Bool) {
        if appearing { viewWillAppear(false) } else { viewWillDisappear(false) }
    }

    package func appearanceDidChange(appearing: Bool) {
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
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
