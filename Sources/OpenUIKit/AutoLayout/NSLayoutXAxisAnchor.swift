import Foundation

/// A horizontal position: left, right, leading, trailing or centre X.
/// - Note: See https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
