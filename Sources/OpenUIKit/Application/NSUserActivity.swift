import Foundation

#if !canImport(Darwin)
/// A task the user is doing that the application can hand to another scene or resume later:
/// Foundation's `NSUserActivity`, which Foundation on Linux does not provide. An activity has
/// a type (a reverse-DNS string the application chooses), an optional title, web page URL and
/// dictionary of details; the application receives one in
/// `application(_:continue:restorationHandler:)` or `scene(_:continue:)`.
/// - Note: See https://developer.apple.com/documentation/foundation/nsuseractivity
// UIKit divergence: Foundation's class also publishes activities for Handoff, Spotlight and
// Siri; there is no such service here, so an activity only carries its values between the
// application's own objects (docs/DIVERGENCES.md).
open class NSUserActivity {
    /// What kind of task this is; fixed at creation.
    public let activityType: String
    /// A name for the activity a person could read.
    open var title: String?
    /// The details the application needs to resume the task.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` needed to resume the task; nil means all of them.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that shows the same task, for a device without the application.
    open var webpageURL: URL?
    /// The content the activity concerns, matched against a scene's activation conditions.
    open var targetContentIdentifier: String?
    /// Whether another device may continue the activity (no other device is reached here).
    open var isEligibleForHandoff = true
    /// Whether the activity needs its details brought up to date before it is handed on.
    open var needsSave = false

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to ``userInfo`` (creating it when nil), replacing
    /// entries with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }
}

/// The activity type of a web page being browsed, which a universal link arrives as.
/// - Note: See https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
