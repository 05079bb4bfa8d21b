import Foundation

extension UIView {
    /// Whether the receiver is the view of a view controller shown by a navigation or tab bar
    /// controller: a scroll view in that place has its top and bottom insets adjusted for the
    /// bars under `.automatic` whether or not it can scroll, as UIKit does.
    package var isViewOfControllerInBarContainer: Bool {
        guard let controller = owningViewController else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }
}
