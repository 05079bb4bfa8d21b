import Foundation

/// How the device is held, as its motion sensors would report it.
///
/// Unlike the interface orientation, a device orientation can be face up or face down, and it
/// is `.unknown` while nothing asks for orientation notifications.
/// - Note: See https://developer.apple.com/documentation/uikit/uideviceorientation
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the device stands upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the device lies on one of its long sides.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the device lies flat, screen up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether an interface could take this orientation (the four upright ones).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
