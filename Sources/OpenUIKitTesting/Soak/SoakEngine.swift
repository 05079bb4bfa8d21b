import Foundation
import OpenUIKit

/// Drives seeded random input into a ``SoakScene`` and checks the ``SoakInvariant``s after
/// every step: up to five fingers going down, moving, lifting and being cancelled in random
/// interleavings (several in one event at times), taps, key presses, clock advances, and now
/// and then a settle (every finger up, the clock run on) after which the quiescent invariants
/// are checked.
///
/// One seed is one run, step for step. A violation names the seed, the step and the
/// invariant; `reproduction(of:configure:)` turns it into an ``InputRecording`` of the
/// inputs that led to it, and ``replay(_:configure:)`` plays such a recording back into a
/// fresh scene, checking the same invariants.
///
/// ```swift
/// let engine = SoakEngine(seed: 1)
/// engine.run(steps: 20_000)
/// #expect(engine.violations.isEmpty)
/// ```
@MainActor @preconcurrency
public final class SoakEngine {
    /// How long a settle runs the clock once every finger is up: past every recognizer's
    /// timeout and any scroll deceleration or bounce.
    public static let settleDuration: TimeInterval = 10
    /// The most violations a run keeps (it goes on counting them).
    public static let keptViolationLimit = 100
    /// In how many handler calls out of a thousand a run changes the scene from inside the
    /// handler (``SoakMutator``), unless told otherwise.
    public static let defaultMutationsPerMille = 15
    /// How many views of the random forest (`SoakForest`) grow in the scene, unless told
    /// otherwise: with the scene's own, about two hundred.
    public static let defaultForestViews = 180

    public let seed: UInt64
    public let scene: SoakScene
    /// The violations found, the first ``keptViolationLimit`` of them.
    public private(set) var violations: [SoakViolation] = []
    /// How many violations were found in all.
    public private(set) var violationCount = 0
    /// How many steps ran.
    public private(set) var stepCount = 0
    /// How many settles ran (each a full quiescent check).
    public private(set) var settleCount = 0
    /// How many touch events were sent: each multi-touch event (one to five fingers changing)
    /// counts once, a tap twice (its down and its up).
    public private(set) var touchEventCount = 0

    private var random: SoakGenerator
    /// The fingers down, with where they are (window coordinates).
    private var fingers: [Int: CGPoint] = [:]
    private let recorder: InputRecorder?

    public var app: HeadlessApp { scene.app }

    /// A run with `seed`. `configure` may add views to the scene first (a view under test, or
    /// a deliberately broken one); `recordsInput` keeps every input for ``recording()``;
    /// `mutationsPerMille` sets how often handlers change the scene (0: never); `forestViews`
    /// how many random views grow in the scene, from the seed (0: the fixed scene alone).
    public init(
        seed: UInt64, recordsInput: Bool = false, mutationsPerMille: Int = SoakEngine.defaultMutationsPerMille,
        forestViews: Int = SoakEngine.defaultForestViews, configure: (SoakScene) -> Void = { _ in }
    ) {
        self.seed = seed
        random = SoakGenerator(seed: seed)
        scene = SoakScene(mutationSeed: seed, mutationsPerMille: mutationsPerMille, forestViews: forestViews)
        configure(scene)
        scene.app.runTurn()
        recorder = recordsInput
            ? scene.app.startRecording(metadata: [
                "soakSeed": String(seed), "mutationsPerMille": String(mutationsPerMille), "forestViews": String(forestViews),
            ])
            : nil
    }

    /// Runs `steps` more steps.
    public func run(steps: Int) {
        for _ in 0..<steps { runStep() }
    }

    /// Generates, performs and checks one step; returns it.
    @discardableResult
    public func runStep() -> SoakStep {
        let step = nextStep()
        perform(step)
        check(after: step, index: stepCount)
        stepCount += 1
        return step
    }

    /// The inputs sent so far (only when made with `recordsInput`).
    public func recording() -> InputRecording? {
        recorder?.finish(at: app.now)
    }

    // MARK: Generating

    private func nextStep() -> SoakStep {
        let roll = random.below(100)
        switch roll {
        case 0..<20 where fingers.count < 5:
            return .touches([touch(freeFinger(), .down, at: targetPoint())])
        case 20..<55 where !fingers.isEmpty:
            let moving = randomFingers(count: 1 + random.below(fingers.count))
            return .touches(moving.map { touch($0, .move, at: nudged(fingers[$0]!)) })
        case 55..<70 where !fingers.isEmpty:
            let finger = randomFingers(count: 1)[0]
            return .touches([touch(finger, .up, at: fingers[finger]!)])
        case 70..<72 where !fingers.isEmpty:
            let finger = randomFingers(count: 1)[0]
            return .touches([touch(finger, .cancel, at: fingers[finger]!)])
        case 72..<80:
            return .touches(mixedBatch())
        case 80..<86 where fingers.count < 5:
            return .tap(finger: freeFinger(), at: targetPoint())
        case 86..<90:
            return .key(["a", "b", " ", "\u{8}"][random.below(4)])
        case 90..<98:
            return .advance([1.0 / 60, 1.0 / 60, 0.1, 0.25, 0.4, 0.6][random.below(6)])
        case 98..<100:
            return .settle
        default:
            return fingers.isEmpty ? .touches([touch(freeFinger(), .down, at: targetPoint())]) : .advance(1.0 / 60)
        }
    }

    /// Several fingers changing at once: some of those down move, lift or cancel, and up to
    /// two new ones land.
    private func mixedBatch() -> [TouchInput] {
        var batch: [TouchInput] = []
        for finger in fingers.keys.sorted() where random.chance(60) {
            switch random.below(10) {
            case 0..<5: batch.append(touch(finger, .move, at: nudged(fingers[finger]!)))
            case 5..<9: batch.append(touch(finger, .up, at: fingers[finger]!))
            default: batch.append(touch(finger, .cancel, at: fingers[finger]!))
            }
        }
        var free = (1...5).filter { fingers[$0] == nil }
        for _ in 0..<random.below(3) where !free.isEmpty {
            batch.append(touch(free.removeFirst(), .down, at: targetPoint()))
        }
        if batch.isEmpty {
            if let finger = fingers.keys.min() {
                batch.append(touch(finger, .move, at: nudged(fingers[finger]!)))
            } else {
                batch.append(touch(free[0], .down, at: targetPoint()))
            }
        }
        return batch
    }

    private func touch(_ finger: Int, _ phase: TouchInput.Phase, at point: CGPoint) -> TouchInput {
        TouchInput(fingerID: finger, phase: phase, location: point, timestamp: app.now)
    }

    private func freeFinger() -> Int {
        let free = (1...5).filter { fingers[$0] == nil }
        return free[random.below(free.count)]
    }

    private func randomFingers(count: Int) -> [Int] {
        var down = fingers.keys.sorted()
        var chosen: [Int] = []
        for _ in 0..<count { chosen.append(down.remove(at: random.below(down.count))) }
        return chosen.sorted()
    }

    /// A point inside a random target view (four times in five), or anywhere on screen.
    private func targetPoint() -> CGPoint {
        let screen = scene.window.bounds
        guard random.chance(80), !scene.targets.isEmpty else {
            return CGPoint(x: CGFloat(random.below(Int(screen.width))), y: CGFloat(random.below(Int(screen.height))))
        }
        let view = scene.targets[random.below(scene.targets.count)]
        let bounds = view.bounds
        let local = CGPoint(
            x: bounds.minX + CGFloat(random.below(max(Int(bounds.width), 1))),
            y: bounds.minY + CGFloat(random.below(max(Int(bounds.height), 1))))
        return clamped(view.convert(local, to: nil))
    }

    /// `point` moved by up to 40 points each way (small moves more often), kept on screen.
    private func nudged(_ point: CGPoint) -> CGPoint {
        let range = random.chance(70) ? 6 : 40
        return clamped(CGPoint(x: point.x + random.offset(range), y: point.y + random.offset(range)))
    }

    private func clamped(_ point: CGPoint) -> CGPoint {
        let screen = scene.window.bounds
        return CGPoint(
            x: min(max(point.x.rounded(), 0), screen.width - 1), y: min(max(point.y.rounded(), 0), screen.height - 1))
    }

    // MARK: Performing

    private func perform(_ step: SoakStep) {
        switch step {
        case .touches(let touches):
            for touch in touches {
                fingers[touch.fingerID] = touch.phase == .up || touch.phase == .cancel ? nil : touch.location
            }
            app.send(touches.count == 1 ? .touch(touches[0]) : .touches(touches))
            touchEventCount += 1
        case .tap(let finger, let point):
            app.send(.touch(touch(finger, .down, at: point)))
            app.elapse(0.05)
            app.send(.touch(touch(finger, .up, at: point)))
            touchEventCount += 2
        case .key(let characters):
            let code = characters == "\u{8}" ? UIKeyboardHIDUsage.keyboardDeleteOrBackspace : .keyboardA
            app.press(UIKey(keyCode: code, characters: characters))
            if scene.textField.text?.count ?? 0 > 40 { scene.textField.text = "" }
        case .advance(let seconds):
            app.advance(by: seconds)
        case .settle:
            if !fingers.isEmpty {
                let lifts = fingers.keys.sorted().map { touch($0, .up, at: fingers[$0]!) }
                fingers.removeAll()
                app.send(lifts.count == 1 ? .touch(lifts[0]) : .touches(lifts))
                touchEventCount += 1
            }
            app.advance(by: Self.settleDuration)
        }
    }

    // MARK: Checking

    private func check(after step: SoakStep, index: Int) {
        var quiescent = false
        if case .settle = step {
            settleCount += 1
            quiescent = true
        }
        for (invariant, detail) in scene.brokenInvariants(quiescent: quiescent) {
            report(SoakViolation(seed: seed, stepIndex: index, step: step, invariant: invariant, detail: detail))
        }
    }

    private func report(_ violation: SoakViolation) {
        violationCount += 1
        if violations.count < Self.keptViolationLimit { violations.append(violation) }
    }

    // MARK: Reproducing

    /// The inputs of `violation`'s run up to and including its step, recorded by running the
    /// seed again in a fresh scene (built with the same `mutationsPerMille`, `forestViews` and
    /// `configure`).
    public static func reproduction(
        of violation: SoakViolation, mutationsPerMille: Int = SoakEngine.defaultMutationsPerMille,
        forestViews: Int = SoakEngine.defaultForestViews, configure: (SoakScene) -> Void = { _ in }
    ) -> InputRecording {
        let engine = SoakEngine(
            seed: violation.seed, recordsInput: true, mutationsPerMille: mutationsPerMille, forestViews: forestViews,
            configure: configure)
        engine.run(steps: violation.stepIndex + 1)
        return engine.recording()!
    }

    /// Plays `recording` into a fresh scene (built with `configure`), checking the per-step
    /// invariants after every input and, if no finger is down at its end, the quiescent ones
    /// too. Violations name the input's index as their step and carry seed 0.
    public static func replay(
        _ recording: InputRecording, configure: (SoakScene) -> Void = { _ in }
    ) -> [SoakViolation] {
        // The handlers' changes and the forest come from the run's seed, which the recording names.
        let scene = SoakScene(
            mutationSeed: recording.metadata["soakSeed"].flatMap { UInt64($0) } ?? 0,
            mutationsPerMille: recording.metadata["mutationsPerMille"].flatMap { Int($0) } ?? 0,
            forestViews: recording.metadata["forestViews"].flatMap { Int($0) } ?? 0)
        configure(scene)
        let app = scene.app
        app.runTurn()
        var violations: [SoakViolation] = []
        func collect(_ found: [(invariant: SoakInvariant, detail: String)], index: Int, step: SoakStep) {
            for (invariant, detail) in found {
                violations.append(SoakViolation(seed: 0, stepIndex: index, step: step, invariant: invariant, detail: detail))
            }
        }
        let base = app.clock.instant
        var down: Set<Int> = []
        var lastStep = SoakStep.settle
        for (index, event) in recording.events.enumerated() {
            let time = base + ClockDuration(seconds: event.timestamp)
            if time > app.clock.instant { app.application.runLoop.advanceClock(to: time) }
            let input = event.retimed(to: time.seconds)
            if case .touch(let touch) = input { lastStep = .touches([touch]) }
            if case .touches(let touches) = input { lastStep = .touches(touches) }
            if case .key(let key) = input { lastStep = .key(key.key.characters) }
            for touch in SoakChecks.touches(of: input) {
                if touch.phase == .down { down.insert(touch.fingerID) } else if touch.phase != .move { down.remove(touch.fingerID) }
            }
            app.send(input)
            collect(scene.brokenInvariants(quiescent: false), index: index, step: lastStep)
        }
        let end = base + ClockDuration(seconds: recording.duration)
        if end > app.clock.instant { app.application.runLoop.run(until: end) }
        if down.isEmpty {
            app.advance(by: settleDuration)
            collect(scene.brokenInvariants(quiescent: true), index: recording.events.count, step: .settle)
        }
        return violations
    }
}
