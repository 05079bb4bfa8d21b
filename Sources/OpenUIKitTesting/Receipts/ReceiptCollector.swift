import Foundation
import OpenUIKit

/// Watches an application's trace while one action runs and turns what it recorded into an
/// ``ActionReceipt``.
///
/// When nobody has switched the trace on, the collector switches it on for the action with
/// only the stages a receipt reads (so the other stages cost nothing), then removes what it
/// recorded and switches it off again: the trace looks untouched. When the trace is already
/// on, the collector reads the entries the action added and leaves them.
@MainActor
struct ReceiptCollector {
    /// The stages a receipt reads.
    static let stages: Set<EventTrace.Stage> = [.hitTest, .delivery, .firstResponder, .gesture, .control, .action]

    private let application: UIApplication
    private let startIndex: Int
    private let startFrame: Int
    private let startTime: ClockInstant
    private let ownsTrace: Bool

    /// Starts watching `application` now.
    init(_ application: UIApplication) {
        self.application = application
        let trace = application.trace
        ownsTrace = !trace.isEnabled
        if ownsTrace {
            trace.stageFilter = Self.stages
            trace.isEnabled = true
        }
        startIndex = trace.entries.count
        startFrame = application.framePipeline.frameCount
        startTime = application.runLoop.clock.instant
    }

    /// Stops watching and fills `receipt` with what the action did.
    func finish(_ receipt: ActionReceipt) -> ActionReceipt {
        let trace = application.trace
        var receipt = receipt
        let entries = trace.entries[min(startIndex, trace.entries.count)...]
        Self.read(entries.compactMap(\.payload), into: &receipt)
        receipt.frames = application.framePipeline.frameCount - startFrame
        receipt.duration = (application.runLoop.clock.instant - startTime).seconds
        if ownsTrace {
            trace.removeEntries(from: min(startIndex, trace.entries.count))
            trace.isEnabled = false
            trace.stageFilter = nil
        }
        return receipt
    }

    /// Stops watching after an action that was refused: the trace is left as it was.
    func abandon() {
        guard ownsTrace else { return }
        let trace = application.trace
        trace.removeEntries(from: min(startIndex, trace.entries.count))
        trace.isEnabled = false
        trace.stageFilter = nil
    }

    /// Reads the payloads an action recorded.
    static func read(_ payloads: [TracePayload], into receipt: inout ActionReceipt) {
        var firstResponderBefore: String??
        var firstResponderAfter: String?
        for payload in payloads {
            switch payload {
            case .hitTestResult(_, let view):
                if receipt.viewHit == nil, let view { receipt.viewHit = view }
            case .gestureState(let recognizer, let from, let to, _):
                receipt.gestureStates.append(GestureStateChange(recognizer: recognizer, from: from, to: to))
            case .control(let control, .sendsActions(let event)):
                receipt.controlEvents.append(ControlEventSent(control: control, event: event.name, rawValue: event.rawValue))
            case .actionSent(let sender, let action):
                record(SentAction(action: action, sender: sender, target: nil, performed: true), into: &receipt)
            case .actionRouted(let action, let sender, let routing):
                record(sentAction(action, sender: sender, routing), into: &receipt)
            case .touchDelivery(let view, .cancelled, let fingers):
                receipt.cancelledTouches.append(CancelledTouches(view: view, fingers: fingers))
            case .touchesCancelledByRemoval(let fingers, let view):
                receipt.cancelledTouches.append(CancelledTouches(view: view, fingers: fingers))
            case .firstResponder(let from, let to):
                if firstResponderBefore == nil { firstResponderBefore = .some(from) }
                firstResponderAfter = to
            default:
                break
            }
        }
        if let before = firstResponderBefore, before != firstResponderAfter {
            receipt.firstResponderChange = FirstResponderChange(from: before, to: firstResponderAfter)
        }
    }

    /// Appends `sent` to the receipt's actions and to the latest control event of its sender
    /// still open (sent by the same control).
    private static func record(_ sent: SentAction, into receipt: inout ActionReceipt) {
        receipt.actions.append(sent)
        if let index = receipt.controlEvents.lastIndex(where: { $0.control == sent.sender }),
            index == receipt.controlEvents.count - 1
        {
            receipt.controlEvents[index].actions.append(sent)
        }
    }

    private static func sentAction(_ action: String, sender: String, _ routing: TracePayload.ActionRouting) -> SentAction {
        switch routing {
        case .performed(let target), .performedThroughChain(let target, _):
            SentAction(action: action, sender: sender, target: target, performed: true)
        case .notImplemented(let target), .refusedBy(let target):
            SentAction(action: action, sender: sender, target: target, performed: false)
        case .noChainStart, .noTarget:
            SentAction(action: action, sender: sender, target: nil, performed: false)
        }
    }
}
