import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Values a constraint cannot hold stop at the setter with a message (UIKit raises), instead
/// of reaching the solver and failing later with "frame contains NaN". Each body runs in a
/// child process.
@MainActor @Suite struct ConstraintValueStopTests {
    /// Runs `body` with an active width constraint in a window, in a child process that must
    /// fail, and returns what it printed on standard error.
    private static func stderrOfFailing(_ change: Int) async -> String {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [change] in
            await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 20)
                width.identifier = "width"
                width.isActive = true
                switch change {
                case 0: width.constant = .nan
                case 1: width.constant = .infinity
                case 2: width.priority = UILayoutPriority(0)
                case 3: width.priority = UILayoutPriority(1001)
                case 4: width.priority = UILayoutPriority(.nan)
                case 6:
                    _ = NSLayoutConstraint(
                        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                        multiplier: 1, constant: -.infinity)
                default:
                    _ = NSLayoutConstraint(
                        item: view, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width,
                        multiplier: .nan, constant: 0)
                }
                window.layoutIfNeeded()
            }
        }
        return String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("A NaN constant stops at the setter with a message naming the constraint")
    func nanConstant() async {
        let message = await Self.stderrOfFailing(0)
        #expect(message.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan constraint:<NSLayoutConstraint:'width'"))
        #expect(!message.contains("frame contains NaN"))
    }

    @Test("An infinite constant stops at the setter with a message")
    func infiniteConstant() async {
        let message = await Self.stderrOfFailing(1)
        #expect(message.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf constraint:"))
    }

    @Test("A priority of 0, above 1000 or NaN stops with a message")
    func priorityOutOfRange() async {
        for (change, shown) in [(2, "0"), (3, "1001"), (4, "nan")] {
            let message = await Self.stderrOfFailing(change)
            #expect(message.contains("A constraint's priority must be greater than 0 and at most 1000; you passed \(shown)"))
        }
    }

    @Test("A NaN multiplier stops at creation with a message")
    func nanMultiplier() async {
        let message = await Self.stderrOfFailing(5)
        #expect(message.contains("Multiplier is not finite!  That's illegal.  multiplier:nan"))
    }

    @Test("A non-finite constant stops at creation with UIKit's words")
    func infiniteConstantAtCreation() async {
        let message = await Self.stderrOfFailing(6)
        #expect(message.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:-inf firstItem:"))
    }
}
