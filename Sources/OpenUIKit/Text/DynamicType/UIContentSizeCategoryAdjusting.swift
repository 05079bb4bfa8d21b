import Foundation

/// A view whose fonts can follow the user's text size: with
/// ``adjustsFontForContentSizeCategory`` on, a font made by
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is made again at
/// the new size whenever the view's content size category changes.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
@MainActor @preconcurrency
// UIKit divergence: refines AnyObject, not NSObjectProtocol (views are not NSObjects here).
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's Dynamic Type fonts follow its content size category (default false).
    var adjustsFontForContentSizeCategory: Bool { get set }
}
