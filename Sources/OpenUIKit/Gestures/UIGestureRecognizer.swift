import Foundation

/// The base of every gesture recognizer: watches the touches of its view (and the view's
/// descendants), decides whether they form its gesture, and reports through target-actions.
///
/// The framework delivers each touch phase to recognizers before the hit view, and settles
/// how recognizers interact (see `GestureArbiter`). Subclasses override the touch methods
/// and assign ``state``; every assignment is checked against the legal transitions.
/// - Note: See https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor @preconcurrency
open class UIGestureRecognizer {
    var targets: [GestureTarget] = []

    /// The view the recognizer is attached to.
    public package(set) weak var view: UIView?
    /// The delegate that tunes its interaction with touches and other recognizers.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging; also names the recognizer in traces.
    open var name: String?
    /// Whether the view's touches are cancelled once the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether touch-began phases are withheld from the view until this recognizer fails.
    /// Default false.
    open var delaysTouchesBegan = false
    /// Whether touch-ended phases are withheld from the view while this recognizer is
    /// undecided. Default true.
    open var delaysTouchesEnded = true
    /// Whether all touches of one attempt must be of one type. Default true.
    open var requiresExclusiveTouchType = true

    /// Whether the recognizer takes touches. Disabling it mid-gesture cancels the gesture.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            arbiter?.recognizerWasDisabled(self)
        }
    }

    // MARK: Framework bookkeeping
    //
    // The arbiter keeps what an attempt needs for arbitration (its touches, a held-back
    // transition, the requirement snapshot, timers, ignored touches) in its own records
    // (`GestureAttemptRecord`, `TouchRecord`). What stays here, and why:

    /// The public ``state``'s storage; the arbiter assigns it when it applies a transition.
    package var storedState: State = .possible
    /// The touches the recognizer currently tracks, in the order they went down. Kept on the
    /// recognizer because UIKit's own API reads it: ``numberOfTouches``,
    /// ``location(ofTouch:in:)``, ``location(in:)`` and `UIEvent.touches(for:)`, and the
    /// subclasses measure their gestures with it.
    package var trackedTouches: [UITouch] = []
    /// The relationships made with ``require(toFail:)``: public configuration that lasts
    /// across attempts, as in UIKit.
    package var staticFailureRequirements: [WeakGestureRecognizer] = []
    /// Where the touches last were, for ``location(in:)`` after they lift (UIKit answers with
    /// the last location until the recognizer resets).
    private var lastCentroidInWindow: CGPoint = .zero
    /// The window of the last touches: converts ``location(in:)`` after they lift, and finds
    /// the arbiter (and the clock) for a recognizer whose view has just left the window.
    private weak var lastWindow: UIWindow?
    /// Identifies ``lastWindow`` cheaply, so the weak reference is formed only on a change.
    private var lastWindowIdentifier: ObjectIdentifier?
    /// Callers told of every state the recognizer takes, resets to `possible` included, in
    /// order (the test kit's `GestureStateRecorder`). Package API: UIKit has no such hook.
    package var stateObservers: [(UIGestureRecognizer, State, State) -> Void] = []

    /// Tells ``stateObservers`` that the state went from `old` to `new`.
    package func notifyStateObservers(from old: State, to new: State) {
        for observer in stateObservers { observer(self, old, new) }
    }

    /// Creates a recognizer with no actions.
    public init() {}

    /// Creates a recognizer whose action is an unbound method of `target` taking the recognizer.
    @preconcurrency public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is an unbound method of `target` taking no argument.
    @preconcurrency public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: State

    /// The current state. Subclasses assign it as they recognize; every assignment is checked
    /// against the legal transitions (see `GestureStateTransitions`) and arbitrated:
    /// leaving `possible` may turn into `failed` (should-begin refused, prevented) or wait
    /// until required recognizers fail.
    public var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    private func requestState(_ newState: State) {
        let old = storedState
        guard GestureStateTransitions.isLegal(from: old, to: newState) else {
            let message = "Illegal gesture recognizer state transition \(old) → \(newState) for \(traceName)"
            // A bug in the recognizer subclass: debug builds stop, a release build logs it (to
            // the console for a recognizer outside every window) and keeps the old state.
            (arbiter?.log ?? view?.misuseLog ?? .console).log(message)
            assertionFailure(message)
            return
        }
        if let arbiter {
            arbiter.request(self, to: newState)
        } else {
            storedState = newState
            notifyStateObservers(from: old, to: newState)
            if newState.sendsAction { sendActions() }
        }
    }

    /// The arbiter of the application whose window holds the view.
    package var arbiter: GestureArbiter? {
        (view?.window ?? lastWindow)?.application?.gestureArbiter
    }

    /// A short name for traces: `name`, else the class name.
    package var traceName: String { name ?? runtimeTypeName(of: self) }

    // MARK: Location

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when
    /// `nil`); after the touches lift, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? lastCentroidInWindow : centroidInWindow()
        guard let window = lastWindow ?? self.view?.window, let view, view !== window else { return point }
        return window.convert(point, to: view)
    }

    /// The location of one of the recognizer's touches.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        Fatal.check(
            trackedTouches.indices.contains(touchIndex),
            "location(ofTouch: \(touchIndex), in:): index beyond bounds (\(trackedTouches.count) touches)")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer tracks.
    open var numberOfTouches: Int { trackedTouches.count }

    package func centroidInWindow() -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastCentroidInWindow }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    package func rememberCentroid() {
        guard let first = trackedTouches.first else { return }
        // Forming a weak reference costs more than the rest of this: only when it changes.
        if first.windowIdentifier != lastWindowIdentifier {
            lastWindow = first.window
            lastWindowIdentifier = first.windowIdentifier
        }
        lastCentroidInWindow = centroidInWindow()
    }

    /// Stops tracking the touches that ended or were cancelled, after a delivery. The arbiter
    /// calls it only when one of them did, so a move leaves the array alone.
    package func dropLiftedTouches() {
        trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    // MARK: Failure requirements

    /// Makes the receiver wait until `otherGestureRecognizer` fails before it recognizes; if
    /// the other one recognizes, the receiver fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        Fatal.check(otherGestureRecognizer !== self, "\(traceName) cannot require itself to fail")
        staticFailureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        staticFailureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: For subclasses

    /// For subclasses: fingers touched down in the view. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// For subclasses: fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// For subclasses: fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// For subclasses: touches were cancelled. Continuous recognizers should cancel, discrete
    /// ones fail.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// For subclasses: clears per-attempt state. Called after the touch sequence is over,
    /// before the state returns to `possible`. Overrides must call super.
    open func reset() {}

    /// For subclasses: stops delivery of `touch` to this recognizer. The view still gets it,
    /// uncancelled, whatever ``cancelsTouchesInView`` says.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        arbiter?.recognizer(self, ignores: touch)
    }

    /// For subclasses: whether recognizing this gesture may force `preventedGestureRecognizer`
    /// to fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// For subclasses: whether `preventingGestureRecognizer` recognizing may force this one to
    /// fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// For subclasses: whether this recognizer must wait for `otherGestureRecognizer` to fail.
    /// Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// For subclasses: whether `otherGestureRecognizer` must wait for this one to fail.
    /// Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Schedules `action` on the application clock; the timer is invalidated when the
    /// recognizer resets. For subclasses that need timeouts (OpenUIKit addition).
    @discardableResult
    public final func scheduleTimer(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer? {
        guard let application = (view?.window ?? lastWindow)?.application else { return nil }
        let runLoop = application.runLoop
        let timer = runLoop.schedule(after: delay) { _ in action() }
        application.gestureArbiter.adopt(timer, of: self)
        return timer
    }

    /// The timers scheduled with ``scheduleTimer(after:_:)`` in the current attempt (kept by
    /// the arbiter; empty outside an attempt). For checks such as the soak test's.
    package var timers: [ScheduledTimer] { arbiter?.timers(of: self) ?? [] }

    /// For built-in subclasses: a held-back transition was just released, dropped or reset; the
    /// touches are where they were at that moment. The default does nothing.
    package func didStopWaiting() {}

    // MARK: Reset

    /// Runs the subclass reset and returns to `possible` (the arbiter only, which drops its
    /// record of the attempt at the same time). `wasWaiting`: a transition was held back, so
    /// ``didStopWaiting()`` is told.
    package func performReset(wasWaiting: Bool) {
        reset()
        let old = storedState
        storedState = .possible
        if old != .possible { notifyStateObservers(from: old, to: .possible) }
        if wasWaiting { didStopWaiting() }
        rememberCentroid()
        trackedTouches.removeAll()
    }
}

/// A weak reference to a recognizer, for failure requirements (UIKit does not retain them).
package struct WeakGestureRecognizer {
    package weak var recognizer: UIGestureRecognizer?
}
