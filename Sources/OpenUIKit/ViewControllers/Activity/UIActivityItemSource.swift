import Foundation

/// An item of the share sheet that decides its value late: a placeholder while the sheet
/// decides which activities apply, the real value once an activity was chosen (and may differ
/// per activity).
/// - Note: See https://developer.apple.com/documentation/uikit/uiactivityitemsource
// UIKit divergence: Objective-C optional requirements are requirements with default
// implementations; `activityViewControllerLinkMetadata(_:)` is absent (no LinkPresentation).
@MainActor @preconcurrency
public protocol UIActivityItemSource: AnyObject {
    /// A stand-in of the item's kind (a string, a URL, an image) the sheet uses to decide
    /// which activities apply.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any

    /// The item for `activityType` (nil: nothing for that activity).
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?

    /// A subject for activities that have one (mail); the share sheet's header shows it as the
    /// title.
    func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String

    /// The uniform type identifier of the item for `activityType`.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String

    /// A thumbnail of the item, at most `size`; the share sheet's header shows it.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage?
}

extension UIActivityItemSource {
    /// No subject (the empty string).
    public func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }

    /// No declared type (the empty string).
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }

    /// No thumbnail.
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? { nil }
}
