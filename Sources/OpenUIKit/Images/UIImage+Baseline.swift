import Foundation

extension UIImage {
    /// Where the image's baseline lies, in points up from its bottom edge (negative: below
    /// it), or nil when the image has none.
    ///
    /// Symbol images (`UIImage(systemName:)`) have one, placed so that the symbol sits in
    /// the text it is sized for (its centre at half the font's cap height); other images
    /// have one only when given with ``withBaselineOffset(fromBottom:)``. Image views and
    /// stack views align on it (``UIView/firstBaselineAnchor``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/baselineoffsetfrombottom-3emg
    // UIKit divergence: Objective-C's `hasBaseline` is the optional's nil test here, as in
    // UIKit's Swift overlay.
    public var baselineOffsetFromBottom: CGFloat? { baselineOffset }

    /// The same picture with its baseline `baselineOffset` points up from its bottom edge
    /// (negative: below it), replacing any it had.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/withbaselineoffset(frombottom:)
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        guard baselineOffset.isFinite else {
            CoreGraphicsLog.error("UIImage.withBaselineOffset(fromBottom:)", "invalid offset \(baselineOffset); the image keeps its baseline")
            return self
        }
        return withBaseline(baselineOffset)
    }

    /// The same picture without a baseline: views align it by its bottom edge.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/imagewithoutbaseline()
    public func imageWithoutBaseline() -> UIImage {
        withBaseline(nil)
    }

    /// A copy with `baselineOffset` (nil: none), keeping everything else.
    private func withBaseline(_ baselineOffset: CGFloat?) -> UIImage {
        UIImage(content: content, size: size, scale: scale, renderingMode: renderingMode,
                orientation: imageOrientation, tintColor: explicitTintColor, symbol: symbol,
                accessibilityLabel: explicitAccessibilityLabel, baselineOffset: baselineOffset,
                capInsets: capInsets, resizingMode: resizingMode,
                flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }
}
