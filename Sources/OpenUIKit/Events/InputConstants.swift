import Foundation

/// Limits the input boundary (`EventDispatcher`) enforces on values backends queue. UIKit
/// publishes none (its hardware never sends such values); listed in docs/DIVERGENCES.md.
public enum InputConstants {
    /// How far ahead of the application clock an input's timestamp may be. Input time never
    /// goes backwards, so one timestamp far in the future would make every later input look
    /// late and be dropped; input further ahead than this is dropped instead. Generous enough
    /// for a live backend whose events are stamped while a long turn runs [CHOSEN].
    public static let maximumTimestampLead: TimeInterval = 1
    /// The largest coordinate, in points either way, an input location may have. Anything
    /// beyond is no real finger, and such values overflow velocities and pinch scales to
    /// infinity [CHOSEN].
    public static let maximumCoordinateMagnitude: CGFloat = 1_000_000
}
