import Foundation

extension UIBarButtonItem {
    /// Creates a system item that calls `action`, an unbound method of `target` taking the
    /// item, when tapped. The target is not retained.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        configure(as: systemItem)
        setTarget(target, action: action)
    }

    /// Creates a system item that calls `action`, an unbound method of `target` taking no
    /// argument, when tapped.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init()
        configure(as: systemItem)
        setTarget(target, action: action)
    }

    /// Creates a system item with no action (`target: nil, action: nil` in UIKit): a space,
    /// or an item whose action is added later.
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init()
        configure(as: systemItem)
    }

    /// Creates a system item that runs `primaryAction` when tapped, or shows `menu` when it
    /// has no action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        configure(as: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space that shares a bar's leftover width with the other flexible spaces.
    // UIKit divergence: returns UIBarButtonItem rather than Self (a subclass calling it gets
    // a plain item): Self would need a required initializer every subclass must repeat.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// A space `width` points wide.
    // UIKit divergence: returns UIBarButtonItem rather than Self (see flexibleSpace()).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func configure(as systemItem: SystemItem) {
        self.systemItem = systemItem
        switch systemItem {
        case .flexibleSpace: space = .flexible
        case .fixedSpace: space = .fixed
        default: break
        }
        if systemItem.isBold { style = .done }
    }
}
