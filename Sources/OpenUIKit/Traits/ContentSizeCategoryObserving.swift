import Foundation

/// A view of this module that re-makes its Dynamic Type fonts when its content size category
/// changes, before its `traitCollectionDidChange(_:)` runs, whether or not a subclass's
/// override calls `super` (UIKit does this inside the view too).
@MainActor
package protocol ContentSizeCategoryObserving: AnyObject {
    /// Called in the trait pass when the view's `preferredContentSizeCategory` changed, with
    /// the view's new collection as `UITraitCollection.current`.
    func contentSizeCategoryDidChange()
}
