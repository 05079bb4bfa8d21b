import Foundation

/// A vertical position: top, bottom, centre Y or a baseline.
/// - Note: See https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
