import Foundation
import OpenUIKit

extension RecordedEvent {
    /// One `UIViewController` callback, as ``RecordedEvent/viewController(_:_:)`` records it,
    /// with what the call was told: the animated flag of an appearance callback, the size of a
    /// transition, the parent named in a containment call, the traits that changed.
    public enum ViewControllerCall: Equatable, Sendable, CustomStringConvertible {
        /// `loadView()`.
        case loadView
        /// `viewDidLoad()`.
        case viewDidLoad
        /// `viewWillAppear(_:)`.
        case viewWillAppear(_ animated: Bool)
        /// `viewIsAppearing(_:)`.
        case viewIsAppearing(_ animated: Bool)
        /// `viewDidAppear(_:)`.
        case viewDidAppear(_ animated: Bool)
        /// `viewWillDisappear(_:)`.
        case viewWillDisappear(_ animated: Bool)
        /// `viewDidDisappear(_:)`.
        case viewDidDisappear(_ animated: Bool)
        /// `viewWillLayoutSubviews()`.
        case viewWillLayoutSubviews
        /// `viewDidLayoutSubviews()`.
        case viewDidLayoutSubviews
        /// `updateViewConstraints()`.
        case updateViewConstraints
        /// `viewSafeAreaInsetsDidChange()`.
        case viewSafeAreaInsetsDidChange
        /// `viewWillTransition(to:with:)`, with the size the root view is about to take.
        case viewWillTransition(to: CGSize)
        /// `willMove(toParent:)`; `parent` is the parent's name (its `accessibilityIdentifier`,
        /// else its class), nil when the controller is about to leave its parent.
        case willMove(toParent: String?)
        /// `didMove(toParent:)`, the parent named as in ``willMove(toParent:)``; nil after the
        /// controller left its parent.
        case didMove(toParent: String?)
        /// `traitCollectionDidChange(_:)`; `changed` names the traits whose values differ from
        /// the previous collection (`UserInterfaceStyle`, `HorizontalSizeClass`, …), sorted.
        case traitCollectionDidChange(changed: [String])

        /// The callback as a test log prints it: `loadView`, `viewWillAppear(true)`,
        /// `viewWillTransition(to: 480x320)`, `willMove(toParent: Nav)`,
        /// `didMove(toParent: nil)`, `traitCollectionDidChange(UserInterfaceStyle)`.
        public var description: String {
            switch self {
            case .loadView: "loadView"
            case .viewDidLoad: "viewDidLoad"
            case .viewWillAppear(let animated): "viewWillAppear(\(animated))"
            case .viewIsAppearing(let animated): "viewIsAppearing(\(animated))"
            case .viewDidAppear(let animated): "viewDidAppear(\(animated))"
            case .viewWillDisappear(let animated): "viewWillDisappear(\(animated))"
            case .viewDidDisappear(let animated): "viewDidDisappear(\(animated))"
            case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
            case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
            case .updateViewConstraints: "updateViewConstraints"
            case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
            case .viewWillTransition(let size):
                "viewWillTransition(to: \(RecordedEvent.format(size.width))x\(RecordedEvent.format(size.height)))"
            case .willMove(let parent): "willMove(toParent: \(parent ?? "nil"))"
            case .didMove(let parent): "didMove(toParent: \(parent ?? "nil"))"
            case .traitCollectionDidChange(let changed): "traitCollectionDidChange(\(changed.joined(separator: ", ")))"
            }
        }

        /// Whether this is one of the layout callbacks (``viewWillLayoutSubviews`` or
        /// ``viewDidLayoutSubviews``), for filtering them out of a history.
        public var isLayout: Bool {
            switch self {
            case .viewWillLayoutSubviews, .viewDidLayoutSubviews: true
            default: false
            }
        }
    }
}
