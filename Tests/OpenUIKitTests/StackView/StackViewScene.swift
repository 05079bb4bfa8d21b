import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A window with a stack view in it, for stack-view tests. The stack either has a fixed
/// frame (it translates its autoresizing mask) or, with `pinned`, is pinned by its top and
/// leading edges only so it takes the size of its content.
@MainActor
struct StackViewScene {
    let app: HeadlessApp
    let window: UIWindow
    let stack: UIStackView

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 100), pinned: Bool = false, configure: (UIStackView) -> Void = { _ in }) {
        app = HeadlessApp()
        window = app.makeWindow()
        stack = UIStackView()
        stack.accessibilityIdentifier = "stack"
        configure(stack)
        window.addSubview(stack)
        if pinned {
            stack.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: frame.minY),
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: frame.minX),
            ])
        } else {
            stack.frame = frame
        }
        app.runTurn()
    }

    /// A view with a fixed intrinsic size, named for logs.
    static func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> IntrinsicView {
        IntrinsicView(name, CGSize(width: width, height: height))
    }

    func layout() { app.runTurn() }

    /// The identifiers of the stack's generated constraints, sorted.
    var identifiers: [String] { stack.constraints.compactMap(\.identifier).sorted() }

    /// How many of the stack's constraints carry `identifier`.
    func count(_ identifier: String) -> Int { stack.constraints.filter { $0.identifier == identifier }.count }
}
