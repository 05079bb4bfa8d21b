import Foundation

/// Which platform's look and behaviour a control follows.
/// - Note: See https://developer.apple.com/documentation/uikit/uibehavioralstyle
@available(iOS 15.0, *)
public enum UIBehavioralStyle: UInt, Sendable {
    /// The platform's own style, resolved by the control.
    case automatic = 0
    /// The iPhone and iPad style.
    case pad = 1
    /// The Mac style (Mac Catalyst's Mac idiom).
    case mac = 2
}
