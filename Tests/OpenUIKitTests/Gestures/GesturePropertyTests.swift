import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A small deterministic generator (SplitMix64), so every run explores the same cases.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A view that keeps every touch it is given with the phases it saw, per touch object.
final class PhaseLedgerView: UIView {
    var ledger: [(touch: UITouch, phases: [UITouch.Phase])] = []

    private func note(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
        for touch in touches.sorted(by: { $0.fingerID < $1.fingerID }) {
            if let index = ledger.firstIndex(where: { $0.touch === touch }) {
                ledger[index].phases.append(phase)
            } else {
                ledger.append((touch, [phase]))
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, .began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, .moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, .ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, .cancelled) }
}

@MainActor
@Suite("Gesture properties")
struct GesturePropertyTests {
    @Test("Random multi-touch sequences over random recognizer sets keep every invariant")
    func randomSequences() {
        var rng = SeededGenerator(seed: 0x5EED_0001)
        for round in 0..<400 {
            runRound(round, &rng)
        }
    }

    private func runRound(_ round: Int, _ rng: inout SeededGenerator) {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let outer = PhaseLedgerView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = PhaseLedgerView(frame: CGRect(x: 50, y: 50, width: 150, height: 150))
        outer.isMultipleTouchEnabled = Bool.random(using: &rng)
        inner.isMultipleTouchEnabled = Bool.random(using: &rng)
        controller.view.addSubview(outer)
        outer.addSubview(inner)

        var recognizers: [UIGestureRecognizer] = []
        let delegate = RandomDelegate(simultaneous: Bool.random(using: &rng))
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let recognizer: UIGestureRecognizer
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let tap = UITapGestureRecognizer()
                tap.numberOfTapsRequired = Int.random(in: 1...2, using: &rng)
                tap.numberOfTouchesRequired = Int.random(in: 1...2, using: &rng)
                recognizer = tap
            case 1:
                let press = UILongPressGestureRecognizer()
                press.minimumPressDuration = [0.1, 0.5][Int.random(in: 0...1, using: &rng)]
                recognizer = press
            default:
                recognizer = CheckMarkGestureRecognizer()
            }
            recognizer.cancelsTouchesInView = Bool.random(using: &rng)
            recognizer.delaysTouchesBegan = Bool.random(using: &rng)
            recognizer.delaysTouchesEnded = Bool.random(using: &rng)
            if Bool.random(using: &rng) { recognizer.delegate = delegate }
            if let other = recognizers.last, Int.random(in: 0..<3, using: &rng) == 0 {
                recognizer.require(toFail: other)
            }
            (Bool.random(using: &rng) ? outer : inner).addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }

        var illegal: [String] = []
        app.application.gestureArbiter.transitionObserver = { recognizer, old, new in
            if !GestureStateTransitions.isLegal(from: old, to: new) {
                illegal.append("\(recognizer.name ?? "?") \(old) → \(new)")
            }
        }

        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            playSequence(app, &rng)
            #expect(illegal.isEmpty, "round \(round): illegal transitions \(illegal)")
            // Let every timeout run out; then every recognizer must be ready again.
            app.advance(by: 2)
            for recognizer in recognizers {
                #expect(recognizer.state == .possible, "round \(round): \(type(of: recognizer)) left in \(recognizer.state)")
            }
            for view in [outer, inner] {
                for entry in view.ledger {
                    let phases = entry.phases
                    let terminals = phases.filter { $0 == .ended || $0 == .cancelled }.count
                    #expect(
                        phases.first == .began && terminals == 1
                            && (phases.last == .ended || phases.last == .cancelled)
                            && phases.dropFirst().allSatisfy { $0 != .began },
                        "round \(round): a view saw \(phases) for one touch")
                }
            }
        }
        #expect(app.log.messages.isEmpty, "round \(round): \(app.log.messages)")
    }

    /// Up to three fingers landing, moving and lifting in a random order, ending with all up.
    private func playSequence(_ app: HeadlessApp, _ rng: inout SeededGenerator) {
        var down: [Int: CGPoint] = [:]
        var nextFinger = 1
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            app.advance(by: [0, 0.02, 0.1, 0.3, 0.6][Int.random(in: 0..<5, using: &rng)])
            let choice = Int.random(in: 0..<4, using: &rng)
            if (choice == 0 || down.isEmpty) && down.count < 3 {
                let point = CGPoint(x: .random(in: 10...290, using: &rng), y: .random(in: 10...290, using: &rng))
                app.touchDown(nextFinger, at: point)
                down[nextFinger] = point
                nextFinger += 1
            } else if choice == 1, let finger = down.keys.sorted().first {
                app.touchUp(finger)
                down[finger] = nil
            } else if let finger = down.keys.sorted().randomElement(using: &rng) {
                let old = down[finger]!
                let point = CGPoint(
                    x: min(299, max(1, old.x + .random(in: -30...30, using: &rng))),
                    y: min(299, max(1, old.y + .random(in: -30...30, using: &rng))))
                app.touchMove(finger, to: point)
                down[finger] = point
            }
        }
        for finger in down.keys.sorted() {
            if Bool.random(using: &rng) { app.touchUp(finger) } else { app.touchCancel(finger) }
        }
    }
}

@MainActor
private final class RandomDelegate: UIGestureRecognizerDelegate {
    let simultaneous: Bool
    init(simultaneous: Bool) { self.simultaneous = simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}
