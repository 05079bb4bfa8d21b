import Foundation

/// Which way up the application's interface is drawn. The landscape cases name where the
/// home button would be, so they are the device orientations' the other way round: a device
/// turned `.landscapeLeft` shows a `.landscapeRight` interface.
/// - Note: See https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the interface is drawn along the screen's long side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
