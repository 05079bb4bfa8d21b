import Foundation

/// How UIKit's own animator moves a presented controller's view in and out.
/// - Note: See https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge, and back down.
    case coverVertical = 0
    /// Unsupported here: presenting with it stops with a message.
    case flipHorizontal = 1
    /// Fades in, and out.
    case crossDissolve = 2
    /// Unsupported here: presenting with it stops with a message.
    case partialCurl = 3
}
