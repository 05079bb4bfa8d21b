import Foundation

/// The base of views that turn touches into semantic events — buttons, switches, sliders,
/// steppers, segmented controls, page controls, text fields — and send those events to
/// registered actions.
///
/// Tracking a touch, in UIKit's order (reference F1):
/// 1. Touch-down (enabled, interactive): `isTracking = beginTracking(_:with:)`; when true the
///    control highlights and sends `.touchDown` (and `.touchDownRepeat` for a repeated tap).
/// 2. Each move: `isTracking = continueTracking(_:with:)`; while true, inside-ness is recomputed
///    with a ``ControlConstants/trackingMargin`` around the bounds, the highlight follows it,
///    `.touchDragEnter`/`.touchDragExit` are sent when it changed, then `.touchDragInside` or
///    `.touchDragOutside`.
/// 3. Lift: `endTracking(_:with:)`, then `.touchUpInside` or `.touchUpOutside`, unhighlighted.
/// 4. Cancellation (a recognizer took the touch, the control left its window):
///    `cancelTracking(with:)` and `.touchCancel`.
/// Touches the control does not track go up the responder chain (except cancellations).
///
/// A disabled control is skipped by hit-testing, so touches reach whatever is behind it.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency
open class UIControl: UIView {
    /// Whether the control responds to touches. A disabled control is invisible to
    /// hit-testing [CHOSEN, C5.2]; `isUserInteractionEnabled` is left as it is.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Whether the control is selected; the application manages it (a toggle button, say).
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether the control draws highlighted; set while a touch is down inside it.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// The flags that describe the control now.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Where the control puts its content across its width (default `.center`). A classic
    /// ``UIButton`` places its image and title by it.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }

    /// Where the control puts its content across its height (default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// Whether a touch coming down shows the control's menu instead of tracking towards the
    /// primary action. Off by default; a ``UIButton`` with a ``UIButton/menu`` honours it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
    @available(iOS 14.0, *)
    open var showsMenuAsPrimaryAction = false {
        didSet { if oldValue != showsMenuAsPrimaryAction { menuPresentationDidChange() } }
    }

    /// Whether ``contextMenuInteraction`` may show the control's menu on a long press.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/iscontextmenuinteractionenabled
    @available(iOS 14.0, *)
    open var isContextMenuInteractionEnabled = false {
        didSet { if oldValue != isContextMenuInteractionEnabled { menuPresentationDidChange() } }
    }

    /// The interaction that shows the control's menu; nil while the control has none.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/contextmenuinteraction
    // UIKit divergence: UIKit lets any control subclass supply a menu by overriding its
    // context-menu delegate methods; here only UIButton builds a menu interaction (from its
    // `menu`), so another control's is always nil and enabling it is logged.
    @available(iOS 14.0, *)
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }

    /// Called when ``showsMenuAsPrimaryAction`` or ``isContextMenuInteractionEnabled`` changed.
    /// A plain control has no menu to show, which is logged at each change that leaves either
    /// turned on; a button overrides this to refresh its configuration and pop-up state.
    func menuPresentationDidChange() {
        guard isContextMenuInteractionEnabled || showsMenuAsPrimaryAction else { return }
        misuseLog.log(
            "UIControl: \(type(of: self)) has no menu here (only UIButton builds one from its menu); showsMenuAsPrimaryAction and isContextMenuInteractionEnabled are stored but show nothing")
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` turned into `.left` or
    /// `.right` for the control's layout direction; the other values as they are.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center, .left, .right, .fill: return contentHorizontalAlignment
        }
    }

    /// Whether a touch is being tracked.
    public package(set) var isTracking = false

    /// Whether the tracked touch is inside the control (with the tracking margin); meaningful
    /// only while tracking.
    public package(set) var isTouchInside = false

    /// The registrations, in the order they were made.
    var actionEntries: [ControlActionEntry] = []

    /// The touch the control owns: the one it began (or tried to begin) tracking with.
    package weak var ownedTouch: UITouch?

    /// Touches whose began the control passed up the responder chain (it was disabled, or
    /// `beginTracking` refused them): their later phases follow them up, and no others do. A
    /// touch leaves the list with its ended or cancelled phase. Held weakly: a touch holds its
    /// view, so a strong list made a cycle that kept the window alive if its application was
    /// dropped with the finger still down.
    package var forwardedTouches: [ForwardedTouch] = []

    /// A touch whose began a control passed up the chain, held weakly.
    package struct ForwardedTouch {
        weak var touch: UITouch?
    }

    /// Creates a control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with `frame` whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Tracking (overridable)

    /// Asked when a touch goes down; return false to ignore it (no events, no highlight).
    /// The default agrees.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Asked on each move of the tracked touch; return false to stop tracking it (no touch-up
    /// follows). The default agrees.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Told the tracked touch lifted, before the touch-up event. `touch` is `nil` when tracking
    /// ended another way.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Told tracking was cancelled, before `.touchCancel`. `event` is `nil` when the control
    /// left its window.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !handleTouchesBegan(touches, with: event) else { return }
        for touch in touches { forwardedTouches.append(ForwardedTouch(touch: touch)) }
        super.touchesBegan(touches, with: event)
    }

    /// Moves of the tracked touch continue tracking; moves of touches whose began went up the
    /// responder chain follow it; moves of extra fingers the control ignored stop here.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesMoved(touches, with: event)
        if let forwarded = forwardedPart(of: touches, finishing: false) { super.touchesMoved(forwarded, with: event) }
    }

    /// The tracked touch's lift ends tracking; the lift of a touch whose began went up the
    /// responder chain follows it; lifts of ignored extra fingers stop here.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesEnded(touches, with: event)
        if let forwarded = forwardedPart(of: touches, finishing: true) { super.touchesEnded(forwarded, with: event) }
    }

    /// Cancels tracking when the tracked touch is cancelled. The cancellation of a touch whose
    /// began went up the responder chain follows it, so the responders that saw the began see
    /// the end; cancellations of touches the control ignored stop here [CHOSEN, F1.5].
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesCancelled(touches, with: event)
        if let forwarded = forwardedPart(of: touches, finishing: true) { super.touchesCancelled(forwarded, with: event) }
    }

    /// The touches of `touches` whose began this control forwarded (`nil` when none: the common
    /// case, answered without allocating). With `finishing`, they leave ``forwardedTouches``.
    private func forwardedPart(of touches: Set<UITouch>, finishing: Bool) -> Set<UITouch>? {
        guard !forwardedTouches.isEmpty else { return nil }
        var matched = 0
        for touch in touches where isForwarded(touch) { matched += 1 }
        guard matched > 0 else { return nil }
        let part = matched == touches.count ? touches : touches.filter(isForwarded)
        if finishing { forwardedTouches.removeAll { $0.touch.map(part.contains) ?? true } }
        return part
    }

    private func isForwarded(_ touch: UITouch) -> Bool {
        for forwarded in forwardedTouches where forwarded.touch === touch { return true }
        return false
    }

    /// A tracking control that leaves its window cancels its tracking (A5.4).
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { cancelTrackingForWindowExit() }
    }

    // MARK: Hit-testing

    /// Disabled controls are skipped, as if absent [CHOSEN, C5.2].
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else {
            event?.trace?.record(.hitTest, .hitTestVisit(view: traceName, point: point, outcome: .skipped("disabled control")))
            return nil
        }
        return super.hitTest(point, with: event)
    }

    // MARK: Sending actions (overridable)

    /// Sends one target-action; override to observe or redirect. The default hands it to the
    /// application's ``UIApplication/sendAction(_:to:from:for:)`` (itself overridable), with
    /// the control as sender (a `nil` target walks the responder chain). The application is the
    /// control's window's. A control outside every window belongs to no application, and
    /// UIKit sends its actions through the one application there is, so it uses the façade,
    /// `UIApplication.shared` (a unit test calling `sendActions(for:)` on a control it never
    /// showed still reaches its targets).
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:to:for:)
    // UIKit divergence: the action is a ResponderAction, not a selector.
    open func sendAction(_ action: ResponderAction, to target: AnyObject?, for event: UIEvent?) {
        let application = owningApplication ?? UIApplication.shared
        application.sendAction(action, to: target, from: self, for: event)
    }

    /// Performs a closure action with the control as its sender; override to observe.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)
    open func sendAction(_ action: UIAction) {
        pipelineTrace?.record(.action, .actionSent(sender: traceName, action: action.traceName))
        action.perform(sender: self)
    }

    /// Sends `.primaryActionTriggered`, as the user would by using the control.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Accessibility defaults

    /// A control is an element by default.
    package override var defaultIsAccessibilityElement: Bool { true }

    /// A control's state: `.selected` when selected, `.notEnabled` when disabled. Each kind of
    /// control adds its own trait to these.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// An enabled control with a `.primaryActionTriggered` target performs it; otherwise false.
    package override func performDefaultAccessibilityActivation() -> Bool {
        guard isEnabled, allControlEvents.contains(.primaryActionTriggered) else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }

    // MARK: Hooks for the module's controls

    /// Whether `.primaryActionTriggered` follows every `.touchUpInside` (buttons) [CHOSEN, F1.6].
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Called before a tap's `.touchUpInside` and primary action; false sends neither.
    func primaryActionWillTrigger() -> Bool { true }

    // Hooks for subclasses that act on the raw tracking (a button's menu opened at touch-down).

    /// The owned touch came down and the control tracks it (after `.touchDown`).
    func trackingDidBegin(_ touch: UITouch) {}
    /// The owned touch moved while the control tracks it (before the drag events).
    func trackingDidMove(_ touch: UITouch) {}
    /// The owned touch lifted while the control tracks it (before the touch-up events).
    func trackingWillEnd(_ touch: UITouch) {}
    /// The tracking ended without a lift (cancelled, or the control left its window).
    func trackingWasCancelled() {}

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed: redraw [INF, F3.3].
    func stateDidChange() {
        setNeedsDisplay()
    }
}
