import Foundation

/// An object that holds content with a preferred size and hears when a child's preferred size
/// changes: view controllers (the parent of a child) and presentation controllers (the
/// container of the presented controller).
///
/// Setting a controller's ``UIViewController/preferredContentSize`` to a new value tells its
/// container at once: its parent when it has one, otherwise, while it is presented, its
/// presentation controller. A popover, a form sheet in a regular width and a
/// ``UINavigationController`` (for its top controller) resize their content in that call, so
/// inside an animation block the resize animates.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontentcontainer
// UIKit divergence: refines AnyObject, not NSObjectProtocol, and holds only the two preferred
// size requirements; `systemLayoutFittingSizeDidChange(forChildContentContainer:)`,
// `size(forChildContentContainer:withParentContainerSize:)` and the two transition methods are
// not requirements (controllers have `viewWillTransition(to:with:)` as a method of their own).
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
    /// The size the content would like to have.
    var preferredContentSize: CGSize { get }

    /// Called when `container`, a child of this object, changed its preferred content size.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}
