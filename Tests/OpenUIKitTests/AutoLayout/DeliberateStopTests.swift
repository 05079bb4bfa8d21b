import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view whose `draw(_:)` asks for layout, reaching back into a phase that already ran.
@MainActor
private final class LayoutMarkingInDrawView: UIView {
    override func draw(_ rect: CGRect) { setNeedsLayout() }
}

/// The misuse UIKit rejects stops the program with a precise message (each test runs its body
/// in a child process and checks that it failed and what it printed).
@MainActor @Suite struct DeliberateStopTests {
    @Test("Changing an installed constraint's priority from required to optional stops with UIKit's message")
    func requiredToOptional() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 20)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority 750 and the existing priority was 1000."
        ))
    }

    @Test("Changing an installed constraint's priority from optional to required stops with UIKit's message")
    func optionalToRequired() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 20)
                width.priority = .defaultLow
                width.isActive = true
                width.priority = .required
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("You passed priority 1000 and the existing priority was 250."))
    }

    @Test("Between optional levels, or while inactive, a priority may change freely")
    func allowedPriorityChanges() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let wide = view.widthAnchor.constraint(equalToConstant: 40)
        let narrow = view.widthAnchor.constraint(equalToConstant: 20)
        wide.priority = .defaultHigh
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow])
        app.runTurn()
        #expect(view.frame.width == 40)
        narrow.priority = UILayoutPriority(800)
        app.runTurn()
        #expect(view.frame.width == 20)
        narrow.isActive = false
        narrow.priority = .required
        narrow.isActive = true
        app.runTurn()
        #expect(view.frame.width == 20 && narrow.priority == .required)
    }

    #if DEBUG
    @Test("Marking layout while the display phase runs stops a debug build, naming the view and both phases")
    func layoutMarkedDuringDisplay() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                let view = LayoutMarkingInDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                view.accessibilityIdentifier = "painter"
                window.addSubview(view)
                view.setNeedsDisplay()
                app.runTurn()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "setNeedsLayout on painter during the display phase dirties the layout phase, which already ran this frame"))
    }
    #endif
}

@MainActor @Suite struct DirectionalMixStopTests {
    @Test("A constraint between leading and left stops with UIKit's message")
    func leadingWithLeft() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView()
                let b = UIView()
                _ = NSLayoutConstraint(
                    item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1,
                    constant: 0)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        ))
    }
}
