import Foundation

/// Which way content reads: leading is left in left-to-right layout, right in right-to-left.
/// - Note: See https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    case leftToRight = 0
    case rightToLeft
}
