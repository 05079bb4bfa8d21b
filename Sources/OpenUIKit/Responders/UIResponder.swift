import Foundation

/// The base of everything that can receive and pass on events: views, view controllers,
/// windows and the application.
///
/// Each event method's default passes the event to ``next``, so an event nobody handles walks
/// the responder chain until it falls off the end. Override all four methods of a family
/// (touches, presses) when you stop calling `super`.
/// - Note: See https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency
open class UIResponder {
    public init() {}

    /// The next object in the responder chain, or `nil` at its end.
    ///
    /// Views, view controllers, windows and the application each override this with UIKit's
    /// rules; override it yourself to reroute the chain.
    open var next: UIResponder? { nil }

    /// Brings the responder's state back from `activity`, when an application delegate passes
    /// the responder to the restoration handler of `application(_:continue:restorationHandler:)`.
    /// Does nothing by default; override it to resume a task.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/restoreuseractivitystate(_:)
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Input views (the software keyboard: Application/SoftwareKeyboard.swift)

    /// A view shown in place of the software keyboard's keys while this responder is first
    /// responder; nil (the default) shows the keys. Text fields and text views let you set
    /// it; other responders override the getter.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/inputview
    open var inputView: UIView? { nil }

    /// A view shown on top of the software keyboard (or of ``inputView``) while this
    /// responder is first responder, such as a toolbar; nil by default. Its height is its
    /// frame's, or its intrinsic height when the frame has none, and the keyboard frame the
    /// keyboard notifications report includes it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
    open var inputAccessoryView: UIView? { nil }

    /// Reads ``inputView`` and ``inputAccessoryView`` again while this responder is first
    /// responder with the software keyboard up, and changes the keyboard to match (animated as
    /// a frame change); the keys take the responder's `keyboardAppearance` and `returnKeyType`
    /// as they now are. Does nothing otherwise.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    open func reloadInputViews() {
        reloadSoftwareKeyboardInputViews()
    }

    /// The undo manager of the nearest responder up the chain that has one: by default a
    /// responder returns its ``next`` responder's, and every window owns one, so views and
    /// controllers in a window share the window's.
    // UIKit divergence: UITextField and UITextView do not register their edits with it.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Interface Builder hooks

    /// Called on an object loaded from an archive once every object of the archive exists and
    /// its outlets are set. Does nothing by default; call `super` when overriding.
    /// - Note: See https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
    // UIKit divergence: UIKit declares it on NSObject; Swift on Linux cannot add an overridable
    // method to NSObject, so responders (views, controllers) have it. Nothing is loaded from
    // nibs here, so only code that calls it (its own or a test's) reaches it.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it renders a designable view. Does nothing by
    /// default; there is no Interface Builder here, so only explicit calls reach it.
    /// - Note: See https://developer.apple.com/documentation/objectivec/nsobject-swift.class/prepareforinterfacebuilder()
    open func prepareForInterfaceBuilder() {}

    /// A short name for traces and messages: the accessibility identifier when there is one,
    /// otherwise the class name.
    package var traceName: String {
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return runtimeTypeName(of: self)
    }

    /// An identifier for tests and assistive tools; OpenUIKit also uses it to name objects in
    /// event traces.
    public var accessibilityIdentifier: String?

    // MARK: Accessibility (defaults and mechanics in Accessibility/)
    // UIKit declares these on NSObject; here every responder has them (views, controllers,
    // windows, the application, and UIAccessibilityElement).

    /// Accessibility settings made on this object; `nil` until one is set.
    package var accessibilityStorage: AccessibilityStorage?

    // What a class answers when nobody set the property. UIKit's classes override the public
    // properties themselves; here the public ones keep what was set (accessibilityStorage) and
    // fall back to these, which each class overrides in its own file, in its own folder.

    /// Whether the object is an element by default: false; labels, controls and standalone
    /// `UIAccessibilityElement`s answer true.
    package var defaultIsAccessibilityElement: Bool { false }

    /// The default label: none; labels and buttons answer their text.
    package var defaultAccessibilityLabel: String? { nil }

    /// The default value: none; the controls that hold a value answer it.
    package var defaultAccessibilityValue: String? { nil }

    /// The default traits: none; labels, image views and controls answer their kind and state.
    package var defaultAccessibilityTraits: UIAccessibilityTraits { [] }

    /// The default increment (`direction` 1) or decrement (-1): nothing; the adjustable
    /// controls (slider, stepper, page control) move their value.
    package func performDefaultAccessibilityAdjustment(by direction: Int) {}

    /// The default activation: false, so the assistive technology taps the activation point;
    /// enabled buttons, switches and controls with a primary action act instead.
    package func performDefaultAccessibilityActivation() -> Bool { false }

    /// Whether assistive technologies treat the object as one element (its subviews are then
    /// not visited). Labels, buttons and other controls are elements by default; plain views
    /// are containers.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// A short name for the element; labels and buttons derive it from their text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// The element's current value when it has one (a slider's percentage, a switch's 1 or 0).
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// What happens when the element is used, in a few words.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// What kind of element this is and its state (button, adjustable, selected, not enabled…).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// The element's frame in screen coordinates; a view's is its bounds on the screen.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }

    /// Where an activation taps, in screen coordinates: the frame's centre by default.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }

    /// The elements inside this container, in reading order (views or `UIAccessibilityElement`s);
    /// `nil` means the subviews, read top to bottom and leading to trailing.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }

    /// Whether the elements in this object are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the elements in this view's siblings.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether this container's elements are read together, before moving on, rather than
    /// mixed with their neighbours by position.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }

    /// Extra actions offered on the element (a swipe-to-delete as "Delete", say).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibility.customActions = newValue }
    }

    /// The language the label and value are in (a BCP 47 code); `nil` follows the app.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }

    /// Moves an adjustable element's value up: a slider by a tenth of its range, a stepper by
    /// its step, a page control to the next page, each sending `.valueChanged`.
    open func accessibilityIncrement() { performDefaultAccessibilityAdjustment(by: 1) }

    /// Moves an adjustable element's value down (see ``accessibilityIncrement()``).
    open func accessibilityDecrement() { performDefaultAccessibilityAdjustment(by: -1) }

    /// Performs the element's main action and returns true, or returns false to have the
    /// assistive technology tap its activation point instead. Buttons send their touch-up and
    /// primary actions, switches toggle; other objects return false.
    open func accessibilityActivate() -> Bool { performDefaultAccessibilityActivation() }

    /// The number of elements in this container (the count of ``accessibilityElements``).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` of this container.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in this container, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Touches

    /// One or more fingers touched down in the receiver (or a view it is the `next` of).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesBegan", event) { $0.touchesBegan(touches, with: event) }
    }

    /// One or more fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesMoved", event) { $0.touchesMoved(touches, with: event) }
    }

    /// One or more fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesEnded", event) { $0.touchesEnded(touches, with: event) }
    }

    /// The system interrupted the touches (a recognizer took them, the view left its window…).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesCancelled", event) { $0.touchesCancelled(touches, with: event) }
    }

    // MARK: Presses

    /// Physical buttons or keys went down.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesBegan", event) { $0.pressesBegan(presses, with: event) }
    }

    /// A pressed button's value changed (analogue buttons).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesChanged", event) { $0.pressesChanged(presses, with: event) }
    }

    /// Buttons or keys were released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesEnded", event) { $0.pressesEnded(presses, with: event) }
    }

    /// The system cancelled the presses.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesCancelled", event) { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: Motion and remote control

    /// A motion (shake) started.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionBegan", event) { $0.motionBegan(motion, with: event) }
    }

    /// A motion (shake) finished.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionEnded", event) { $0.motionEnded(motion, with: event) }
    }

    /// A motion (shake) was interrupted.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionCancelled", event) { $0.motionCancelled(motion, with: event) }
    }

    /// A remote-control command (play, pause, next track…) arrived.
    open func remoteControlReceived(with event: UIEvent?) {
        forward("remoteControlReceived", event) { $0.remoteControlReceived(with: event) }
    }

    // MARK: First responder

    /// Whether the receiver accepts first-responder status. False by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the receiver lets go of first-responder status when asked. True by default.
    open var canResignFirstResponder: Bool { true }

    /// Asks the receiver to become the first responder of its window.
    ///
    /// Fails when the receiver is in no window, when the current first responder refuses to
    /// resign, or when ``canBecomeFirstResponder`` is false. Returns whether it succeeded.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        // The old responder's resignation and this one's arrival are one change for the
        // software keyboard, which stays up between two text inputs.
        let keyboard = window.application?.softwareKeyboard
        keyboard?.beginFirstResponderTransfer()
        defer { keyboard?.endFirstResponderTransfer(in: window) }
        if let current = window.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else {
                return false
            }
        }
        // The old responder's resignation may have had side effects; only a window still
        // holding nothing (or us) is taken.
        guard window.firstResponder == nil else { return window.firstResponder === self }
        window.setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status. Returns false, keeping the status, when
    /// ``canResignFirstResponder`` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.setFirstResponder(nil)
        }
        return true
    }

    /// Lets go of first-responder status without asking anyone (`endEditing(true)`): text
    /// inputs end their session without consulting their delegate's should-end question.
    package func resignFirstResponderForcibly() {
        if resignFirstResponder() { return }
        if let window = responderWindow, window.firstResponder === self { window.setFirstResponder(nil) }
    }

    // MARK: Keyboard shortcuts

    /// The keyboard shortcuts this responder offers; none by default. Override it to return
    /// commands; while the responder is in the chain from the first responder, a hardware key
    /// matching one sends the command's action (see ``UIKeyCommand``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/keycommands
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Actions (overridable)

    /// Whether the receiver handles `action` now. The default says yes when the receiver is an
    /// instance of the action's receiver type; override it to refuse (or accept) case by case,
    /// e.g. `copy` only while something is selected.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/canperformaction(_:withsender:)
    // UIKit divergence: takes a ResponderAction (a method of a class or protocol) where UIKit
    // takes a selector; "implements" means "is an instance of that type".
    open func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// The object that would receive `action` sent with no target from here: the receiver when
    /// ``canPerformAction(_:withSender:)`` agrees, otherwise whatever `next` answers.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiresponder/target(foraction:withsender:)
    // UIKit divergence: takes a ResponderAction where UIKit takes a selector.
    open func target(forAction action: ResponderAction, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        // Plain UIViews (whose class overrides nothing here) are asked in a loop rather than
        // by a call per level, so a chain of any depth takes no stack; the first responder of
        // another class is called, as UIKit would.
        var current = next
        while let responder = current, responder.usesDefaultResponderMethods {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return current?.target(forAction: action, withSender: sender)
    }

    /// Whether the receiver is exactly a UIView, whose class overrides none of UIResponder's
    /// event methods or `target(forAction:withSender:)`: what calling those would do is
    /// known, so chains of such views are walked in a loop. (Swift cannot ask whether an
    /// app's subclass overrides them, so every other class is called.)
    private var usesDefaultResponderMethods: Bool {
        type(of: self) == UIView.self
    }

    /// Passes an unhandled event to `next`, recording the hop when the event is traced.
    /// Plain UIViews on the way, whose own method would only forward again, are passed in a
    /// loop (each hop still traced), so an unhandled event crosses a chain of any depth
    /// without a call per level.
    private func forward(_ method: String, _ event: UIEvent?, _ call: (UIResponder) -> Void) {
        var from: UIResponder = self
        while true {
            // UIKit divergence: a subtree that left its window during a delivery forwards the
            // phases still owed for it (a held-back cancellation, an end held back by a
            // recognizer or still to come in the same event) to its former superview (see
            // EventDispatcher.formerSuperview(of:)), so every responder that was passed the
            // began is passed its end; a detached view's `next` would stop the chain.
            guard let next = from.next ?? event?.application?.dispatcher.formerSuperview(of: from) else {
                event?.trace?.record(.responderChain, .responderForward(responder: from.traceName, method: method, next: nil))
                return
            }
            event?.trace?.record(.responderChain, .responderForward(responder: from.traceName, method: method, next: next.traceName))
            guard next.usesDefaultResponderMethods else { return call(next) }
            from = next
        }
    }
}
