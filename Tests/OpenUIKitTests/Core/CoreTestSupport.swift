import Foundation
import OpenUIKit
import OpenUIKitTesting

/// An ordered record of calls made on the recording objects of one test.
@MainActor
final class CallHistory {
    private(set) var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }

    /// Returns what was recorded since the last call, and forgets it.
    @discardableResult
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view that records its touch, hierarchy and window hooks into a shared history.
///
/// Touch methods record and, unless `handlesTouches` is false, do not call super (the view
/// handles the touch); with `handlesTouches` false they forward up the chain as UIKit's
/// defaults do.
@MainActor
class RecordingView: UIView {
    let history: CallHistory
    let name: String
    var handlesTouches = true
    /// Every touch object this view was handed, in delivery order.
    private(set) var receivedTouches: [UITouch] = []

    init(_ name: String, _ history: CallHistory, frame: CGRect = .zero) {
        self.history = history
        self.name = name
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ method: String, _ touches: Set<UITouch>) {
        history.add("\(name).\(method)(\(touches.count))")
        receivedTouches.append(contentsOf: touches)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan", touches)
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved", touches)
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded", touches)
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled", touches)
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }
}

/// A view that records the hierarchy and window hooks UIKit calls on it.
@MainActor
final class HookView: UIView {
    let history: CallHistory
    let name: String

    init(_ name: String, _ history: CallHistory) {
        self.history = history
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private static func name(of view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.accessibilityIdentifier ?? String(describing: type(of: view))
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        history.add("\(name).willMove(toSuperview: \(Self.name(of: newSuperview)))")
    }
    override func didMoveToSuperview() {
        history.add("\(name).didMoveToSuperview \(Self.name(of: superview))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        history.add("\(name).willMove(toWindow: \(Self.name(of: newWindow)))")
    }
    override func didMoveToWindow() {
        history.add("\(name).didMoveToWindow \(Self.name(of: window))")
    }
    override func didAddSubview(_ subview: UIView) {
        history.add("\(name).didAddSubview(\(Self.name(of: subview)))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        history.add("\(name).willRemoveSubview(\(Self.name(of: subview)))")
    }
}

/// A view controller with a fixed root view that records its life-cycle calls.
@MainActor
final class RecordingViewController: UIViewController {
    let history: CallHistory
    let name: String

    init(_ name: String, _ history: CallHistory) {
        self.history = history
        self.name = name
        super.init(nibName: nil, bundle: nil)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        history.add("\(name).loadView")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.accessibilityIdentifier = "\(name).view"
        view = root
    }
    override func viewDidLoad() { history.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { history.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { history.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { history.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { history.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        history.add("\(name).willMove(toParent: \(parent?.accessibilityIdentifier ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        history.add("\(name).didMove(toParent: \(parent?.accessibilityIdentifier ?? "nil"))")
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
