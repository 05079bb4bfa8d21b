import Testing
@testable import PortKit

@Suite("Selector rewriting")
struct SelectorPassTests {
    @Test("Control, gesture and bar button target-actions take method references of the enclosing type")
    func targetActions() {
        let result = port("""
            class Screen: UIViewController {
                func setUp() {
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    button.addTarget(self, action: #selector(self.changed(_:)), for: [.valueChanged])
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
                    pan.addTarget(self, action: #selector(Screen.pan(_:)))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                    let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(done))
                    navigationItem.leftBarButtonItem = .init(title: "Back", style: .plain, target: self, action: #selector(done))
                }
                @objc func tap() {}
                @objc func changed(_ sender: UISlider) {}
                @objc func pan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func done() {}
            }
            """)
        #expect(result.ported.contains("button.addTarget(self, action: Screen.tap, for: .touchUpInside)"))
        #expect(result.ported.contains("button.addTarget(self, action: Screen.changed(_:), for: [.valueChanged])"))
        #expect(result.ported.contains("UIPanGestureRecognizer(target: self, action: Screen.pan(_:))"))
        #expect(result.ported.contains("pan.addTarget(self, action: Screen.pan(_:))"))
        #expect(result.ported.contains("UIBarButtonItem(title: \"Done\", style: .done, target: self, action: Screen.done)"))
        #expect(result.ported.contains("UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Screen.done)"))
        #expect(result.ported.contains(".init(title: \"Back\", style: .plain, target: self, action: Screen.done)"))
        #expect(!result.ported.contains("#selector"))
        #expect(result.unportable.isEmpty)
    }

    @Test("Another target's type is found in the tree; an unknown one is listed")
    func otherTargets() {
        let result = port(
            """
            extension Screen {
                func wire(_ model: Model) {
                    slider.addTarget(model, action: #selector(update(_:)), for: .valueChanged)
                    slider.addTarget(nil, action: #selector(nowhere), for: .valueChanged)
                }
            }
            """, [("Model.swift", "final class Model { @objc func update(_ s: UISlider) {} }")])
        #expect(result.ported.contains("slider.addTarget(model, action: Model.update(_:), for: .valueChanged)"))
        #expect(result.unportable.count == 1)
        #expect(result.unportable.first?.line == 4)
        #expect(result.unportable.first?.message.contains("no type in the tree declares `nowhere`") == true)
    }

    @Test("A display link's selector becomes an action; a method without the link is wrapped")
    func displayLink() {
        let result = port("""
            final class Spinner: UIView {
                func start() {
                    let a = CADisplayLink(target: self, selector: #selector(step(_:)))
                    let b = CADisplayLink(target: self, selector: #selector(tick))
                }
                @objc func step(_ link: CADisplayLink) {}
                @objc func tick() {}
            }
            """)
        #expect(result.ported.contains("CADisplayLink(target: self, action: Spinner.step(_:))"))
        #expect(result.ported.contains("CADisplayLink(target: self, action: { target in { _ in target.tick() } })"))
    }

    @Test("Timer and #selector(getter:) are listed with the change to make")
    func unportable() {
        let result = port("""
            class C {
                func f() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(g), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil)
                    perform(#selector(g), with: nil, afterDelay: 1)
                    let s = #selector(getter: UIView.frame)
                }
                @objc func g() {}
            }
            """)
        #expect(result.unportable.map(\.line) == [3, 6])
        #expect(result.unportable[0].message.contains("runLoop.schedule"))
    }
}

@Suite("Unportable code")
struct UnportableScanPassTests {
    @Test("The Objective-C runtime, key-value observing, storyboards and Selector values are listed with file and line")
    func lists() {
        let result = port("""
            class Loader {
                var action: Selector?
                func load() {
                    let type = NSClassFromString("Screen")
                    method_exchangeImplementations(a, b)
                    let token = view.observe(\\.frame) { _, _ in }
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    let path = #keyPath(UIView.frame)
                }
            }
            """)
        #expect(result.unportable.map(\.line) == [2, 4, 5, 6, 7, 8])
        #expect(result.ported == result.original)
        #expect(result.unportable[2].description.hasPrefix("Input.swift:5: `method_exchangeImplementations(…)`"))
    }
}

@Suite("Delayed performs")
struct PerformSelectorPassTests {
    @Test("perform with a delay is scheduled on the application's run loop, target and argument taken at the call")
    func delayed() {
        let result = port("""
            final class Toast: UIView {
                func show(_ message: String) {
                    perform(#selector(hide), with: nil, afterDelay: 2)
                    model.perform(#selector(Model.load(_:)), with: message, afterDelay: 0.5)
                    perform(#selector(hide))
                    let unmanaged = perform(#selector(hide))
                }
                @objc func hide() {}
            }
            """)
        #expect(result.ported.contains("UIApplication.shared.runLoop.schedule(after: 2) { [target = self] _ in target.hide() }"))
        #expect(result.ported.contains("UIApplication.shared.runLoop.schedule(after: 0.5) { [target = model, argument = message] _ in target.load(argument) }"))
        #expect(result.ported.contains("        self.hide()\n"))
        #expect(result.unportable.map(\.line) == [6])
    }
}
