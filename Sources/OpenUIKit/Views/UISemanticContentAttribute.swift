import Foundation

/// What a view's content means for right-to-left layout: whether it flips with the layout
/// direction (unspecified), never flips (playback controls, spatial controls such as a
/// directional pad), or is forced one way.
/// - Note: See https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the surrounding layout direction.
    case unspecified = 0
    /// Media playback controls, always laid out left to right.
    case playback
    /// Controls whose sides mean directions (a joystick), always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
