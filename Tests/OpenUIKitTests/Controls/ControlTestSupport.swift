import Foundation
import OpenUIKit
import OpenUIKitTesting

/// One application with a key window whose root view controller's view is `root`.
@MainActor
struct ControlStage {
    let app: HeadlessApp
    let window: UIWindow
    let controller: UIViewController
    var root: UIView { controller.view }

    init(controller: UIViewController = UIViewController(), layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        app = HeadlessApp(layoutDirection: layoutDirection)
        self.controller = controller
        window = app.makeWindow(rootViewController: controller)
    }
}

/// An object receiving target-actions in each of the three method shapes, recording each call
/// as `.call(name, method, arguments:)`: the sender's name, then the event's type or "nil".
@MainActor
final class ControlActionTarget {
    let recorder: EventRecorder
    let name: String

    init(_ name: String, recorder: EventRecorder) {
        self.name = name
        self.recorder = recorder
    }

    func ping() { recorder.record(.call(name, "ping")) }
    func tapped(_ sender: UIControl) { recorder.record(.call(name, "tapped", arguments: [Self.name(of: sender)])) }
    func tapped(_ sender: UIControl, with event: UIEvent?) {
        recorder.record(.call(name, "tapped", arguments: [Self.name(of: sender), event.map { "\($0.type)" } ?? "nil"]))
    }

    private static func name(of sender: UIControl) -> String { sender.accessibilityIdentifier ?? "?" }
}
