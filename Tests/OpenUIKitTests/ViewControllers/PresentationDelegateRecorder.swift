import Foundation
import OpenUIKit
import OpenUIKitTesting

/// An adaptive, sheet and popover delegate that records its calls as actions
/// ("shouldDismiss", "willDismiss", "didDismiss", "didAttempt", "detent:<id>") and answers
/// with the styles and permissions the test sets.
@MainActor
final class PresentationDelegateRecorder: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    let recorder: EventRecorder
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?

    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptiveStyle ?? controller.adaptivePresentationStyle(for: traitCollection)
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        recorder.record(.action("shouldDismiss"))
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        recorder.record(.action("willDismiss"))
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        recorder.record(.action("didDismiss"))
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        recorder.record(.action("didAttempt"))
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        recorder.record(.action("detent:\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")"))
    }
}
