import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A view that records the hierarchy and window hooks UIKit calls on it as
/// `.call(name, method, arguments:)`: a `willMove`'s destination (`toSuperview: P`), the view
/// added or removed, and for the `didMove` hooks, which take no argument, the superview or
/// window the view has when called (`superview: P`, `window: nil`).
@MainActor
final class HookView: UIView {
    let recorder: EventRecorder
    let name: String

    init(_ name: String, _ recorder: EventRecorder) {
        self.recorder = recorder
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private static func name(of view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    private func record(_ method: String, _ argument: String) {
        recorder.record(.call(name, method, arguments: [argument]))
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        record("willMove", "toSuperview: \(Self.name(of: newSuperview))")
    }
    override func didMoveToSuperview() { record("didMoveToSuperview", "superview: \(Self.name(of: superview))") }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMove", "toWindow: \(Self.name(of: newWindow))") }
    override func didMoveToWindow() { record("didMoveToWindow", "window: \(Self.name(of: window))") }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview", Self.name(of: subview)) }
    override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview", Self.name(of: subview)) }
}

/// The kit's `RecordingViewController` with a fixed 10 × 10 root view named "NAME.view" and
/// without layout callbacks: the core tests are about loading, appearance and containment.
@MainActor
final class FixedRootController: RecordingViewController {
    override init(_ name: String, recorder: EventRecorder) {
        super.init(name, recorder: recorder)
        recordsLayout = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        super.loadView()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.accessibilityIdentifier = "\(name).view"
        view = root
    }
}

/// A plain view named for traces.
@MainActor
func namedView(_ name: String, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = name
    return view
}

/// A root view controller whose view is named for traces.
@MainActor
func namedController(_ name: String = "VC", viewName: String = "Root") -> UIViewController {
    let controller = UIViewController()
    controller.accessibilityIdentifier = name
    controller.view.accessibilityIdentifier = viewName
    return controller
}

extension CGPoint {
    /// Whether both coordinates are within `tolerance` of `other`'s.
    func isClose(to other: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension CGRect {
    /// Whether every edge is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
