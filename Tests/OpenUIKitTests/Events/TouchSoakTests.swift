import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A deterministic generator (SplitMix64), so every soak run with a seed is the same run.
struct SoakRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Random multi-touch input over a small view tree with recognizers and a control, where
/// handlers (touch methods, gesture actions, control actions) remove and re-add views,
/// ancestors included, while their touches are under way. After every input it checks: each
/// view's history of each touch is began, moves, then exactly one ended or cancelled (still
/// open allowed only while a finger is down); once no finger is down, no touch is active, every
/// recognizer is `possible` and every continuous recognizer's actions were closed by ended or
/// cancelled (or it was reset with its view leaving the window, A5.5); and nothing was logged
/// (no input the harness sent was refused as "already down" or "not down").
@MainActor
private final class TouchSoak {
    let app: HeadlessApp
    let root: UIView
    let ledger = RobustLedger()
    var random: SoakRandom
    var views: [UIView] = []
    /// Each view's own parent, where it goes back when re-added.
    var homes: [ObjectIdentifier: UIView] = [:]
    var recognizers: [UIGestureRecognizer] = []
    /// Fingers down on the hardware, with where they are.
    var fingers: [Int: CGPoint] = [:]
    var violations: [String] = []
    /// Per recognizer name, its last action's state (nil once it returned to possible).
    var lastAction: [String: UIGestureRecognizer.State] = [:]
    var mutations = 0

    init(seed: UInt64) {
        random = SoakRandom(seed: seed)
        (app, root) = makeRobustApp()
        build()
    }

    private func build() {
        // Three columns of nested views: a container, a middle view inside it, a leaf inside
        // that; plus a control on the root.
        for column in 0..<3 {
            let x = CGFloat(column) * 130 + 5
            let container = hooked("c\(column)", CGRect(x: x, y: 5, width: 125, height: 390), in: root)
            let middle = hooked("m\(column)", CGRect(x: 5, y: 40, width: 115, height: 300), in: container)
            _ = hooked("l\(column)", CGRect(x: 5, y: 60, width: 105, height: 120), in: middle)
            let kinds = [random.below(4), random.below(4)]
            for (index, view) in [container, middle].enumerated() {
                let recognizer: UIGestureRecognizer
                switch kinds[index] {
                case 0: recognizer = UITapGestureRecognizer()
                case 1: recognizer = UIPanGestureRecognizer()
                case 2: recognizer = UIPinchGestureRecognizer()
                default: recognizer = UILongPressGestureRecognizer()
                }
                recognizer.cancelsTouchesInView = random.chance(70)
                recognizer.delaysTouchesBegan = random.chance(20)
                let name = "\(type(of: recognizer))@\(view.accessibilityIdentifier!)"
                ledger.watch(recognizer, as: name) { [unowned self] recognizer in
                    checkAction(recognizer)
                    maybeMutate()
                }
                view.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            }
        }
        let control = UIControl(frame: CGRect(x: 300, y: 350, width: 90, height: 40))
        control.accessibilityIdentifier = "control"
        root.addSubview(control)
        views.append(control)
        homes[ObjectIdentifier(control)] = root
        control.addAction(UIAction { [unowned self] _ in maybeMutate() }, for: .touchDown)
        control.addAction(UIAction { [unowned self] _ in maybeMutate() }, for: .touchDragInside)
    }

    private func hooked(_ name: String, _ frame: CGRect, in parent: UIView) -> HookedView {
        let view = HookedView(name, ledger, frame: frame)
        view.logs = false
        view.isMultipleTouchEnabled = random.chance(50)
        parent.addSubview(view)
        views.append(view)
        homes[ObjectIdentifier(view)] = parent
        view.onBegan = { [unowned self] _ in maybeMutate() }
        view.onMoved = { [unowned self] _ in maybeMutate() }
        view.onEnded = { [unowned self] _ in maybeMutate() }
        return view
    }

    /// Sometimes removes a random view (its subtree with it) or puts a removed one back.
    private func maybeMutate() {
        guard random.chance(15) else { return }
        mutations += 1
        let view = views[random.below(views.count)]
        if view.superview != nil {
            view.removeFromSuperview()
            // A recognizer whose view leaves the window is reset without an action (A5.5).
            for recognizer in recognizers where recognizer.view?.window == nil {
                lastAction[recognizer.name!] = nil
            }
        } else if let home = homes[ObjectIdentifier(view)] {
            home.addSubview(view)
        }
    }

    /// A continuous recognizer's actions go began, changed…, then ended or cancelled; a
    /// discrete one's is a lone ended.
    private func checkAction(_ recognizer: UIGestureRecognizer) {
        let name = recognizer.name!
        let state = recognizer.state
        let previous = lastAction[name]
        let legal: Bool
        switch state {
        case .began: legal = previous == nil
        case .changed: legal = previous == .began || previous == .changed
        case .ended: legal = recognizer is UITapGestureRecognizer ? previous == nil : (previous == .began || previous == .changed)
        case .cancelled: legal = previous == .began || previous == .changed
        default: legal = false
        }
        if !legal { violations.append("\(name): action \(state) after \(previous.map { "\($0)" } ?? "nothing")") }
        lastAction[name] = state == .ended || state == .cancelled ? nil : state
    }

    private func randomPoint() -> CGPoint {
        CGPoint(x: CGFloat(random.below(400)), y: CGFloat(random.below(400)))
    }

    /// One random input (or a pause), then the invariants.
    func step(_ index: Int) {
        // Between inputs, now and then a removed view goes back home, so handlers keep firing.
        if random.chance(10), let view = views.filter({ $0.superview == nil }).randomElement(using: &random),
            let home = homes[ObjectIdentifier(view)]
        {
            home.addSubview(view)
        }
        switch random.below(100) {
        case 0..<4:
            app.advance(by: [0.125, 0.25, 0.75][random.below(3)])
        case 4..<30 where fingers.count < 3:
            let finger = (1...3).first { fingers[$0] == nil }!
            let point = randomPoint()
            fingers[finger] = point
            app.touchDown(finger, at: point)
        case 30..<45 where !fingers.isEmpty:
            let finger = fingers.keys.sorted()[random.below(fingers.count)]
            fingers[finger] = nil
            app.touchUp(finger)
        default:
            guard let finger = fingers.keys.sorted().randomElement(using: &random) else {
                return app.advance(by: 1.0 / 64)
            }
            let from = fingers[finger]!
            let point = CGPoint(
                x: min(max(from.x + CGFloat(random.below(61) - 30), 0), 399),
                y: min(max(from.y + CGFloat(random.below(61) - 30), 0), 399))
            fingers[finger] = point
            if random.chance(50) { app.advance(by: 1.0 / 64) }
            app.touchMove(finger, to: point)
        }
        checkInvariants(after: index)
    }

    func checkInvariants(after index: Int) {
        func fail(_ message: String) {
            if violations.count < 20 { violations.append("step \(index): \(message)") }
        }
        if fingers.isEmpty {
            if app.application.dispatcher.activeTouchCount != 0 {
                fail("no finger is down but \(app.application.dispatcher.activeTouchCount) touches are active")
            }
            for recognizer in recognizers where recognizer.state != .possible {
                fail("\(recognizer.name!) is \(recognizer.state) with no finger down")
            }
            for (name, state) in lastAction {
                fail("\(name)'s last action was \(state) and no finger is down")
            }
            lastAction.removeAll()
        }
        for broken in ledger.brokenTouchHistories(requireClosed: fingers.isEmpty) {
            fail("touch history broken: \(broken)")
        }
        if !app.log.messages.isEmpty {
            fail("log: \(app.log.messages)")
        }
    }
}

extension SoakRandom: RandomNumberGenerator {}

@MainActor @Suite struct TouchSoakTests {
    @Test(
        "Random touches with views removed and re-added inside handlers keep every touch invariant",
        arguments: [1, 2, 3, 4] as [UInt64])
    func soak(seed: UInt64) {
        let soak = TouchSoak(seed: seed)
        for index in 0..<2_500 { soak.step(index) }
        // Lift every finger, then check the state is clean.
        for finger in soak.fingers.keys.sorted() {
            soak.fingers[finger] = nil
            soak.app.touchUp(finger)
        }
        soak.checkInvariants(after: 2_500)
        #expect(soak.violations == [])
        #expect(soak.mutations > 50)
    }
}
