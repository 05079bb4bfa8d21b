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
                NotificationCenter.default.removeObserver(self)
            }
            @objc func keyboardWillShow(_ notification: Notification) {}
            @objc func becameActive() {}
        }
        """

    @Test("Selector observers become method references of the observer's type, as target-action does")
    func rewrites() {
        let result = port(Self.source)
        #expect(result.ported.contains("""
                    center.addObserver(self, selector: Editor.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
            """))
        #expect(result.ported.contains("""
                    NotificationCenter.default.addObserver(self, selector: Editor.becameActive, name: UIApplication.didBecomeActiveNotification, object: store)
            """))
        #expect(!result.ported.contains("forName:"))
    }

    @Test("removeObserver calls are left alone and not listed: the method-reference observers are removed through the observer")
    func removal() {
        let result = port(Self.source)
        #expect(result.ported.components(separatedBy: "NotificationCenter.default.removeObserver(self)\n").count == 3)
        #expect(result.ported.contains("NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)"))
        #expect(result.unportable.isEmpty)
    }

    @Test("Another observer is referenced through the only type declaring the method")
    func otherObserver() {
        let source = """
            final class Model {
                func reload(_ notification: Notification) {}
            }
            final class Screen: UIViewController {
                let model = Model()
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(model, selector: #selector(Model.reload(_:)), name: .didChange, object: nil)
                    NotificationCenter.default.addObserver(model, selector: #selector(reload(_:)), name: .didChange, object: nil)
                }
            }
            """
        let result = port(source)
        #expect(result.ported.components(separatedBy: "addObserver(model, selector: Model.reload(_:), name: .didChange, object: nil)").count == 3)
        #expect(result.unportable.isEmpty)
    }

    @Test("Porting the result again changes nothing")
    func idempotent() {
        let once = port(Self.source)
        let twice = Porter().port([("Input.swift", once.ported)])[0]
        #expect(twice.ported == once.ported)
        #expect(twice.rewrites.isEmpty)
        #expect(twice.unportable.isEmpty)
    }
}
