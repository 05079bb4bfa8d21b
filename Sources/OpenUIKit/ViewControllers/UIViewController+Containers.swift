import Foundation

extension UIViewController {
    /// The closest navigation controller above the receiver (or the receiver's presenter's).
    public var navigationController: UINavigationController? {
        var current = parent_
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent_
        }
        return nil
    }

    /// The closest tab bar controller above the receiver.
    public var tabBarController: UITabBarController? {
        var current = parent_
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent_
        }
        return nil
    }
}
