import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A shared history that views, recognizers and actions append to, compared whole in tests.
@MainActor
final class GestureHistory {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// A view that records the touch methods it receives (and does not forward them).
class TouchLogView: UIView {
    var history: GestureHistory?
    var name = "view"
    /// Per finger id: the phases this view saw, to check "ended or cancelled exactly once".
    var phasesByFinger: [Int: [UITouch.Phase]] = [:]

    convenience init(_ name: String, frame: CGRect, history: GestureHistory) {
        self.init(frame: frame)
        self.name = name
        self.history = history
        accessibilityIdentifier = name
    }

    private func log(_ method: String, _ touches: Set<UITouch>, _ phase: UITouch.Phase) {
        let ids = touches.map(\.fingerID).sorted()
        for id in ids { phasesByFinger[id, default: []].append(phase) }
        history?.add("\(name).\(method)\(ids.count > 1 ? " \(ids)" : "")")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesBegan", touches, .began) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesMoved", touches, .moved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("touchesEnded", touches, .ended) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesCancelled", touches, .cancelled)
    }
}

/// A tap recognizer that records the touch methods it receives, as seed 003 prints them.
final class LoggingTap: UITapGestureRecognizer {
    var history: GestureHistory?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        history?.add("\(name ?? "tap").touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        history?.add("\(name ?? "tap").touchesMoved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        history?.add("\(name ?? "tap").touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        history?.add("\(name ?? "tap").touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// An object receiving recognizer actions through unbound method references.
@MainActor
final class GestureActionLog {
    let history: GestureHistory
    init(_ history: GestureHistory) { self.history = history }

    func handle(_ recognizer: UIGestureRecognizer) {
        history.add("\(recognizer.name ?? "recognizer") action \(recognizer.state)")
    }
}

/// A delegate whose answers are set per test.
@MainActor
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var shouldReceive: (UITouch) -> Bool = { _ in true }
    var requireFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive(touch)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailureOf(gestureRecognizer, otherGestureRecognizer) }
}

/// A window with one 200×200 recording view at (50, 50) inside the root view.
@MainActor
struct GestureStage {
    let app: HeadlessApp
    let history = GestureHistory()
    let view: TouchLogView
    let root: UIView

    init() {
        app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        root = controller.view
        view = TouchLogView("view", frame: CGRect(x: 50, y: 50, width: 200, height: 200), history: history)
        root.addSubview(view)
    }

    func tap(_ name: String, taps: Int = 1, on target: UIView? = nil) -> LoggingTap {
        let tap = LoggingTap()
        tap.name = name
        tap.numberOfTapsRequired = taps
        tap.history = history
        let recorder = GestureActionLog(history)
        recorders.append(recorder)
        tap.addTarget(recorder, action: GestureActionLog.handle)
        (target ?? view).addGestureRecognizer(tap)
        return tap
    }

    func record(_ recognizer: UIGestureRecognizer, as name: String) {
        recognizer.name = name
        let recorder = GestureActionLog(history)
        recorders.append(recorder)
        recognizer.addTarget(recorder, action: GestureActionLog.handle)
    }

    private let recorderBox = GestureTargetBox()
    private var recorders: [GestureActionLog] {
        get { recorderBox.items }
        nonmutating set { recorderBox.items = newValue }
    }
}

/// Keeps action targets alive for a test (targets are held weakly by recognizers).
@MainActor
final class GestureTargetBox {
    var items: [GestureActionLog] = []
}
