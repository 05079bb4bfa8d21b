import Foundation

/// The running application: its windows, its event queue, its run loop and clock, and the end
/// of the responder chain.
///
/// ``shared`` exists so UIKit code compiles and runs unchanged. Every application is
/// self-contained, though: creating one makes it the shared one, and tests create and
/// discard whole applications (OpenUIKitTesting's `HeadlessApp`) without state leaking
/// between them. The library itself never asks ``shared`` for its application: a view
/// reaches it through its window, and ``shared`` is only the façade behind UIKit calls that
/// name none (`UIWindow(frame:)`, `UIScreen.main`, `CACurrentMediaTime()`,
/// `UIPasteboard.general`; see docs/ARCHITECTURE.md, "Finding the application").
/// - Note: See https://developer.apple.com/documentation/uikit/uiapplication
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// Keys of the launch-options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static var current: UIApplication?

    /// The current application if there is one, without creating one (colour resolution and
    /// other reads that must not start an application use it).
    package static var existing: UIApplication? { current }

    /// The current application. Created on first use (headless, on a virtual clock) when no
    /// application was made explicitly.
    public static var shared: UIApplication {
        if let current { return current }
        return UIApplication(clock: VirtualClock())
    }

    /// The application's delegate. Not retained, as in UIKit.
    public weak var delegate: (any UIApplicationDelegate)?

    /// The screen windows are shown on.
    public let screen: UIScreen
    /// The main loop: timers, input, frames.
    ///
    /// UIKit has no such property (its run loop is the main thread's). It is public for the
    /// benchmarks (a separate package that runs turns) and for applications driven by a backend
    /// outside this package; library code reaches it through a view's window.
    public let runLoop: ApplicationRunLoop
    /// The structured trace of the event and frame pipelines (off until enabled).
    public let trace = EventTrace()
    /// Messages about tolerated misuse, as UIKit would log them.
    public let log: ApplicationLog
    /// The frame passes run after input each turn.
    ///
    /// UIKit has no such property. It is public for the benchmarks (a separate package that
    /// reads the update cycle's ``FramePipeline/statistics``).
    public let framePipeline: FramePipeline
    /// Turns queued input values into events and delivers them.
    package private(set) lazy var dispatcher = EventDispatcher(application: self)
    /// Settles which gesture recognizers recognize and what views get meanwhile.
    package private(set) lazy var gestureArbiter = GestureArbiter(host: dispatcher, trace: trace, log: log)

    /// The on-screen keyboard (see ``SoftwareKeyboard``).
    package private(set) lazy var softwareKeyboard = SoftwareKeyboard(application: self)

    /// Launch, scenes, the foreground and the background (see ``ApplicationLifecycle``).
    package private(set) lazy var lifecycle = ApplicationLifecycle(application: self)
    /// The device this application runs on (``UIDevice/current``).
    package private(set) lazy var device = UIDevice()
    /// Where URLs the application opens go (see `UIApplication+OpenURL.swift`).
    package private(set) lazy var externalURLs = ExternalURLRouter()
    /// What the application's appearance proxies recorded (see ``UIAppearance``).
    package private(set) lazy var appearanceStore = AppearanceStore()
    /// The menu controller behind ``UIMenuController/shared``.
    package private(set) lazy var menuController = UIMenuController()

    private var windowRefs: [WeakWindow] = []
    private weak var storedKeyWindow: UIWindow?
    /// The direction the application's interface reads in: left to right unless the test kit
    /// or a backend chose right to left when creating the application.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/userinterfacelayoutdirection
    // UIKit divergence: UIKit derives it from the preferred language at launch; headless there is
    // no localization, so it is set once, before any view exists (HeadlessApp's layoutDirection).
    public package(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet {
            let direction: UITraitEnvironmentLayoutDirection = userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            updateSystemTraits { $0.layoutDirection = direction }
        }
    }
    /// Whether remote-control events are delivered (see ``beginReceivingRemoteControlEvents()``).
    public private(set) var isReceivingRemoteControlEvents = false
    /// Whether the delegate was told the application will terminate.
    package var hasPreparedToTerminate = false

    /// Whether the device may dim and lock its screen after a while without touches; set it
    /// while showing something that is watched but not touched (a video, a map). False by default.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/isidletimerdisabled
    // UIKit divergence: there is no idle timer to stop here; the value is only kept.
    public var isIdleTimerDisabled = false

    /// The number shown on the application's icon; 0 shows none.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber
    // UIKit divergence: there is no Home Screen icon to badge here; the value is only kept.
    @available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead.")
    public var applicationIconBadgeNumber = 0

    /// How many ``beginIgnoringInteractionEvents()`` calls are not yet balanced.
    package var interactionEventsIgnoredDepth = 0
    /// Whether ``registerForRemoteNotifications()`` was asked and its failure is still to be
    /// told to the delegate (the request is answered once per turn however often it is made).
    package var remoteNotificationRegistrationPending = false

    /// Creates an application on `clock` and makes it the shared one.
    ///
    /// The initializer is required so a test kit or backend can create an application of a
    /// subclass chosen at run time, as `UIApplicationMain` does with its principal class.
    public required init(
        clock: any ApplicationClock,
        screen: UIScreen = UIScreen(size: UIScreen.defaultSize, scale: UIScreen.defaultScale),
        log: ApplicationLog = ApplicationLog()
    ) {
        self.screen = screen
        self.runLoop = ApplicationRunLoop(clock: clock)
        self.log = log
        self.framePipeline = FramePipeline()
        super.init()
        log.trace = trace
        runLoop.application = self
        framePipeline.attach(to: self, trace: trace, log: log)
        makeCurrent()
    }

    /// Makes the receiver the shared application (when several exist, e.g. in a test); its
    /// text size becomes the one Dynamic Type fonts without traits use.
    public func makeCurrent() {
        UIApplication.current = self
        SystemContentSizeCategory.value = preferredContentSizeCategory
    }

    /// Forgets the shared application if it is the receiver.
    public func resignCurrent() {
        guard UIApplication.current === self else { return }
        UIApplication.current = nil
        SystemContentSizeCategory.value = .large
    }

    // MARK: Windows

    /// The application's windows, back to front by window level, then by creation.
    public var windows: [UIWindow] {
        windowRefs.compactMap(\.window).enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// Calls `body` with each window in the order of ``windows`` (back to front by window
    /// level, then by creation) without building an array: frames visit the windows this way
    /// so a steady frame allocates nothing. A window made or releveled by `body` may or may
    /// not be visited.
    package func forEachWindow(_ body: (UIWindow) -> Void) {
        var previousLevel: CGFloat?
        while true {
            // The lowest level above the one just visited; levels are few, windows fewer.
            var level: CGFloat?
            for ref in windowRefs {
                guard let window = ref.window else { continue }
                let candidate = window.windowLevel.rawValue
                if let previousLevel, !(candidate > previousLevel) { continue }
                if level == nil || candidate < level! { level = candidate }
            }
            guard let level else { return }
            for ref in windowRefs {
                if let window = ref.window, window.windowLevel.rawValue == level { body(window) }
            }
            previousLevel = level
        }
    }

    /// The window that receives keyboard and motion events.
    public var keyWindow: UIWindow? { storedKeyWindow }

    package func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    package func setKeyWindow(_ window: UIWindow?) {
        guard storedKeyWindow !== window else { return }
        let old = storedKeyWindow
        storedKeyWindow = window
        old?.resignKey()
        window?.becomeKey()
    }

    // MARK: Events

    /// Queues an input value for the next run-loop turn. `window` defaults to the key window.
    public func enqueue(_ input: InputEvent, in window: UIWindow? = nil) {
        dispatcher.enqueue(input, window: window)
    }

    /// Hands an event to the windows it concerns: touch events to each window holding one of
    /// its changed touches, everything else to the key window.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/sendevent(_:)
    open func sendEvent(_ event: UIEvent) {
        if event.type == .touches {
            // Almost always one window: remember it without allocating, list any others.
            var first: UIWindow?
            var others: [UIWindow] = []
            for touch in event.orderedTouches where touch.phase != .stationary {
                guard let window = touch.window else { continue }
                if first == nil {
                    first = window
                } else if first !== window, !others.contains(where: { $0 === window }) {
                    others.append(window)
                }
            }
            first?.sendEvent(event)
            for window in others { window.sendEvent(event) }
        } else {
            keyWindow?.sendEvent(event)
        }
    }

    /// Starts delivery of remote-control events to the first responder.
    public func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Stops delivery of remote-control events.
    public func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    // MARK: Actions

    /// Sends an action message: to `target` when there is one, otherwise to the first object up
    /// the responder chain that implements it. Returns whether some object received it.
    ///
    /// With no target the walk starts at the first responder of the sender's window (the key
    /// window's when the sender is not a view), or at the sender itself when that window has no
    /// first responder; each responder is asked ``UIResponder/target(forAction:withSender:)``.
    ///
    /// Every control target-action (``UIControl/sendAction(_:to:for:)``) and every edit-menu
    /// command passes through here, so a subclass can override it to log, redirect or veto
    /// actions; return false without calling `super` to drop one.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)
    // UIKit divergence: the action is a ``ResponderAction``, and a target that is not an
    // instance of the action's receiver type is logged and skipped where UIKit would raise
    // "unrecognized selector".
    @discardableResult
    open func sendAction(_ action: ResponderAction, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        deliverAction(action, to: target, from: sender, for: event)
    }

    // MARK: Responder chain

    /// The delegate, when it is a responder that is not a view, a view controller or an
    /// application.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication {
            return nil
        }
        return responder
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
