import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Formats a number for traces: at most two decimals, no trailing zeros, no "-0".
func builtInFormat(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Formats a point or vector as "(x,y)".
func builtInFormat(_ point: CGPoint) -> String {
    "(\(builtInFormat(point.x)),\(builtInFormat(point.y)))"
}

extension RecordedEvent {
    /// The built-in recognizer named `name` sent its action in `state`; `value` is what the
    /// test read from the recognizer then (a translation, a scale, a location…, as
    /// ``builtInFormat(_:)`` prints it), empty when it reads nothing: then the event is a plain
    /// ``RecordedEvent/gestureAction(_:state:)``.
    static func builtIn(_ name: String, _ state: UIGestureRecognizer.State, _ value: String = "") -> RecordedEvent {
        value.isEmpty ? .gestureAction(name, state: state) : .call(name, "action", arguments: ["\(state)", value])
    }
}

/// A delegate that lets every pair of recognizers recognize together.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A headless app on the default 390×844 screen with one full-window view, a recording one
/// (named "view", so its touch locations are window coordinates) when `recordsViewTouches`
/// is set; the recognizers' actions go to the same recorder.
@MainActor
struct BuiltInStage {
    let app: HeadlessApp
    let window: UIWindow
    let view: UIView
    let recorder = EventRecorder()

    init(recordsViewTouches: Bool = false) {
        app = HeadlessApp()
        app.trace.isEnabled = true
        window = app.makeWindow()
        view =
            recordsViewTouches
            ? RecordingView("view", recorder: recorder, frame: window.bounds) : UIView(frame: window.bounds)
        window.addSubview(view)
    }

    /// The state changes the event trace recorded for the recognizer named `name`, e.g.
    /// "possible → failed" (resets to possible left out).
    func transitions(of name: String) -> [String] {
        app.trace.lines([.gesture]).compactMap { line in
            let prefix = "\(name): "
            guard line.hasPrefix(prefix), !line.contains("reset → possible") else { return nil }
            return String(line.dropFirst(prefix.count))
        }
    }

    /// Adds `recognizer` to `target` (the stage view by default) and records each action as
    /// `.builtIn(name, state, describe(recognizer))`.
    @discardableResult
    func attach<Recognizer: UIGestureRecognizer>(
        _ recognizer: Recognizer, as name: String, to target: UIView? = nil,
        describe: @escaping @MainActor (Recognizer) -> String = { _ in "" }
    ) -> Recognizer {
        recognizer.name = name
        let recorder = recorder
        recognizer.addAction { sender in
            guard let sender = sender as? Recognizer else { return }
            recorder.record(.builtIn(name, sender.state, describe(sender)))
        }
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }
}
