import Foundation

extension UIAccessibility {
    /// Posted when Reduce Motion is turned on or off.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    // UIKit divergence: the setting is always off here (see `isReduceMotionEnabled`), so the
    // notification is never posted; observing it compiles and is harmless, as in iOS code that
    // adapts its animations.
    public nonisolated static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency is turned on or off; never posted here (always off).
    public nonisolated static let reduceTransparencyStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops; never posted here (no VoiceOver runs).
    public nonisolated static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops; never posted here (it never runs).
    public nonisolated static let switchControlStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
}
