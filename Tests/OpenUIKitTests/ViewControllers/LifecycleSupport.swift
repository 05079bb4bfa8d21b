import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A shared, ordered record of lifecycle callbacks.
@MainActor
final class LifecycleLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }

    /// Returns what was recorded since the last call, and forgets it.
    @discardableResult
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller that records every lifecycle callback, with its animated flag, as
/// "Name.callback(flag)".
@MainActor
class LifecycleController: UIViewController {
    let log: LifecycleLog
    let name: String
    /// Record layout callbacks too (off for controllers whose layout timing is not the point).
    var recordsLayout = true
    /// Record `viewSafeAreaInsetsDidChange` (off: a navigation bar changes every child's).
    var recordsSafeArea = false

    init(_ name: String, _ log: LifecycleLog) {
        self.log = log
        self.name = name
        super.init(nibName: nil, bundle: nil)
        accessibilityIdentifier = name
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        log.add("\(name).loadView")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .white
        view = root
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { if recordsLayout { log.add("\(name).viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if recordsLayout { log.add("\(name).viewDidLayoutSubviews") } }
    override func viewSafeAreaInsetsDidChange() { if recordsSafeArea { log.add("\(name).viewSafeAreaInsetsDidChange") } }
    override func updateViewConstraints() {
        log.add("\(name).updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(toParent: \(parent?.accessibilityIdentifier ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(toParent: \(parent?.accessibilityIdentifier ?? "nil"))")
    }
}

/// A navigation controller delegate that records will/did show.
@MainActor
final class NavigationDelegateRecorder: UINavigationControllerDelegate {
    let log: LifecycleLog
    init(_ log: LifecycleLog) { self.log = log }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.add("delegate.willShow(\(viewController.accessibilityIdentifier ?? "?"), \(animated))")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.add("delegate.didShow(\(viewController.accessibilityIdentifier ?? "?"), \(animated))")
    }
}

/// Callback names for a controller's first appearance with its layout.
func appearing(_ name: String, animated: Bool = false) -> [String] {
    [
        "\(name).viewWillAppear(\(animated))", "\(name).viewIsAppearing(\(animated))",
        "\(name).viewWillLayoutSubviews", "\(name).viewDidLayoutSubviews",
    ]
}
