import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A navigation controller delegate that records will/did show as
/// `delegate.willShow(B, false)` calls.
@MainActor
final class NavigationDelegateRecorder: UINavigationControllerDelegate {
    let recorder: EventRecorder
    init(_ recorder: EventRecorder) { self.recorder = recorder }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record(.call("delegate", "willShow", arguments: [viewController.accessibilityIdentifier ?? "?", "\(animated)"]))
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record(.call("delegate", "didShow", arguments: [viewController.accessibilityIdentifier ?? "?", "\(animated)"]))
    }
}

/// `calls` made on the controller named `controller`, in order.
func lifecycle(_ controller: String, _ calls: RecordedEvent.ViewControllerCall...) -> [RecordedEvent] {
    calls.map { .viewController(controller, $0) }
}

/// A controller's first appearance with its layout: will appear, is appearing, will and did
/// lay out.
func appearing(_ name: String, animated: Bool = false) -> [RecordedEvent] {
    lifecycle(name, .viewWillAppear(animated), .viewIsAppearing(animated), .viewWillLayoutSubviews, .viewDidLayoutSubviews)
}
