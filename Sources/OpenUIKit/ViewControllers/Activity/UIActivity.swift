import Foundation

/// A service the share sheet offers: subclass it, give it a type, a title and an image, say
/// which items it can handle, and either perform the work in ``perform()`` or supply a view
/// controller that does it; either way call ``activityDidFinish(_:)`` when done.
///
/// The share sheet drives an activity in this order when the user chooses it:
/// ``prepare(withActivityItems:)`` with the items resolved for its type; then, when
/// ``activityViewController`` is nil, the sheet is dismissed and ``perform()`` runs; otherwise
/// that controller is presented over the sheet. ``activityDidFinish(_:)`` ends the activity:
/// whatever is still on screen is dismissed, then the sheet's `completionWithItemsHandler` runs.
/// - Note: See https://developer.apple.com/documentation/uikit/uiactivity
@MainActor @preconcurrency
open class UIActivity {
    /// The share sheet running this activity while it is chosen (nil otherwise).
    package weak var host: UIActivityViewController?

    /// Creates an activity.
    public init() {}

    /// Where the share sheet shows activities of this class: `.action` (the list of actions
    /// under the row) by default, `.share` for the row of services.
    open class var activityCategory: UIActivity.Category { .action }

    /// The identifier handed to the completion handler and matched by
    /// `excludedActivityTypes` (nil by default).
    open var activityType: UIActivity.ActivityType? { nil }

    /// The name the share sheet shows under or beside the image (nil by default).
    open var activityTitle: String? { nil }

    /// The image the share sheet shows (nil by default).
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems`; the sheet leaves it out when false
    /// (false by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called once the user chose the activity, with the items resolved for its type, before
    /// ``perform()`` or ``activityViewController`` (does nothing by default).
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller the sheet presents to do the work (nil by default: ``perform()`` runs).
    open var activityViewController: UIViewController? { nil }

    /// Does the work when there is no ``activityViewController``; the default finishes at once,
    /// not completed.
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity is over; `completed` reaches the completion handler.
    /// Calls made while the activity is not running are logged and ignored.
    open func activityDidFinish(_ completed: Bool) {
        guard let host else {
            UIApplication.existing?.log.log(
                "UIActivity.activityDidFinish(_:) called on \(type(of: self)), which no share sheet is running; ignored")
            return
        }
        self.host = nil
        host.activityFinished(self, completed: completed)
    }
}
