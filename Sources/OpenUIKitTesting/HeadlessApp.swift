import Foundation
import OpenUIKit

/// A complete OpenUIKit application without a screen, on a virtual clock: build windows and
/// view controllers, inject fingers, keys, shakes and remote-control commands, move time,
/// and read what happened (the event trace, the log).
///
/// Every injected input travels the path a live backend's does: it is queued on the
/// application and dispatched by a run-loop turn through `UIApplication.sendEvent(_:)` and
/// `UIWindow.sendEvent(_:)`. Time only moves when you move it, so long presses, double-tap
/// timeouts and animations happen at exact, repeatable instants.
///
/// ```swift
/// let app = HeadlessApp()
/// let window = app.makeWindow(rootViewController: MyViewController())
/// app.tap(at: CGPoint(x: 100, y: 200))
/// app.advance(by: 0.5)
/// ```
///
/// `HeadlessApp()` stands in for a current iPhone (``HeadlessDevice/standard``: 390 × 844
/// points at 3×): a window covering the screen has the safe-area insets of its status bar
/// (47 points above) and home indicator (34 below), and the sideways ones (47 at each side,
/// 21 below) while the screen is resized wider than tall. Name another device with
/// ``init(device:startTime:echoLog:applicationClass:layoutDirection:)``. A test written for a screen without insets says so:
/// `HeadlessApp(device: .bareScreen)`, or a screen size or scale of its own —
/// `HeadlessApp(screenSize: CGSize(width: 320, height: 480))`, `HeadlessApp(scale: 1)` —
/// which is bare too.
@MainActor @preconcurrency
public final class HeadlessApp {
    /// The application under test; also `UIApplication.shared` while this is the newest one.
    public let application: UIApplication
    /// The virtual clock; move it with ``advance(by:)-(TimeInterval)``.
    public let clock: VirtualClock
    /// The window made last by ``makeWindow(rootViewController:frame:)``.
    public internal(set) var window: UIWindow?
    /// The device the application stands in for: ``HeadlessDevice/standard`` for
    /// `HeadlessApp()`, the one given to ``init(device:startTime:echoLog:applicationClass:layoutDirection:)``, nil for a screen
    /// of a size or scale of its own. Windows covering the screen get the device's safe-area
    /// insets.
    public internal(set) var deviceProfile: HeadlessDevice? {
        didSet { installSafeAreaInsets() }
    }
    /// Where checks made through this application (``tap(_:duration:reporter:fileID:filePath:line:column:)``, snapshot assertions) report
    /// their failures unless given a reporter of their own. ``TestFailureReporter/automatic``
    /// by default: a Swift Testing issue inside a Swift Testing test.
    public var failureReporter: TestFailureReporter = .automatic

    /// Audits the key window after every action (an input that leaves no finger down and no
    /// key held) and reports what it finds through ``failureReporter``; off by default. See
    /// ``auditAccessibility(of:for:reporter:_:fileID:filePath:line:column:)``.
    public var auditsAfterEachAction = false
    /// The categories the audit after each action checks: all but Dynamic Type by default,
    /// because that one changes the content size category and back, which views observe.
    public var afterActionAuditTypes: AccessibilityAuditType = AccessibilityAuditType.all.subtracting(.dynamicType)
    /// Sees each issue the audit after an action finds; returns true to ignore it.
    public var afterActionIssueHandler: ((AccessibilityAuditIssue) -> Bool)?

    /// Sees every input ``send(_:in:)`` queues: the recorder ``startRecording(metadata:)``
    /// attached, until ``stopRecording()``.
    var inputObserver: (any HeadlessInputObserver)?

    private var fingerLocations: [Int: CGPoint] = [:]
    private var fingerWindows: [Int: UIWindow] = [:]
    /// Where the last stepped frame landed, so the next step continues the same frame grid
    /// (see ``stepFrames(_:rate:)``).
    var frameGrid: FrameGrid?

    /// Creates an application with a screen of `screenSize` points at `scale` and a clock at
    /// `startTime`. Logged messages are kept in ``log``; set `echoLog` to also print them.
    ///
    /// Without `screenSize` and `scale`, the application stands in for
    /// ``HeadlessDevice/standard``, a current iPhone, safe-area insets included. With either,
    /// the screen is bare (390 × 844 points and 3× for the one not given): windows have no
    /// safe-area insets.
    ///
    /// `applicationClass` is the class of the application object, like the principal class
    /// given to `UIApplicationMain`: pass a `UIApplication` subclass (one that overrides
    /// `sendAction(_:to:from:for:)` or `sendEvent(_:)`, say) to run the test with it as
    /// `UIApplication.shared`. `layoutDirection` is the application's
    /// `userInterfaceLayoutDirection`, as a right-to-left localization would set it.
    public init(
        screenSize: CGSize? = nil, scale: CGFloat? = nil,
        startTime: TimeInterval = 0, echoLog: Bool = false,
        applicationClass: UIApplication.Type = UIApplication.self,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        let device: HeadlessDevice? = screenSize == nil && scale == nil ? .standard : nil
        clock = VirtualClock(start: startTime)
        application = applicationClass.init(
            clock: clock,
            screen: UIScreen(
                size: screenSize ?? device?.screenSize ?? UIScreen.defaultSize,
                scale: scale ?? device?.scale ?? UIScreen.defaultScale),
            log: ApplicationLog(echoesToStandardError: echoLog))
        // Set only when it differs: setting the default again would rebuild the screen's
        // traits to find nothing changed.
        if layoutDirection != application.userInterfaceLayoutDirection {
            application.userInterfaceLayoutDirection = layoutDirection
        }
        deviceProfile = device
        installSafeAreaInsets()
    }

    /// Drives `application`, made elsewhere on `clock` (a live window's application on a
    /// virtual clock, say, or one `UIApplicationMain` launched): every action, `settle()`,
    /// query and render works on it as on an application this type made. The screen, its
    /// insets and the windows are left as they are; ``window`` is the key window.
    public init(application: UIApplication, clock: VirtualClock) {
        guard application.runLoop.clock === clock else {
            Fatal.stop("HeadlessApp(application:clock:): the application does not run on this clock (give the VirtualClock it was made with)")
        }
        self.application = application
        self.clock = clock
        window = application.keyWindow
        deviceProfile = nil
    }

    /// Gives the screen the device's insets (none without a device) and lays out again the
    /// windows that cover it.
    func installSafeAreaInsets() {
        let screen = application.screen
        screen.portraitSafeAreaInsets = deviceProfile?.safeAreaInsets ?? .zero
        screen.landscapeSafeAreaInsets = deviceProfile?.landscapeSafeAreaInsets ?? .zero
        for window in application.windows where window.frame == screen.bounds { window.setNeedsLayout() }
    }

    /// Dropping the headless app also drops it as `UIApplication.shared`, so nothing of it
    /// outlives the test that made it.
    isolated deinit {
        application.resignCurrent()
    }

    /// The structured event trace (off until you set `trace.isEnabled`).
    public var trace: EventTrace { application.trace }
    /// Messages the runtime logged about tolerated misuse or dropped input.
    public var log: ApplicationLog { application.log }
    /// The current time on the virtual clock.
    public var now: TimeInterval { clock.now }

    /// Makes a visible key window (the screen's size unless `frame` is given) with
    /// `rootViewController`, and runs one turn so its first layout happens. A window covering
    /// the screen has the device's safe-area insets (see ``deviceProfile``).
    @discardableResult
    public func makeWindow(rootViewController: UIViewController? = nil, frame: CGRect? = nil) -> UIWindow {
        application.makeCurrent()
        let window = UIWindow(frame: frame ?? application.screen.bounds, application: application)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        self.window = window
        runTurn()
        return window
    }

    // MARK: Time

    /// Moves the clock forward by `seconds`, firing due timers at their exact times, then runs
    /// a turn at the new time.
    ///
    /// `seconds` is rounded once to the nearest nanosecond and added to the clock's integer
    /// time, so steps add up exactly: ten `advance(by: 0.1)` land on exactly 1 s.
    public func advance(by seconds: TimeInterval) {
        Fatal.check(seconds.isFinite && seconds >= 0, "advance(by:) needs a finite, non-negative duration, got \(seconds)")
        advance(by: ClockDuration(seconds: seconds))
    }

    /// Moves the clock forward by `duration` (whole nanoseconds), firing due timers at their
    /// exact times, then runs a turn at the new time.
    public func advance(by duration: ClockDuration) {
        Fatal.check(duration >= .zero, "advance(by:) needs a non-negative duration, got \(duration)")
        application.runLoop.run(until: clock.instant + duration)
    }

    /// Runs turns without moving time until no input is queued and no timer is due.
    public func runUntilIdle() {
        var turns = 0
        repeat {
            runTurn()
            turns += 1
            Fatal.check(turns < 10_000, "runUntilIdle: still busy after 10,000 turns")
        } while application.runLoop.hasPendingInput
            || (application.runLoop.nextTimerFireInstant.map { $0 <= clock.instant } ?? false)
    }

    /// Runs one run-loop turn at the current time.
    public func runTurn() { application.runLoop.runTurn() }

    /// Queues `input` and runs a turn to dispatch it.
    public func send(_ input: InputEvent, in window: UIWindow? = nil) {
        inputObserver?.observe(input)
        application.enqueue(input, in: window)
        runTurn()
        if auditsAfterEachAction, fingerLocations.isEmpty { auditAfterAction(input) }
    }

    /// Moves the clock by `seconds` (firing timers on the way) without the final turn, so the
    /// next injected input is dispatched exactly at the new time.
    func elapse(_ seconds: TimeInterval) {
        application.runLoop.advanceClock(to: clock.instant + ClockDuration(seconds: seconds))
    }

    // MARK: Fingers

    /// Puts finger `finger` down at `point` (window coordinates) now.
    public func touchDown(_ finger: Int = 1, at point: CGPoint, in window: UIWindow? = nil) {
        fingerLocations[finger] = point
        if let window { fingerWindows[finger] = window }
        send(.touch(TouchInput(fingerID: finger, phase: .down, location: point, timestamp: now)), in: window)
    }

    /// Moves finger `finger` to `point` now.
    public func touchMove(_ finger: Int = 1, to point: CGPoint) {
        fingerLocations[finger] = point
        send(.touch(TouchInput(fingerID: finger, phase: .move, location: point, timestamp: now)), in: fingerWindows[finger])
    }

    /// Lifts finger `finger` where it is (or at `point`).
    public func touchUp(_ finger: Int = 1, at point: CGPoint? = nil) {
        let location = point ?? fingerLocations[finger] ?? .zero
        fingerLocations[finger] = nil
        let window = fingerWindows.removeValue(forKey: finger)
        send(.touch(TouchInput(fingerID: finger, phase: .up, location: location, timestamp: now)), in: window)
    }

    /// Cancels finger `finger` (as the system does on an interruption).
    public func touchCancel(_ finger: Int = 1) {
        let location = fingerLocations.removeValue(forKey: finger) ?? .zero
        let window = fingerWindows.removeValue(forKey: finger)
        send(.touch(TouchInput(fingerID: finger, phase: .cancel, location: location, timestamp: now)), in: window)
    }

    /// Changes several fingers at the same instant, delivered in one event.
    public func touches(_ changes: [(finger: Int, phase: TouchInput.Phase, location: CGPoint)]) {
        for change in changes {
            fingerLocations[change.finger] = change.phase == .up || change.phase == .cancel ? nil : change.location
        }
        let inputs = changes.map {
            TouchInput(fingerID: $0.finger, phase: $0.phase, location: $0.location, timestamp: now)
        }
        send(.touches(inputs))
    }

    // MARK: Composite gestures
    // Each returns an ``ActionReceipt`` (see HeadlessApp+Actions.swift) read from the trace.

    /// A tap: down, then up `duration` seconds later at the same place. With several
    /// `fingers`, they land and lift together, 20 points apart horizontally.
    @discardableResult
    public func tap(at point: CGPoint, fingers: Int = 1, duration: TimeInterval = 0.05) -> ActionReceipt {
        Fatal.check(fingers > 0, "tap(at:fingers:) needs at least one finger, got \(fingers)")
        return performAction(ActionReceipt(action: "tap", point: point)) {
            let points = (0..<fingers).map { CGPoint(x: point.x + CGFloat($0) * 20, y: point.y) }
            let ids = freeFingers(fingers)
            if fingers == 1 {
                touchDown(ids[0], at: point)
                elapse(duration)
                touchUp(ids[0])
                return
            }
            touches(zip(ids, points).map { ($0, .down, $1) })
            elapse(duration)
            touches(zip(ids, points).map { ($0, .up, $1) })
        }
    }

    /// Two taps `interval` seconds apart (lift to next touch-down).
    @discardableResult
    public func doubleTap(at point: CGPoint, interval: TimeInterval = 0.1) -> ActionReceipt {
        performAction(ActionReceipt(action: "double-tap", point: point)) {
            tap(at: point)
            elapse(interval)
            tap(at: point)
        }
    }

    /// A one-finger drag from `start` to `end` in `steps` equal moves over `duration` seconds;
    /// the finger lifts at `end` unless `lift` is false.
    @discardableResult
    public func drag(
        from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.3,
        lift: Bool = true, finger: Int? = nil
    ) -> ActionReceipt {
        Fatal.check(steps > 0, "drag needs at least one step")
        return performAction(ActionReceipt(action: "drag", point: start)) {
            let id = finger ?? firstFreeFinger
            touchDown(id, at: start)
            for step in 1...steps {
                elapse(duration / Double(steps))
                let t = CGFloat(step) / CGFloat(steps)
                touchMove(id, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
            if lift { touchUp(id) }
        }
    }

    /// A flick: one finger goes down at `start`, moves at the constant `velocity` (points per
    /// second, window coordinates) for `duration` seconds in `steps` equal moves, and lifts
    /// while still moving, so a pan (or a scroll view) measures `velocity` at the lift. Times
    /// that are exact binary fractions (the default 1/64 s per step) keep positions exact.
    @discardableResult
    public func flick(
        from start: CGPoint, velocity: CGPoint, duration: TimeInterval = 0.125, steps: Int = 8
    ) -> ActionReceipt {
        let end = CGPoint(
            x: start.x + velocity.x * CGFloat(duration), y: start.y + velocity.y * CGFloat(duration))
        var receipt = drag(from: start, to: end, steps: steps, duration: duration)
        receipt.action = "flick"
        return receipt
    }

    /// Two fingers placed symmetrically about `center` on a horizontal line, `startDistance`
    /// apart, moving to `endDistance` apart in `steps` simultaneous moves, then lifting.
    @discardableResult
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, steps: Int = 10,
        duration: TimeInterval = 0.3
    ) -> ActionReceipt {
        performAction(ActionReceipt(action: "pinch", point: center)) {
            twoFingerGesture(center: center, steps: steps, duration: duration) { t in
                (startDistance + (endDistance - startDistance) * t, 0)
            }
        }
    }

    /// Two fingers `radius` from `center`, turning by `angle` radians (positive is clockwise on
    /// screen) in `steps` simultaneous moves, then lifting.
    @discardableResult
    public func rotate(
        center: CGPoint, radius: CGFloat = 50, by angle: CGFloat, steps: Int = 10,
        duration: TimeInterval = 0.3
    ) -> ActionReceipt {
        performAction(ActionReceipt(action: "rotate", point: center)) {
            twoFingerGesture(center: center, steps: steps, duration: duration) { t in
                (radius * 2, angle * t)
            }
        }
    }

    /// Drives two fingers through `shape(t)` for t in 0…1: the distance between them and the
    /// angle of the line joining them.
    private func twoFingerGesture(
        center: CGPoint, steps: Int, duration: TimeInterval,
        shape: (CGFloat) -> (distance: CGFloat, angle: CGFloat)
    ) {
        Fatal.check(steps > 0, "a two-finger gesture needs at least one step")
        let ids = freeFingers(2)
        func points(_ t: CGFloat) -> (CGPoint, CGPoint) {
            let (distance, angle) = shape(t)
            let dx = CGFloat(cos(Double(angle))) * distance / 2
            let dy = CGFloat(sin(Double(angle))) * distance / 2
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        var (a, b) = points(0)
        touches([(ids[0], .down, a), (ids[1], .down, b)])
        for step in 1...steps {
            elapse(duration / Double(steps))
            (a, b) = points(CGFloat(step) / CGFloat(steps))
            touches([(ids[0], .move, a), (ids[1], .move, b)])
        }
        touches([(ids[0], .up, a), (ids[1], .up, b)])
    }

    var firstFreeFinger: Int { freeFingers(1)[0] }

    /// The `count` lowest finger ids not down now.
    func freeFingers(_ count: Int) -> [Int] {
        var ids: [Int] = []
        var candidate = 1
        while ids.count < count {
            if fingerLocations[candidate] == nil { ids.append(candidate) }
            candidate += 1
        }
        return ids
    }

    // MARK: Motion, remote control, keys

    /// A shake: motion began now, ended `duration` seconds later.
    public func shake(duration: TimeInterval = 0.2) {
        send(.shake(.began, timestamp: now))
        elapse(duration)
        send(.shake(.ended, timestamp: now))
    }

    /// A remote-control command such as `.remoteControlPlay`.
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        send(.remoteControl(subtype, timestamp: now))
    }

    /// A key going down.
    public func keyDown(_ key: UIKey) {
        send(.key(KeyInput(isDown: true, key: key, timestamp: now)))
    }

    /// A key coming up.
    public func keyUp(_ key: UIKey) {
        send(.key(KeyInput(isDown: false, key: key, timestamp: now)))
    }

    /// Presses and releases a key: a key command when one matches it, else presses.
    @discardableResult
    public func press(_ key: UIKey) -> ActionReceipt {
        performAction(ActionReceipt(action: "key")) {
            keyDown(key)
            keyUp(key)
        }
    }

    /// Types `text`, one key press per character.
    @discardableResult
    public func type(_ text: String) -> ActionReceipt {
        performAction(ActionReceipt(action: "type")) {
            for character in text {
                keyDown(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0), characters: String(character)))
                keyUp(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0), characters: String(character)))
            }
        }
    }
}
