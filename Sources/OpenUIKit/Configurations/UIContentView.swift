import Foundation

/// A view that shows a content configuration: setting ``configuration`` restyles it in place.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontentview
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` by assignment (otherwise the owner makes a new
    /// view with `makeContentView()`); true by default.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Any configuration: the default for views that show one kind only.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
