import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A shared history that controls, targets, views and recognizers append to; tests compare it
/// whole.
@MainActor
final class ControlHistory {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// One application with a key window whose root view controller's view is `root`.
@MainActor
struct ControlStage {
    let app: HeadlessApp
    let window: UIWindow
    let controller: UIViewController
    var root: UIView { controller.view }

    init(controller: UIViewController = UIViewController()) {
        app = HeadlessApp()
        self.controller = controller
        window = app.makeWindow(rootViewController: controller)
    }
}

/// A plain UIControl subclass that records its tracking calls.
class RecordingControl: UIControl {
    var history: ControlHistory?
    var name = "control"
    var acceptsTracking = true

    convenience init(_ name: String, frame: CGRect, history: ControlHistory) {
        self.init(frame: frame)
        self.name = name
        self.history = history
        accessibilityIdentifier = name
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        history?.add("\(name).beginTracking")
        return acceptsTracking
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        history?.add("\(name).continueTracking")
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        history?.add("\(name).endTracking")
    }
    override func cancelTracking(with event: UIEvent?) {
        history?.add("\(name).cancelTracking\(event == nil ? "(nil)" : "")")
    }
}

/// A view that records the touch methods that reach it (and forwards nothing).
final class ControlTouchLogView: UIView {
    var history: ControlHistory?
    var name = "view"

    convenience init(_ name: String, frame: CGRect, history: ControlHistory) {
        self.init(frame: frame)
        self.name = name
        self.history = history
        accessibilityIdentifier = name
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { history?.add("\(name).touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { history?.add("\(name).touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { history?.add("\(name).touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        history?.add("\(name).touchesCancelled")
    }
}

/// An object receiving target-actions in each of the three method shapes.
@MainActor
final class ControlActionTarget {
    let history: ControlHistory
    let name: String

    init(_ name: String, history: ControlHistory) {
        self.name = name
        self.history = history
    }

    func ping() { history.add("\(name).ping") }
    func tapped(_ sender: UIControl) { history.add("\(name).tapped(\(sender.accessibilityIdentifier ?? "?"))") }
    func tapped(_ sender: UIControl, with event: UIEvent?) {
        history.add("\(name).tapped(\(sender.accessibilityIdentifier ?? "?"), event: \(event == nil ? "nil" : "touches"))")
    }
}

extension UIControl {
    /// Records every single event the control sends as "name.event" into `history`.
    func recordEvents(into history: ControlHistory, as name: String, _ events: UIControl.Event = .allEvents) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, eventName) in names where events.contains(event) {
            addAction(
                UIAction(identifier: UIAction.Identifier("record.\(eventName)")) { _ in
                    history.add("\(name).\(eventName)")
                }, for: event)
        }
    }
}
