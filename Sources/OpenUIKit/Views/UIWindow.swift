import Foundation

/// The root of a view hierarchy shown on the screen, and the object that hands events to its
/// views: touches to their hit-test views (after gesture recognizers), everything else to its
/// first responder.
/// - Note: See https://developer.apple.com/documentation/uikit/uiwindow
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// Where a window sits among the others; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    /// The window's level among the application's windows.
    open var windowLevel: Level = .normal

    /// The application the window belongs to.
    public package(set) weak var application: UIApplication?

    /// The scene the window is shown in; nil for a window made without one (`init(frame:)`).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    public weak var windowScene: UIWindowScene?

    /// The screen the window is shown on: its application's screen.
    /// - Note: Stops for a window that belongs to no application (one decoded from an archive).
    // UIKit divergence: read-only; an application here has one screen, so a window cannot be
    // moved to another (UIKit's setter, deprecated since iOS 13, is not offered).
    open var screen: UIScreen {
        guard let application else {
            Fatal.stop("UIWindow.screen: the window \(self) belongs to no application, so it is on no screen")
        }
        return application.screen
    }

    /// The responder that receives keyboard, motion and edit messages in this window.
    package private(set) weak var firstResponder: UIResponder?

    /// Shows the window's layer tree: hosts its backing stores and composites its pixels.
    package private(set) lazy var renderer = WindowRenderer(window: self)

    /// Reusable storage for the touch sets handed to views, so steady-state delivery does not
    /// allocate.
    package var deliveryBuffer: Set<UITouch> = []

    /// Creates a hidden window with `frame` in screen coordinates, registered with the shared
    /// application.
    ///
    /// This is the façade: UIKit code names no application when it makes a window (UIKit
    /// without scenes registers it with `UIApplication.shared`). Everything under the window
    /// then reaches its application through it (`UIView.owningApplication`), never through
    /// `shared`. With several applications alive, make the intended one current first, or let
    /// the test kit make the window (`HeadlessApp.makeWindow`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attach(to: UIApplication.shared)
    }

    /// Creates a hidden window with `frame` belonging to `application`, whichever application
    /// is current (the test kit and backends make their windows so).
    // UIKit divergence: UIKit attaches a window to an application through a window scene
    // (`init(windowScene:)`); the test kit's windows belong to no scene, so the application is
    // given directly.
    package init(frame: CGRect, application: UIApplication) {
        super.init(frame: frame)
        attach(to: application)
    }

    /// Creates a hidden window in `windowScene`, covering its screen.
    /// - Note: Stops for a scene that is not connected to an application.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) {
        guard let application = windowScene.application else {
            Fatal.stop("UIWindow(windowScene:): the scene \(windowScene) is connected to no application")
        }
        super.init(frame: application.screen.bounds)
        self.windowScene = windowScene
        attach(to: application)
    }

    /// Creates a hidden window covering the main screen (the façade's, see ``init(frame:)``).
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    private func attach(to application: UIApplication) {
        windowCache = self
        isHidden = true
        self.application = application
        application.register(self)
        // The marks UIView's initializer made went to the detached pipeline (the window
        // belonged to no application yet): they move to the application's.
        queuePendingMarks(with: application.framePipeline)
        layer.host = renderer
        layer.contentsScale = application.screen.scale
        traitUpdates.update(subtree: self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowCache = self
        isHidden = true
        layer.host = renderer
        traitUpdates.update(subtree: self)
    }

    // MARK: Root view controller

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            let oldValue = storedRootViewController
            storedRootViewController = newValue
            guard oldValue !== newValue else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self {
                old.viewIfLoaded?.removeFromSuperview()
            }
            if let controller = newValue {
                let view = controller.view!
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// The root view controller, set without the view hand-over (see ``rootViewController``).
    private var storedRootViewController: UIViewController?

    /// What the status bar's deciding controllers asked for when last read
    /// (`UIViewController+StatusBar.swift`); nil to read them again.
    var statusBarRecord: StatusBarRecord?

    /// The root view controller goes before the window's view tree is taken apart, as UIKit's
    /// window releases it in its own teardown: when the window held the last reference, the
    /// controllers (and their hold on their views) are gone before the views are let go, so
    /// the root view is not mistaken for a subview that outlives the window and its
    /// constraints are not moved to an engine of its own only to be freed a moment later.
    deinit {
        storedRootViewController = nil
    }

    /// Insets set for this window alone by the test kit's `simulateSafeAreaInsets(_:)`, in
    /// place of what the screen gives (see ``systemSafeAreaInsets``).
    package var simulatedSafeAreaInsets: UIEdgeInsets? {
        didSet {
            if simulatedSafeAreaInsets != oldValue { markNeedsLayout(reason: "window safe area insets changed") }
        }
    }

    /// Showing or hiding the window makes the controllers shown in it appear or disappear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            guard wasHidden != newValue, !subviews.isEmpty else {
                super.isHidden = newValue
                return
            }
            var controllers: [UIViewController] = []
            visitSubtree { view in
                if let controller = view.owningViewController { controllers.append(controller) }
            }
            for controller in controllers { controller.windowVisibilityWillChange(visible: !newValue, window: self) }
            super.isHidden = newValue
            for controller in controllers { controller.windowVisibilityDidChange(visible: !newValue, window: self) }
        }
    }

    /// A new size tells the root view controller first (`viewWillTransition(to:with:)`), then
    /// resizes its view and its presented controllers' views; completions run after the layout.
    // UIKit divergence: a window resize is not animated (the coordinator's duration is 0).
    open override var frame: CGRect {
        get { super.frame }
        set {
            guard newValue.size != super.frame.size, let root = rootViewController, root.isViewLoaded else {
                super.frame = newValue
                return
            }
            let coordinator = TransitionCoordinator(containerView: self, animated: false, duration: 0)
            root.viewWillTransition(to: newValue.size, with: coordinator)
            super.frame = newValue
            if root.view.superview === self { root.view.frame = bounds }
            root.layoutPresentedViews(in: self)
            coordinator.runAlongsideAnimations()
            framePipeline.afterLayout { coordinator.runCompletions() }
        }
    }

    // MARK: Key window

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window without changing its visibility.
    open func makeKey() {
        application?.setKeyWindow(self)
    }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    // MARK: Responder chain

    /// A window's next responder is its application.
    open override var next: UIResponder? { application }

    /// The window's own undo manager, shared by every responder in it; made when first asked for.
    open override var undoManager: UndoManager? {
        if let storedUndoManager { return storedUndoManager }
        let made = UndoManager()
        storedUndoManager = made
        return made
    }
    private var storedUndoManager: UndoManager?

    /// UIWindow keeps UIView's `hitTest(_:with:)`, so a hit-test walk goes down into an exact
    /// UIWindow without calling it (a subclass is called; see UIView+HitTesting.swift).
    package override var usesDefaultHitTest: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIWindow.self)
    }

    // MARK: Events

    /// Delivers an event the application sent to this window.
    ///
    /// Touches: the window's changed touches go to their hit-test views, grouped by view and
    /// phase. Presses, shakes and remote-control commands go to the first responder, or to the
    /// window when there is none; the default implementations then walk up the chain.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindow/sendevent(_:)
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            if let arbiter = application?.gestureArbiter, arbiter.isInvolved(in: event, window: self) {
                arbiter.deliver(event, in: self)
            } else {
                deliverTouchesToViews(event)
            }
        case .presses:
            if let event = event as? UIPressesEvent { deliverPresses(event) }
        case .motion:
            deliverMotion(event, phase: event.motionPhase)
        case .remoteControl:
            deliverRemoteControl(event)
        default:
            break
        }
    }

    // MARK: First responder bookkeeping

    package func setFirstResponder(_ responder: UIResponder?) {
        let old = firstResponder
        firstResponder = responder
        application?.trace.record(.firstResponder, .firstResponder(from: old?.traceName, to: responder?.traceName))
        if old !== responder { application?.softwareKeyboard.firstResponderDidChange(to: responder, in: self) }
    }

    /// Lets go of what the window tracks for a subtree that is leaving it: the first
    /// responder resigns and touches bound to its views are cancelled.
    package func subtreeWillLeave(_ subtree: UIView) {
        if let responder = firstResponder {
            let inside: Bool
            switch responder {
            case let view as UIView: inside = view.isDescendant(of: subtree)
            case let controller as UIViewController:
                inside = controller.viewIfLoaded?.isDescendant(of: subtree) ?? false
            default: inside = false
            }
            if inside {
                _ = responder.resignFirstResponder()
                if firstResponder === responder { setFirstResponder(nil) }
            }
        }
        // Recognizers of views leaving mid-gesture reset without an action (A5.5).
        if let arbiter = application?.gestureArbiter {
            subtree.visitSubtree { view in
                for recognizer in view.storedGestureRecognizers { arbiter.detach(recognizer) }
            }
        }
        application?.dispatcher.cancelTouches(in: subtree)
    }
}
