import Foundation

extension UIView {
    /// The alert action this view is the button of, for the test kit's queries (the button's
    /// class is internal); nil for every other view.
    package var alertActionOfButton: UIAlertAction? {
        (self as? AlertActionButton)?.action
    }
}
