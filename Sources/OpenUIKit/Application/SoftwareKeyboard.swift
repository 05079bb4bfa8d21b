import Foundation

/// The on-screen keyboard of one application: it slides up when a text input (a first
/// responder adopting ``UIKeyInput``) begins editing and no hardware keyboard is attached, and
/// slides down when no text input is first responder any more.
///
/// One change of the keyboard, on the application's clock:
/// 1. The begin and end frames are worked out in screen coordinates: hidden, the keyboard sits
///    just below the screen; shown, it spans the screen's width at its bottom, the keys'
///    ``height`` points tall (or the input view's height) plus the accessory view's.
/// 2. Inside one `UIView.animate` block of ``animationDuration`` seconds,
///    `keyboardWillChangeFrameNotification` then `keyboardWillShowNotification` (or
///    `keyboardWillHideNotification`) are posted on `NotificationCenter.default`, so layout
///    that observers change animates with the keyboard; then every
///    ``UIKeyboardLayoutGuide`` in the application's windows moves to the new frame and those
///    windows lay out; then the keyboard's window moves.
/// 3. When the animation ends, `keyboardDidChangeFrameNotification` then
///    `keyboardDidShowNotification` (or `keyboardDidHideNotification`) are posted; a change
///    overtaken by a newer one posts nothing more.
/// Every notification's `userInfo` holds the begin and end frames, the duration, the curve
/// (7) and `keyboardIsLocalUserInfoKey` true; its object is nil.
///
/// Key taps on the keyboard's window go to the key window's first responder as
/// `insertText(_:)` and `deleteBackward()`.
///
/// The first responder's `inputAccessoryView` sits on top of the keys and its `inputView`
/// replaces them (``InputViews``); the frame includes both, so the notifications, the
/// keyboard layout guides and ``frame`` report the whole height.
///
/// With a hardware keyboard attached, a first responder's `inputAccessoryView` (any
/// responder's, text input or not) shows alone at the bottom of the screen, above the home
/// indicator's safe area, which the frame includes; its `inputView` and the keys do not show.
// UIKit divergence: a headless application starts with a hardware keyboard attached (no software
// keyboard), so inputs that begin editing change nothing on screen unless a test turns the
// software keyboard on (HeadlessApp.isHardwareKeyboardAttached = false); a live window with a real
// keyboard is a hardware keyboard too. iOS starts without one.
@MainActor
package final class SoftwareKeyboard {
    /// The keyboard's height in portrait on an iPhone with a home indicator, in points: the
    /// frame iOS reports for the English keyboard with the suggestion bar on a 390-point-wide
    /// iPhone (216 points of keys and suggestions, the rest the globe and dictation row above
    /// the home indicator).
    package static let height: CGFloat = 291
    /// The length of the keyboard's slide, in seconds (UIKit reports 0.25).
    package static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit reports for the keyboard's slide (a private curve with no case in
    /// `UIView.AnimationCurve`).
    package static let animationCurve = 7

    private unowned let application: UIApplication
    /// Whether a hardware keyboard is attached, so no software keyboard appears (default true;
    /// see the type's divergence note).
    package var isHardwareKeyboardAttached = true {
        didSet {
            guard oldValue != isHardwareKeyboardAttached, isShown else { return }
            hide()
            // Attaching one leaves the first responder's accessory bar.
            if isHardwareKeyboardAttached, let keyWindow = application.keyWindow {
                follow(keyWindow.firstResponder, in: keyWindow)
            }
        }
    }
    /// Whether the keyboard is up (or on its way up).
    package private(set) var isShown = false
    /// The keyboard's current (end) frame in screen coordinates.
    package private(set) var frame: CGRect = .zero
    /// The window the keys are drawn in, made on first show.
    package private(set) var window: KeyboardWindow?
    /// Counts changes, so the end of an overtaken animation posts nothing.
    private var generation = 0

    init(application: UIApplication) {
        self.application = application
    }

    /// The keyboard's frame while it is shown, else nil.
    package var shownFrame: CGRect? { isShown ? frame : nil }

    /// What the keyboard shows besides or instead of its keys: the first responder's input
    /// views, read when it became first responder or reloaded its input views.
    private var inputViews = InputViews(inputView: nil, accessoryView: nil)

    /// The frame of a shown keyboard on the application's screen: its keys (or input view)
    /// and accessory view, at the bottom.
    private var onScreenFrame: CGRect {
        let screen = application.screen.bounds
        let height = inputViews.height
        return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// The frame of a hidden keyboard `height` points tall: just below the screen.
    private func offScreenFrame(height: CGFloat) -> CGRect {
        let screen = application.screen.bounds
        return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }

    /// How many first-responder hand-overs are under way (see ``beginFirstResponderTransfer()``).
    private var transferDepth = 0

    /// A responder is becoming first responder: the old one's resignation and the new one's
    /// arrival count as one change, so moving between text inputs leaves the keyboard up.
    package func beginFirstResponderTransfer() { transferDepth += 1 }

    /// The hand-over begun by ``beginFirstResponderTransfer()`` is over: the keyboard follows
    /// `window`'s first responder as it now is.
    package func endFirstResponderTransfer(in window: UIWindow) {
        transferDepth -= 1
        if transferDepth == 0 { follow(window.firstResponder, in: window) }
    }

    /// A window's first responder changed: the keyboard follows (see the type's description),
    /// at once or at the end of the hand-over under way.
    package func firstResponderDidChange(to responder: UIResponder?, in changedWindow: UIWindow) {
        guard transferDepth == 0 else { return }
        follow(responder, in: changedWindow)
    }

    private func follow(_ responder: UIResponder?, in changedWindow: UIWindow) {
        guard changedWindow !== window else { return }
        let wantsKeys = (responder as? any UIKeyInput).map { input in
            (input as? any SoftwareKeyboardClient)?.acceptsSoftwareKeyboardInput ?? true
        } ?? false
        // A responder with an input view shows it even when it takes no typed text (a picker
        // field), as UIKit's does.
        let wantsKeyboard = wantsKeys || responder?.inputView != nil
        if isHardwareKeyboardAttached {
            // Only the accessory shows, alone at the bottom above the home indicator.
            guard let responder, responder.inputAccessoryView != nil else {
                if isShown { hide() }
                return
            }
            let bar = InputViews.accessoryBar(of: responder, bottomInset: application.screen.windowSafeAreaInsets.bottom)
            if !isShown || !bar.matches(inputViews) { show(bar) }
        } else if wantsKeyboard, let responder {
            window?.keys.returnKeyType = (responder as? any UITextInputTraits)?.returnKeyType ?? .default
            let views = InputViews(of: responder)
            if !isShown || !views.matches(inputViews) { show(views) }
            matchAppearance(of: responder)
        } else if isShown, !wantsKeyboard {
            hide()
        }
    }

    /// Draws the keys in the style `responder` asks for: its `keyboardAppearance` when that is
    /// dark or light, else the responder's own interface style, so an app (or a window or
    /// view controller) in dark mode gets dark keys, as on iOS.
    private func matchAppearance(of responder: UIResponder) {
        guard let window else { return }
        let style: UIUserInterfaceStyle
        switch (responder as? any UITextInputTraits)?.keyboardAppearance ?? .default {
        case .dark: style = .dark
        case .light: style = .light
        case .default: style = (responder as? any UITraitEnvironment)?.traitCollection.userInterfaceStyle ?? .unspecified
        }
        guard window.overrideUserInterfaceStyle != style else { return }
        window.overrideUserInterfaceStyle = style
        window.keys.setNeedsDisplay()
    }

    /// `responder`'s input views or text input traits were changed (`reloadInputViews()`): a
    /// shown keyboard takes the new views, sliding to its new height, and reads the
    /// responder's `keyboardAppearance` and `returnKeyType` again, as iOS does.
    package func reloadInputViews(of responder: UIResponder, in responderWindow: UIWindow) {
        guard responderWindow !== window else { return }
        if isHardwareKeyboardAttached {
            follow(responder, in: responderWindow)
            return
        }
        guard isShown else { return }
        let returnKeyType = (responder as? any UITextInputTraits)?.returnKeyType ?? .default
        if let keys = window?.keys, keys.returnKeyType != returnKeyType { keys.returnKeyType = returnKeyType }
        let views = InputViews(of: responder)
        if !views.matches(inputViews) { show(views) }
        matchAppearance(of: responder)
    }

    /// Slides the keyboard up with the keys and no accessory.
    package func show() {
        show(InputViews(inputView: nil, accessoryView: nil))
    }

    /// Slides the keyboard up (or to its new height when it is up) showing `views`: the
    /// accessory view on top, then the input view or the keys.
    private func show(_ views: InputViews) {
        let keyboardWindow = window ?? makeWindow()
        keyboardWindow.isHidden = false
        keyboardWindow.keys.refresh()
        let begin = isShown ? frame : offScreenFrame(height: views.height)
        inputViews = views
        keyboardWindow.install(views)
        move(from: begin, to: onScreenFrame, showing: true)
    }

    /// Slides the keyboard down.
    package func hide() {
        move(from: frame, to: offScreenFrame(height: frame.height), showing: false)
    }

    private func makeWindow() -> KeyboardWindow {
        let made = KeyboardWindow(frame: offScreenFrame(height: Self.height), application: application)
        made.keys.onKey = { [unowned self] key in self.type(key) }
        window = made
        return made
    }

    private func move(from begin: CGRect, to end: CGRect, showing: Bool) {
        isShown = showing
        frame = end
        generation += 1
        let current = generation
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        window?.frame = begin
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: { [self] in
                center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
                center.post(
                    name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: userInfo)
                updateGuides(keyboardFrame: showing ? end : nil)
                window?.frame = end
            },
            completion: { [weak self] _ in
                guard let self, self.generation == current else { return }
                if !showing { self.window?.isHidden = true }
                center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
                center.post(
                    name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: userInfo)
            })
    }

    /// Moves every keyboard layout guide in the application's windows and lays those windows
    /// out, then tells the presentations in them (a sheet rises above the keyboard) and the
    /// table view controllers (their tables make room), all inside the keyboard's animation
    /// block.
    private func updateGuides(keyboardFrame: CGRect?) {
        for appWindow in application.windows where appWindow !== window {
            var touched = false
            var presentations: [UIPresentationController] = []
            var tableControllers: [UITableViewController] = []
            appWindow.visitSubtree { view in
                if view is UITableView, let controller = view.owningViewController as? UITableViewController {
                    tableControllers.append(controller)
                }
                for case let guide as UIKeyboardLayoutGuide in view.layoutGuides {
                    guide.update(keyboardFrame: keyboardFrame)
                    touched = true
                }
                if let container = view as? PresentationContainerView, let controller = container.presentationController {
                    presentations.append(controller)
                }
            }
            if touched { appWindow.layoutIfNeeded() }
            for controller in presentations { controller.softwareKeyboardWillChangeFrame() }
            for controller in tableControllers { controller.softwareKeyboardWillChangeFrame(to: keyboardFrame) }
        }
    }

    /// A key was tapped: its text goes to the key window's first responder.
    private func type(_ key: KeyboardKey) {
        guard let input = application.keyWindow?.firstResponder as? any UIKeyInput else {
            application.log.log("software keyboard: the \(key) key was tapped with no text input as first responder; ignored")
            return
        }
        switch key {
        case .character(let text): input.insertText(text)
        case .space: input.insertText(" ")
        case .return: input.insertText("\n")
        case .delete: input.deleteBackward()
        case .shift: break
        }
    }
}
