import Testing
@testable import PortKit

@Suite("Notification observers")
struct NotificationObserverPassTests {
    static let source = """
        final class Editor: UIViewController {
            deinit {
                NotificationCenter.default.removeObserver(self)
            }
            override func viewDidLoad() {
                let center = NotificationCenter.default
                center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: store)
            }
            func pause() {
                NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {}
            @objc func becameActive() {}
        }
        """

    @Test("Selector observers become block observers holding the observer weakly, on the main actor")
    func rewrites() {
        let result = port(Self.source)
        #expect(result.ported.contains("""
                    _ = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
                        nonisolated(unsafe) let notification = notification
                        MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
                    }
            """))
        #expect(result.ported.contains("""
                    _ = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: store, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.becameActive() } }
            """))
    }

    @Test("removeObserver(self) in deinit is left alone; elsewhere it is listed, since it no longer removes anything")
    func removal() {
        let result = port(Self.source)
        #expect(result.ported.contains("NotificationCenter.default.removeObserver(self)\n"))
        #expect(result.unportable.map(\.line) == [11])
        #expect(result.unportable.first?.message.contains("keep the token") == true)
    }

    @Test("Porting the block form again changes nothing and lists the same removals")
    func idempotent() {
        let once = port(Self.source)
        let twice = Porter().port([("Input.swift", once.ported)])[0]
        #expect(twice.ported == once.ported)
        #expect(twice.rewrites.isEmpty)
        // The same removal, on its line in the ported text (the block form spans four lines).
        #expect(once.unportable.map(\.line) == [11])
        #expect(twice.unportable.map(\.line) == [14])
    }
}
