import Foundation

/// Lets the sheet's pan begin only on the sheet itself.
@MainActor
final class SheetGestureGate: UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?
    init(sheet: UISheetPresentationController) { self.sheet = sheet }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let sheet, let container = sheet.containerView else { return false }
        return sheet.acceptsDrag(at: touch.location(in: container))
    }
}
