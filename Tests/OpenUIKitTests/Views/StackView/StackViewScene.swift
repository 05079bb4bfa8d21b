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
        app = HeadlessApp(device: .bareScreen)
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

    /// The identifiers of the stack's generated constraints, sorted. (Constraints on one
    /// item, such as `UISV-hiding`, are installed on that item here, not on the stack, so
    /// the stack's own list is read.)
    var identifiers: [String] { stack.arrangementConstraints.compactMap(\.identifier).sorted() }

    /// How many of the stack's generated constraints carry `identifier`.
    func count(_ identifier: String) -> Int {
        stack.arrangementConstraints.filter { $0.identifier == identifier }.count
    }
}

/// Whether two lists of solved values agree to within solver rounding (1e-9 points).
func close(_ lhs: [CGFloat], _ rhs: [CGFloat]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-9 }
}

/// Whether two solved rectangles agree to within solver rounding (1e-9 points).
func close(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    close([lhs.minX, lhs.minY, lhs.width, lhs.height], [rhs.minX, rhs.minY, rhs.width, rhs.height])
}
