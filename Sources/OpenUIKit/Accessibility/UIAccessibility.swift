import Foundation

/// The accessibility settings of the system and the notifications apps post to assistive
/// technologies.
/// - Note: See https://developer.apple.com/documentation/uikit/uiaccessibility
// UIKit divergence: no assistive technology runs here: VoiceOver and Switch Control are off,
// the motion and transparency settings are off, and posted notifications have no listener.
// Tests read the tree through OpenUIKitTesting's accessibility queries instead.
@MainActor @preconcurrency
public enum UIAccessibility {
    /// A notification posted to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A large part of the screen changed (a new screen appeared).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (an element appeared or disappeared).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something should be announced (the argument is the text).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument describes the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` to the running assistive technologies; none runs here, so nothing
    /// receives it.
    public static func post(notification: Notification, argument: Any?) {}

    /// Whether VoiceOver is on: never here.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: never here.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: off here.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: off here.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: the current application's screen says, through its
    /// legibility-weight trait.
    public static var isBoldTextEnabled: Bool {
        UIApplication.existing?.screen.traitCollection.legibilityWeight == .bold
    }
    /// Whether Increase Contrast (Darker System Colors) is on: the screen's contrast trait.
    public static var isDarkerSystemColorsEnabled: Bool {
        UIApplication.existing?.screen.traitCollection.accessibilityContrast == .high
    }
}
