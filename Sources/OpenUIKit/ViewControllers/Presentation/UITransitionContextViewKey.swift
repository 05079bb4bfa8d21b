import Foundation

/// Names the two views of a transition for ``UIViewControllerContextTransitioning/view(forKey:)``.
/// - Note: See https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view that leaves (nil when the presentation keeps it, as sheets keep the presenter's).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives (nil when it is already on screen, as the presenter's under a sheet).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
