import Foundation
import OpenUIKit

/// A view controller that records each appearance, layout, containment and trait callback
/// UIKit makes on it as ``RecordedEvent/viewController(_:_:)`` into an ``EventRecorder``, then
/// does what `UIViewController` does.
///
/// Give every controller of a test the same recorder to see UIKit's order across them —
/// a push, a presentation, a tab switch — and compare the history whole:
///
/// ```swift
/// let recorder = EventRecorder()
/// let root = RecordingViewController("A", recorder: recorder)
/// app.makeWindow(rootViewController: root)
/// #expect(recorder.take() == [
///     .viewController("A", .loadView), .viewController("A", .viewDidLoad),
///     .viewController("A", .viewWillAppear(false)), .viewController("A", .viewIsAppearing(false)),
///     .viewController("A", .viewWillLayoutSubviews), .viewController("A", .viewDidLayoutSubviews),
///     .viewController("A", .viewDidAppear(false)),
/// ])
/// ```
///
/// Each callback is recorded on entry, before `super` (so a parent's `viewWillTransition(to:with:)`
/// comes before its children's, which `super` calls). `loadView()` is recorded and then makes
/// UIKit's default root view; a subclass that builds its own view overrides `loadView()`, calls
/// `super` to keep the recording and then sets `view`. Subclass it to add behaviour to any other
/// callback; call `super` to keep the recording. Three families can be switched off or on:
/// layout callbacks (``recordsLayout``), safe-area changes (``recordsSafeArea``) and trait
/// changes (``recordsTraitChanges``).
@MainActor @preconcurrency
open class RecordingViewController: UIViewController {
    /// Where the callbacks are recorded.
    public let recorder: EventRecorder
    /// The name the events carry (also the controller's `accessibilityIdentifier` unless it had
    /// one, so a child's `willMove(toParent:)` names this controller by it).
    public let name: String
    /// Whether `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` are recorded. Default
    /// true: where layout falls between the appearance callbacks is part of UIKit's order.
    /// Switch it off for a controller whose layout timing is not what the test is about.
    public var recordsLayout = true
    /// Whether `viewSafeAreaInsetsDidChange()` is recorded. Default false: a navigation bar,
    /// a tab bar or a window's insets change the safe area of every controller below them.
    public var recordsSafeArea = false
    /// Whether `traitCollectionDidChange(_:)` is recorded. Default false: entering a window
    /// changes every trait of every controller.
    public var recordsTraitChanges = false

    /// Creates a controller named `name` recording into `recorder`.
    public init(_ name: String, recorder: EventRecorder) {
        self.recorder = recorder
        self.name = name
        super.init(nibName: nil, bundle: nil)
        if accessibilityIdentifier == nil { accessibilityIdentifier = name }
    }

    public required init?(coder: NSCoder) {
        fatalError("RecordingViewController does not support init(coder:); use init(_:recorder:)")
    }

    /// Records `call` about this controller.
    private func record(_ call: RecordedEvent.ViewControllerCall) {
        recorder.record(.viewController(name, call))
    }

    /// The name a parent is recorded by: its `accessibilityIdentifier`, else its class.
    private static func name(of controller: UIViewController?) -> String? {
        controller.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) }
    }

    open override func loadView() {
        record(.loadView)
        super.loadView()
    }

    open override func viewDidLoad() {
        record(.viewDidLoad)
        super.viewDidLoad()
    }

    open override func viewWillAppear(_ animated: Bool) {
        record(.viewWillAppear(animated))
        super.viewWillAppear(animated)
    }

    open override func viewIsAppearing(_ animated: Bool) {
        record(.viewIsAppearing(animated))
        super.viewIsAppearing(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        record(.viewDidAppear(animated))
        super.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        record(.viewWillDisappear(animated))
        super.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        record(.viewDidDisappear(animated))
        super.viewDidDisappear(animated)
    }

    open override func viewWillLayoutSubviews() {
        if recordsLayout { record(.viewWillLayoutSubviews) }
        super.viewWillLayoutSubviews()
    }

    open override func viewDidLayoutSubviews() {
        if recordsLayout { record(.viewDidLayoutSubviews) }
        super.viewDidLayoutSubviews()
    }

    open override func updateViewConstraints() {
        record(.updateViewConstraints)
        super.updateViewConstraints()
    }

    open override func viewSafeAreaInsetsDidChange() {
        if recordsSafeArea { record(.viewSafeAreaInsetsDidChange) }
        super.viewSafeAreaInsetsDidChange()
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        record(.viewWillTransition(to: size))
        super.viewWillTransition(to: size, with: coordinator)
    }

    open override func willMove(toParent parent: UIViewController?) {
        record(.willMove(toParent: Self.name(of: parent)))
        super.willMove(toParent: parent)
    }

    open override func didMove(toParent parent: UIViewController?) {
        record(.didMove(toParent: Self.name(of: parent)))
        super.didMove(toParent: parent)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if recordsTraitChanges {
            let previous = previousTraitCollection ?? .unspecified
            record(.traitCollectionDidChange(changed: traitCollection.changedTraitNames(from: previous)))
        }
        super.traitCollectionDidChange(previousTraitCollection)
    }
}
