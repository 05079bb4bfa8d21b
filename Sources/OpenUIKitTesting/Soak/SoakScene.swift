import Foundation
import OpenUIKit

/// The view tree a soak run drives input into, shaped like a real screen: a scroll view whose
/// content holds buttons, sliders, a text field and views with tap, double-tap, pan,
/// long-press, pinch and rotation recognizers (a single tap that requires a double tap to
/// fail, a two-finger tap that delays touches), controls inside recognizer views, and below it
/// a panel with a "tap to end editing" recognizer that does not cancel touches, a swipe, a
/// long press that delays touches, and a disabled button.
///
/// Every view is instrumented (``SoakView``, ``SoakButton``…), so the ``ledger`` sees every
/// touch call, forwarded ones included. With `forestViews` above 0 a seeded random forest of
/// that many more instrumented views with random recognizers grows inside the scene's plain
/// views (`SoakForest`), from `mutationSeed`; without it the tree is the same for every seed.
/// Either way a recording of the input and its seed reproduces a run.
@MainActor @preconcurrency
public final class SoakScene {
    public let app: HeadlessApp
    public let ledger: SoakTouchLedger
    public let window: UIWindow
    /// The root of the instrumented tree, filling the window.
    public let root: SoakView
    public let scrollView: SoakScrollView
    public let textField: SoakTextField
    /// Every control of the scene (checked idle when no finger is down).
    public private(set) var controls: [UIControl] = []
    /// Every recognizer the scene added (checked `.possible` when no finger is down).
    public private(set) var recognizers: [UIGestureRecognizer] = []
    /// Views the input generator aims at (a random point inside one of them).
    public private(set) var targets: [UIView] = []
    /// How many gesture actions and control actions ran.
    public private(set) var actionCount = 0
    /// Makes changes to the tree, recognizers and first responder from inside handlers.
    public private(set) lazy var mutator = SoakMutator(scene: self, seed: mutationSeed, perMille: mutationsPerMille)
    private let mutationSeed: UInt64
    private let mutationsPerMille: Int
    /// How many views the random forest added when the scene was built.
    public let forestViews: Int

    /// The instrumented views the scene holds as targets, plus its root and scroll view.
    public var viewCount: Int { targets.count + 2 }

    /// Builds the scene. With `mutationsPerMille` above 0, that many handler calls in a
    /// thousand make a change to the scene from inside the handler (see ``SoakMutator``),
    /// chosen by a generator seeded with `mutationSeed`. With `forestViews` above 0, that many
    /// more views with random recognizers grow inside the scene (`SoakForest`), chosen by a
    /// generator seeded with `mutationSeed` too.
    public init(mutationSeed: UInt64 = 0, mutationsPerMille: Int = 0, forestViews: Int = 0) {
        Fatal.check((0...1000).contains(mutationsPerMille), "SoakScene: mutationsPerMille must be 0...1000, got \(mutationsPerMille)")
        Fatal.check(forestViews >= 0, "SoakScene: forestViews must not be negative, got \(forestViews)")
        self.mutationSeed = mutationSeed
        self.mutationsPerMille = mutationsPerMille
        self.forestViews = forestViews
        // One pixel per point: the soak is about events, and a 3× backing store only costs time.
        app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        ledger = SoakTouchLedger()
        window = app.makeWindow(rootViewController: UIViewController())
        let host = window.rootViewController!.view!
        root = SoakView(frame: host.bounds, ledger: ledger, identifier: "root")
        host.addSubview(root)
        scrollView = SoakScrollView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), ledger: ledger, identifier: "scrollView")
        scrollView.contentSize = CGSize(width: 390, height: 1400)
        root.addSubview(scrollView)
        textField = SoakTextField(
            frame: CGRect(x: 20, y: 130, width: 340, height: 40), ledger: ledger, identifier: "textField")
        buildScrollContent()
        buildBottomPanel()
        if forestViews > 0 {
            // The plain views of the scene the forest grows in (not the root or scroll view, whose
            // every point would then be covered).
            let parents = targets.filter { type(of: $0) == SoakView.self }
            SoakForest.grow(forestViews, in: self, parents: parents, seed: mutationSeed)
        }
        app.runTurn()
        if mutationsPerMille > 0 {
            ledger.onCall = { [unowned self] in mutator.handlerRan() }
        }
    }

    /// Adds `view` to `parent` (the root when `nil`) and makes it an input target; a control is
    /// also checked idle and a recognizer of it checked `.possible`.
    public func add(_ view: UIView, to parent: UIView? = nil) {
        (parent ?? root).addSubview(view)
        targets.append(view)
        if let control = view as? UIControl {
            controls.append(control)
            control.addTarget(self, action: SoakScene.controlFired, for: .allEvents)
        }
        for recognizer in view.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
            watch(recognizer)
        }
    }

    /// The invariants broken now: the touch-history problems the ledger saw since the last
    /// call and the every-step checks (first responder, refused input); with `quiescent` —
    /// to be asked only once every finger is up and the clock has run on — also closes the
    /// touch histories and checks recognizers, controls, active touches and timers.
    public func brokenInvariants(quiescent: Bool) -> [(invariant: SoakInvariant, detail: String)] {
        var found = ledger.takeProblems()
        found += SoakChecks.everyStep(self).map { (invariant: $0.0, detail: $0.1) }
        if quiescent { found += SoakChecks.quiescent(self).map { (invariant: $0.0, detail: $0.1) } }
        return found
    }

    /// Attaches `recognizer` to `view`, counting its actions and checking it with the others.
    public func attach(_ recognizer: UIGestureRecognizer, to view: UIView) {
        view.addGestureRecognizer(recognizer)
        watch(recognizer)
    }

    private func watch(_ recognizer: UIGestureRecognizer) {
        recognizer.addTarget(self, action: SoakScene.recognizerFired)
        recognizers.append(recognizer)
    }

    /// Forgets `view` and everything inside it: no longer a target, and its controls and
    /// recognizers are no longer checked (the soak then holds nothing of it).
    public func forget(_ view: UIView) {
        targets.removeAll { $0.isDescendant(of: view) }
        controls.removeAll { $0.isDescendant(of: view) }
        recognizers.removeAll { $0.view?.isDescendant(of: view) ?? true }
    }

    private func recognizerFired() {
        actionCount += 1
        if mutationsPerMille > 0 { mutator.handlerRan() }
    }

    private func controlFired() {
        actionCount += 1
        if mutationsPerMille > 0 { mutator.handlerRan() }
    }

    private func endEditing() {
        actionCount += 1
        if textField.isFirstResponder { _ = textField.resignFirstResponder() }
        if mutationsPerMille > 0 { mutator.handlerRan() }
    }

    private func view(_ identifier: String, _ frame: CGRect, in parent: UIView) -> SoakView {
        let view = SoakView(frame: frame, ledger: ledger, identifier: identifier)
        add(view, to: parent)
        return view
    }

    private func button(_ identifier: String, _ frame: CGRect, in parent: UIView) -> SoakButton {
        let button = SoakButton(frame: frame, ledger: ledger, identifier: identifier)
        button.setTitle(identifier, for: .normal)
        add(button, to: parent)
        return button
    }

    private func buildScrollContent() {
        _ = button("buttonA", CGRect(x: 20, y: 20, width: 160, height: 44), in: scrollView)
        add(SoakSlider(frame: CGRect(x: 20, y: 80, width: 340, height: 34), ledger: ledger, identifier: "sliderA"), to: scrollView)
        add(textField, to: scrollView)

        let tapView = view("tapView", CGRect(x: 20, y: 190, width: 170, height: 150), in: scrollView)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        attach(single, to: tapView)
        attach(double, to: tapView)

        let panView = view("panView", CGRect(x: 200, y: 190, width: 170, height: 150), in: scrollView)
        attach(UIPanGestureRecognizer(), to: panView)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.3
        attach(press, to: panView)
        _ = button("buttonInPan", CGRect(x: 10, y: 10, width: 80, height: 40), in: panView)

        let pinchView = view("pinchView", CGRect(x: 20, y: 360, width: 350, height: 240), in: scrollView)
        attach(UIPinchGestureRecognizer(), to: pinchView)
        attach(UIRotationGestureRecognizer(), to: pinchView)
        add(SoakControl(frame: CGRect(x: 20, y: 20, width: 100, height: 60), ledger: ledger, identifier: "control"), to: pinchView)
        let slider = SoakSlider(frame: CGRect(x: 20, y: 120, width: 300, height: 34), ledger: ledger, identifier: "sliderInPinch")
        slider.isMultipleTouchEnabled = true
        add(slider, to: pinchView)

        _ = button("buttonB", CGRect(x: 20, y: 620, width: 160, height: 44), in: scrollView)
        let twoFinger = view("twoFingerView", CGRect(x: 20, y: 680, width: 350, height: 200), in: scrollView)
        let twoFingerTap = UITapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        twoFingerTap.delaysTouchesBegan = true
        attach(twoFingerTap, to: twoFinger)
        twoFinger.isMultipleTouchEnabled = true
        _ = button("buttonInTwoFinger", CGRect(x: 20, y: 20, width: 120, height: 44), in: twoFinger)
        _ = view("filler", CGRect(x: 20, y: 900, width: 350, height: 450), in: scrollView)
    }

    private func buildBottomPanel() {
        let panel = view("panel", CGRect(x: 0, y: 600, width: 390, height: 244), in: root)
        panel.isMultipleTouchEnabled = true
        let dismiss = UITapGestureRecognizer(target: self, action: SoakScene.endEditing)
        dismiss.cancelsTouchesInView = false
        attach(dismiss, to: panel)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        attach(swipe, to: panel)
        _ = button("buttonC", CGRect(x: 20, y: 20, width: 120, height: 44), in: panel)
        let disabled = button("disabledButton", CGRect(x: 20, y: 80, width: 120, height: 44), in: panel)
        disabled.isEnabled = false
        let pressView = view("pressView", CGRect(x: 160, y: 20, width: 210, height: 120), in: panel)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        attach(press, to: pressView)
        _ = button("buttonInPress", CGRect(x: 10, y: 60, width: 90, height: 44), in: pressView)
        let wide = SoakControl(frame: CGRect(x: 20, y: 150, width: 350, height: 80), ledger: ledger, identifier: "wideControl")
        wide.isMultipleTouchEnabled = true
        add(wide, to: panel)
    }
}
