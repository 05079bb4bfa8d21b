import Foundation
import OpenQuartzCore

/// What a trace entry is about, as a value a test or tool can match on without parsing the
/// entry's text. The entry's printed message is made from the payload, so the two never
/// disagree.
///
/// Views, recognizers and controls appear by their trace names (a view's accessibility
/// identifier when it has one, else its type). Every stage's entries carry one; the values are
/// built only while a trace records.
public enum TracePayload: Sendable, Equatable, CustomStringConvertible {
    /// A finger's input as the dispatcher took it.
    case touchInput(TouchInput)
    /// Hit-testing visited `view` with `point` in the view's coordinates.
    case hitTestVisit(view: String, point: CGPoint, outcome: HitTestOutcome)
    /// Hit-testing chose `view` for a finger going down (nil: no view took it).
    case hitTestResult(finger: Int, view: String?)
    /// A touch method (`touchesBegan`… for `phase`) was called on `view` for these fingers.
    case touchDelivery(view: String, phase: UITouch.Phase, fingers: [Int])
    /// `responder`'s default implementation of `method` passed it to `next` (nil: the end of
    /// the responder chain).
    case responderForward(responder: String, method: String, next: String?)
    /// The recognizer named `recognizer` went from `from` to `to`, for `reason` when the
    /// arbiter decided it (a requirement, a winner).
    case gestureState(recognizer: String, from: GestureState, to: GestureState, reason: String?)
    /// The recognizer named `recognizer` reset to `.possible` after a final state.
    case gestureReset(recognizer: String)
    /// The recognizer named `recognizer` sent its actions in `state`.
    case gestureAction(recognizer: String, state: GestureState)
    /// `sender` sent the action `action` (target-action or a `UIAction` handler).
    case actionSent(sender: String, action: String)
    /// A frame's commit repainted `damaged` (one or more rectangles, in window pixels) of
    /// `window`, `pixels` pixels in all.
    case commit(window: String, damaged: [CGRect], pixels: Int)

    // Input and delivery besides touches

    /// Input other than touches as the dispatcher took it: a key, text, a shake, a
    /// remote-control command.
    case input(InputEvent)
    /// Input the dispatcher dropped or kept from the views.
    case inputRefused(InputRefusal)
    /// The application is about to end (`applicationWillTerminate(_:)`).
    case applicationWillTerminate
    /// The runtime cancelled the touches of `fingers` because `view`, holding them, left its
    /// window.
    case touchesCancelledByRemoval(fingers: [Int], view: String)
    /// `view`'s touch method for `phase` of `finger` was held back, by `recognizer` (a
    /// recognizer delaying touches) or, when nil, until the recognizers decide.
    case deliveryDelayed(view: String, phase: UITouch.Phase, finger: Int, recognizer: String?)
    /// The phases held back from `view` are delivered now, starting with `phase`.
    case delayedPhaseReplayed(view: String, phase: UITouch.Phase)
    /// The phases of `finger` held back from `view` were dropped: `recognizer` recognized.
    case delayedPhasesDropped(view: String, finger: Int, recognizer: String)
    /// `responder`'s `method` (`motionBegan`…, `remoteControlReceived`) was called about
    /// `subject` (the motion or the remote-control subtype).
    case motionDelivery(responder: String, method: String, subject: String)
    /// `responder`'s `method` (`pressesBegan`…) was called for keys with these characters.
    case pressDelivery(responder: String, method: String, keys: [String])
    /// A window's first responder changed from `from` to `to` (nil: none).
    case firstResponder(from: String?, to: String?)

    // Gestures, controls and actions

    /// The recognizers the arbiter collected for `finger` at touch-down, in order.
    case recognizersCollected(finger: Int, recognizers: [String])
    /// The arbiter's decision about the recognizer named `recognizer`.
    case gestureDecision(recognizer: String, GestureDecision)
    /// The control named `control` tracked, edited or stepped.
    case control(control: String, ControlStep)
    /// The application routed `action` from `sender` (`sendAction(_:to:from:for:)`).
    case actionRouted(action: String, sender: String, ActionRouting)
    /// An edit menu's step.
    case editMenu(EditMenuStep)
    /// A feedback generator named `generator` was asked for `request` (stage `feedback`).
    case feedback(generator: String, FeedbackRequest)

    // Scrolling

    /// The scroll view named `scrollView` decided or moved.
    case scroll(scrollView: String, ScrollStep)

    // The update cycle, text and animations

    /// The update cycle called `pass` on `view`.
    case updatePass(view: String, UpdatePass)
    /// `what` (`setNeedsLayout`…) was asked of `view` during the `phase` phase; it waits for
    /// the next frame. `dirtiedPhase` names the phase that already ran this frame when the
    /// mark came too late for it (a misuse, which also stops debug builds); nil for marks
    /// that are legal there (constraint changes made by a layout, hierarchy changes).
    case markDeferred(what: String, view: String, phase: String, dirtiedPhase: String?)
    /// The Auto Layout engine could not satisfy a constraint and broke `broken` (described as
    /// UIKit's log does) to recover.
    case unsatisfiableConstraints(broken: String)
    /// The label named `label` measured `text` for `purpose` (`intrinsic size`, `draw`…) at
    /// `width` (nil: unlimited) and got `size`; `cached` says whether the layout came from the
    /// text layout cache rather than being shaped.
    case textMeasured(label: String, purpose: String, text: String, width: CGFloat?, size: CGSize, cached: Bool)
    /// The animation described by `animation` (its class, and key path or transition type),
    /// added for `key`, went through `phase` on `layer` (a view's layer is named `view.layer`).
    case animation(animation: String, key: String?, layer: String, phase: AnimationPhase)

    // The log

    /// The application logged `message` (tolerated misuse, as UIKit writes to the console);
    /// the trace shows it between the steps around it.
    case logged(message: String)

    /// What hit-testing concluded about one view.
    public enum HitTestOutcome: Sendable, Equatable {
        /// The point is inside and the view takes touches: its subviews are tried next.
        case inside
        /// The point is outside the view.
        case outside
        /// The view does not take touches, for this reason (hidden, transparent, disabled…).
        case skipped(String)
    }

    /// The entry's message, as the trace prints it.
    public var description: String {
        switch self {
        case .touchInput(let input):
            "finger \(input.fingerID) \(input.phase) at \(traceFormat(input.location))"
        case .hitTestVisit(let view, let point, let outcome):
            switch outcome {
            case .inside: "\(view).hitTest \(traceFormat(point)): inside"
            case .outside: "\(view).hitTest \(traceFormat(point)): outside"
            case .skipped(let reason): "\(view).hitTest \(traceFormat(point)): skipped (\(reason))"
            }
        case .hitTestResult(let finger, let view):
            "finger \(finger) → \(view ?? "nil")"
        case .touchDelivery(let view, let phase, let fingers):
            "\(view).\(UIWindow.methodName(for: phase)) [\(fingers.map(String.init).joined(separator: ","))]"
        case .responderForward(let responder, let method, let next):
            "\(responder).\(method) → \(next ?? "end of chain")"
        case .gestureState(let recognizer, let from, let to, let reason):
            "\(recognizer): \(from) → \(to)" + (reason.map { " (\($0))" } ?? "")
        case .gestureReset(let recognizer):
            "\(recognizer): reset → possible"
        case .gestureAction(let recognizer, let state):
            "\(recognizer) action (\(state))"
        case .actionSent(let sender, let action):
            "\(sender) → \(action)"
        case .commit(let window, let damaged, let pixels):
            "commit \(window): damaged \(DamageRegion.describe(damaged)) (\(pixels) px)"
        case .input(let input):
            TracePayload.describeInput(input)
        case .inputRefused(let refusal):
            refusal.description
        case .applicationWillTerminate:
            "application will terminate"
        case .touchesCancelledByRemoval(let fingers, let view):
            "cancelling fingers \(traceList(fingers)): \(view) leaves its window"
        case .deliveryDelayed(let view, let phase, let finger, let recognizer):
            "\(view).\(UIWindow.methodName(for: phase)) [\(finger)] delayed" + (recognizer.map { " by \($0)" } ?? "")
        case .delayedPhaseReplayed(let view, let phase):
            "replaying withheld \(UIWindow.methodName(for: phase)) to \(view)"
        case .delayedPhasesDropped(let view, let finger, let recognizer):
            "\(view): withheld phases of finger \(finger) dropped (\(recognizer) recognized)"
        case .motionDelivery(let responder, let method, let subject):
            "\(responder).\(method)(\(subject))"
        case .pressDelivery(let responder, let method, let keys):
            "\(responder).\(method) [\(keys.joined(separator: ","))]"
        case .firstResponder(let from, let to):
            "first responder: \(from ?? "nil") → \(to ?? "nil")"
        case .recognizersCollected(let finger, let recognizers):
            "finger \(finger) recognizers: \(recognizers.joined(separator: ", "))"
        case .gestureDecision(let recognizer, let decision):
            TracePayload.describe(decision, for: recognizer)
        case .control(let control, let step):
            "\(control) \(step)"
        case .actionRouted(let action, let sender, let routing):
            TracePayload.describe(routing, action: action, sender: sender)
        case .editMenu(let step):
            step.description
        case .feedback(let generator, let request):
            "\(generator) \(request)"
        case .scroll(let scrollView, let step):
            "\(scrollView) \(step)"
        case .updatePass(let view, let pass):
            TracePayload.describe(pass, on: view)
        case .markDeferred(let what, let view, let phase, let dirtied):
            if let dirtied {
                "\(what) on \(view) during the \(phase) phase dirties the \(dirtied) phase, which already ran this "
                    + "frame; deferred to the next frame"
            } else {
                "\(what) on \(view) during the \(phase) phase: deferred to the next frame"
            }
        case .unsatisfiableConstraints(let broken):
            "unsatisfiable constraints: broke \(broken)"
        case .textMeasured(let label, let purpose, let text, let width, let size, let cached):
            TracePayload.describeMeasurement(
                label: label, purpose: purpose, text: text, width: width, size: size, cached: cached)
        case .animation(let animation, let key, let layer, let phase):
            "\(animation)\(key.map { " '\($0)'" } ?? "") on \(layer) \(phase)"
        case .logged(let message):
            message
        }
    }
}
