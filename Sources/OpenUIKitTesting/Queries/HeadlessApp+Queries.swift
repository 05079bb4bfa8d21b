import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Every view of the application's windows (the windows themselves included), window by
    /// window in `UIApplication.windows` order, each tree depth-first with a superview before
    /// its subviews and subviews back to front. Hidden views are included: a query finds what
    /// is in the tree; ``tap(_:duration:reporter:fileID:filePath:line:column:)`` then says why it cannot be touched.
    public func allViews() -> [UIView] {
        var found: [UIView] = []
        for window in application.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                found.append(view)
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return found
    }

    /// The first view, in ``allViews()`` order, whose `accessibilityIdentifier` is `identifier`.
    public func view(withIdentifier identifier: String) -> UIView? {
        allViews().first { $0.accessibilityIdentifier == identifier }
    }

    /// Every view of class `type` or a subclass of it, in ``allViews()`` order.
    public func views<View: UIView>(ofType type: View.Type) -> [View] {
        allViews().compactMap { $0 as? View }
    }

    /// Every view for which `predicate` is true, in ``allViews()`` order.
    public func views(where predicate: (UIView) -> Bool) -> [UIView] {
        allViews().filter(predicate)
    }
}
