import Foundation

/// Values UIKit uses for touch bookkeeping but does not publish. Listed in docs/DIVERGENCES.md.
public enum TouchConstants {
    /// A touch-down counts as a repeated tap when it comes this soon after the previous tap
    /// lifted [INF, reference E1.4 / D1.3].
    public static let tapCountMaximumInterval: TimeInterval = 0.35
    /// …and this close to where the previous tap went down [CHOSEN, reference E1.4].
    public static let tapCountMaximumDistance: CGFloat = 45
}
