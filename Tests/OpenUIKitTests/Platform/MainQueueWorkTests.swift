import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Work an action defers to the main queue or a main-actor task, as iOS code does all the time,
/// in a test: a Swift Testing test is itself main-queue work, so what it queues runs when the
/// test suspends — the first `await` — in the order it was queued, as an iOS test sees it run
/// while it waits.
@MainActor
@Suite("Main-queue work in tests")
struct MainQueueWorkTests {
    /// A screen whose button defers its label's update to the main queue and then to a task.
    private func makeScreen(_ app: HeadlessApp) -> (UIButton, UILabel, Box) {
        let controller = UIViewController()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        let order = Box()
        button.addAction(UIAction { [weak label] _ in
            order.entries.append("action")
            DispatchQueue.main.async {
                order.entries.append("main queue")
                label?.text = "Loaded"
            }
            Task { @MainActor in order.entries.append("task") }
        }, for: .touchUpInside)
        controller.view.addSubview(button)
        controller.view.addSubview(label)
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        return (button, label, order)
    }

    @Test("Deferred work waits while the test runs, then runs in queue order at the test's first await")
    func runsWhenTheTestSuspends() async {
        let app = HeadlessApp()
        let (button, label, order) = makeScreen(app)
        app.tap(button)
        #expect(order.entries == ["action"])
        #expect(label.text == nil)
        await Task.yield()
        #expect(order.entries == ["action", "main queue", "task"])
        #expect(label.text == "Loaded")
        // The next turn lays the new text out and draws it.
        app.runUntilIdle()
        #expect(label.intrinsicContentSize.width > 0)
    }

    @Test("Inside a test the pump cannot run the main queue: the test holds it until it suspends")
    func pumpCannotRunInsideATest() async {
        #expect(MainQueuePump().canRunQueuedWork() == false)
        // The probe's block did not run then; it runs once the test suspends.
        await Task.yield()
    }

    @Test("UIApplicationMain started from a test logs that the main queue runs only when the test suspends")
    func launcherSaysWhenItCannotRunTheMainQueue() throws {
        setenv("OPENUIKIT_HEADLESS", "1", 1)
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
        let application = UIApplication.shared
        defer { application.resignCurrent() }
        #expect(status == 0)
        #expect(application.log.messages.contains { $0.contains("started from inside a main-queue job") })
    }
}

/// What the deferred work did, in order.
@MainActor
private final class Box {
    var entries: [String] = []
}
