import Foundation

extension UIContentSizeCategory {
    /// Posted (object: the application) when the user's text size changes, with the new
    /// category under ``newValueUserInfoKey``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
