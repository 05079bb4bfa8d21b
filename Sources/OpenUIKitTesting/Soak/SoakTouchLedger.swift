import Foundation
import OpenUIKit

/// What every instrumented view of a soak scene was told about every touch, checked as the
/// calls arrive: a view's history of one touch must be one began, any moves, then exactly one
/// ended or cancelled.
///
/// Histories are kept (the touch object with them, so its identity cannot be reused) until
/// `closeQuiescent()`, when no finger is down any more.
@MainActor @preconcurrency
public final class SoakTouchLedger {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let touch: ObjectIdentifier
    }

    private struct History {
        let view: UIView
        let touch: UITouch
        var isOpen: Bool
        /// When the began arrived, so reports come in the same order in every process
        /// (dictionary order is seeded per process).
        let sequence: Int
    }

    private var histories: [Key: History] = [:]
    /// Problems seen since the engine last collected them.
    private(set) var problems: [(invariant: SoakInvariant, detail: String)] = []
    /// How many view calls (one per touch) were recorded.
    public private(set) var callCount = 0
    private var beganCount = 0
    /// Called at the end of each instrumented touch method, after the call was recorded and
    /// passed on (the scene's ``SoakMutator`` changes the scene there).
    public var onCall: (@MainActor () -> Void)?

    public init() {}

    /// Records that `view` was told `phase` for `touches` (called first thing in the
    /// instrumented views' touch methods, before they pass the call on).
    public func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, view: UIView) {
        for touch in touches {
            callCount += 1
            let key = Key(view: ObjectIdentifier(view), touch: ObjectIdentifier(touch))
            switch phase {
            case .began:
                if histories[key] != nil {
                    report(.noPhaseWithoutBegan, "\(Self.name(of: view)) got a second touchesBegan for \(Self.name(of: touch))")
                }
                beganCount += 1
                histories[key] = History(view: view, touch: touch, isOpen: true, sequence: beganCount)
            default:
                guard let history = histories[key] else {
                    report(.noPhaseWithoutBegan, "\(Self.name(of: view)) got \(Self.method(phase)) for \(Self.name(of: touch)) without its touchesBegan")
                    continue
                }
                guard history.isOpen else {
                    let invariant: SoakInvariant = phase == .moved ? .noPhaseWithoutBegan : .touchEndsOnce
                    report(invariant, "\(Self.name(of: view)) got \(Self.method(phase)) for \(Self.name(of: touch)) after it had ended or been cancelled")
                    continue
                }
                if phase == .ended || phase == .cancelled { histories[key]?.isOpen = false }
            }
        }
    }

    /// With no finger down and the clock run on: every history must be closed. Forgets them all.
    func closeQuiescent() {
        let open = histories.values.filter(\.isOpen).sorted { $0.sequence < $1.sequence }
        for history in open {
            report(.touchEndsOnce, "\(Self.name(of: history.view)) got touchesBegan for \(Self.name(of: history.touch)) but never touchesEnded or touchesCancelled")
        }
        histories.removeAll(keepingCapacity: true)
    }

    /// Hands over the problems seen so far.
    func takeProblems() -> [(invariant: SoakInvariant, detail: String)] {
        defer { problems.removeAll() }
        return problems
    }

    private func report(_ invariant: SoakInvariant, _ detail: String) {
        problems.append((invariant, detail))
    }

    static func name(of view: UIView) -> String {
        view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    private static func name(of touch: UITouch) -> String { "finger \(touch.fingerID)" }

    private static func method(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        default: "touches(\(phase))"
        }
    }
}

extension Optional where Wrapped == SoakTouchLedger {
    /// What every instrumented touch method does: records the call, passes it on (`forward`,
    /// the superclass's method: UIKit's default forwards it up the responder chain), then lets
    /// the scene change itself (``SoakTouchLedger/onCall``). The change comes after the call is
    /// passed on, as in a handler that calls `super` first: a view that took itself out of the
    /// tree before calling `super` would cut the chain its call travels along, in UIKit as
    /// here, and its superviews would rightly never hear of the touch's end.
    @MainActor
    func call(_ phase: UITouch.Phase, _ touches: Set<UITouch>, view: UIView, forward: () -> Void) {
        self?.record(phase, touches, view: view)
        forward()
        self?.onCall?()
    }
}
