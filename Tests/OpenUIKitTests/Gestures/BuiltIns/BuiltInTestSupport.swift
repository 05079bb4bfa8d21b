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

/// The whole history of one test: recognizer actions and view touch methods, in order.
@MainActor
final class BuiltInTrace {
    var lines: [String] = []

    /// Returns what was recorded since the last call, and forgets it.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// A view that records the touch methods it gets, with finger ids: "view.touchesBegan[1]".
final class BuiltInTouchView: UIView {
    var trace: BuiltInTrace?
    var name = "view"

    private func log(_ method: String, _ touches: Set<UITouch>) {
        let ids = touches.map { String($0.fingerID) }.sorted().joined(separator: ",")
        trace?.lines.append("\(name).\(method)[\(ids)]")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesBegan", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesEnded", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesCancelled", touches) }
}

/// A delegate that lets every pair of recognizers recognize together.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A headless app on the default 390×844 screen with one full-window recording view.
/// View touch methods are recorded only when `recordsViewTouches` is set.
@MainActor
struct BuiltInStage {
    let app: HeadlessApp
    let window: UIWindow
    let view: BuiltInTouchView
    let trace = BuiltInTrace()

    init(recordsViewTouches: Bool = false) {
        app = HeadlessApp()
        app.trace.isEnabled = true
        window = app.makeWindow()
        view = BuiltInTouchView(frame: window.bounds)
        if recordsViewTouches { view.trace = trace }
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
    /// "name.state" followed by `describe(recognizer)`.
    @discardableResult
    func attach<Recognizer: UIGestureRecognizer>(
        _ recognizer: Recognizer, as name: String, to target: UIView? = nil,
        describe: @escaping @MainActor (Recognizer) -> String = { _ in "" }
    ) -> Recognizer {
        recognizer.name = name
        let trace = trace
        recognizer.addAction { sender in
            guard let sender = sender as? Recognizer else { return }
            trace.lines.append("\(name).\(sender.state)\(describe(sender))")
        }
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }
}
