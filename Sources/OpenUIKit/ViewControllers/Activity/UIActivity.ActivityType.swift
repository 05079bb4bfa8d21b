import Foundation

extension UIActivity {
    /// The identifier of an activity: the system's (``copyToPasteboard``…) or an app's own,
    /// made from any string (a reverse-DNS name by convention).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiactivity/activitytype
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        /// Creates the identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates the identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

// The system's activity types. Only `copyToPasteboard` has an activity in the share sheet here;
// the others exist so apps can exclude them and compare with them.
extension UIActivity.ActivityType {
    /// Copies the items to the general pasteboard (the share sheet's Copy).
    public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
    /// Sends the items in a message.
    public static let message = Self("com.apple.UIKit.activity.Message")
    /// Sends the items in an email.
    public static let mail = Self("com.apple.UIKit.activity.Mail")
    /// Prints the items.
    public static let print = Self("com.apple.UIKit.activity.Print")
    /// Assigns an image to a contact.
    public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
    /// Saves images and videos to the photo library.
    public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adds a URL to Safari's reading list.
    public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
    /// Sends the items with AirDrop.
    public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
    /// Opens the items in Books.
    public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    /// Marks up the items as a PDF.
    public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
    /// Shares the items with SharePlay.
    public static let sharePlay = Self("com.apple.UIKit.activity.SharePlay")
    /// Invites collaborators with a link.
    public static let collaborationInviteWithLink = Self("com.apple.UIKit.activity.CollaborationInviteWithLink")
    /// Copies a collaboration link.
    public static let collaborationCopyLink = Self("com.apple.UIKit.activity.CollaborationCopyLink")
    /// Adds a web page to the Home Screen.
    public static let addToHomeScreen = Self("com.apple.UIKit.activity.AddToHomeScreen")
    /// Posts to Facebook.
    public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
    /// Posts to Twitter.
    public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
    /// Posts to Weibo.
    public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
    /// Posts to Tencent Weibo.
    public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
    /// Posts to Flickr.
    public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
    /// Posts to Vimeo.
    public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
}
