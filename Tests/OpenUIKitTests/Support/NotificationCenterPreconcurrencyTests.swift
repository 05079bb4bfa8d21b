import Foundation
import OpenUIKit
import Testing

/// `addObserver(forName:object:queue:using:)` as iOS code uses it from a view controller: the
/// block may call the controller's methods, and an observer on `.main` runs inside `post` when
/// the post comes from the main actor (Linux's Foundation queued it and waited, which hangs a
/// test whose main-actor work runs off the main thread).
@MainActor @Suite struct NotificationCenterPreconcurrencyTests {
    final class Screen: UIViewController {
        var reloads = 0
        var token: NSObjectProtocol?

        func observe(_ center: NotificationCenter, queue: OperationQueue?) {
            token = center.addObserver(forName: Notification.Name("Changed"), object: nil, queue: queue) { [weak self] _ in
                MainActor.assumeIsolated { self?.reload() }
            }
        }

        func reload() { reloads += 1 }
    }

    @Test("An observer on the main queue runs inside post when posted from the main actor", arguments: [true, false])
    func mainQueueRunsInline(onMainQueue: Bool) {
        let center = NotificationCenter()
        let screen = Screen()
        screen.observe(center, queue: onMainQueue ? .main : nil)
        center.post(name: Notification.Name("Changed"), object: nil)
        #expect(screen.reloads == 1, "the block ran before post returned")
        center.post(name: Notification.Name("Other"), object: nil)
        #expect(screen.reloads == 1, "other names are not delivered")
        center.removeObserver(screen.token!)
        center.post(name: Notification.Name("Changed"), object: nil)
        #expect(screen.reloads == 1, "a removed observer hears nothing")
    }

    @Test("A main-queue observer posted from another thread runs on the main actor before post returns")
    func mainQueueFromAnotherThread() async {
        let center = NotificationCenter()
        let screen = Screen()
        screen.observe(center, queue: .main)
        let box = UncheckedCenter(center: center)
        await Task.detached {
            box.center.post(name: Notification.Name("Changed"), object: nil)
        }.value
        #expect(screen.reloads == 1)
    }

    struct UncheckedCenter: @unchecked Sendable {
        let center: NotificationCenter
    }
}
