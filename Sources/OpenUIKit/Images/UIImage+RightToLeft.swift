import Foundation
import OpenCoreGraphics

extension UIImage {
    /// The same picture marked to be drawn mirrored by views laid out right to left
    /// (``flipsForRightToLeftLayoutDirection`` true). The pixels and ``imageOrientation`` are
    /// unchanged: left to right it looks as before.
    ///
    /// Image views, buttons, bar and tab bar items, list cells' images and segments draw such an
    /// image mirrored when their `effectiveUserInterfaceLayoutDirection` is right to left;
    /// ``draw(in:)`` does so when the current trait collection's `layoutDirection` is right to
    /// left (inside a right-to-left view's `draw(_:)`).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/imageflippedforrighttoleftlayoutdirection()
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(content: content, size: size, scale: scale, renderingMode: renderingMode,
                orientation: imageOrientation, tintColor: explicitTintColor, symbol: symbol,
                accessibilityLabel: explicitAccessibilityLabel, baselineOffset: baselineOffset,
                capInsets: capInsets, resizingMode: resizingMode, flipsForRightToLeft: true)
    }

    /// The same picture mirrored left to right in every layout direction: its
    /// ``imageOrientation`` becomes the mirrored twin of its own (`.up` becomes `.upMirrored`,
    /// `.upMirrored` becomes `.up`, `.left` becomes `.leftMirrored`…). The size and
    /// ``flipsForRightToLeftLayoutDirection`` are kept.
    ///
    /// A resizable image's left and right ``capInsets`` change places, so the same parts of the
    /// picture stay unstretched: a chat bubble's tail, capped on the left, is capped on the
    /// right once the bubble is turned to face the other way.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/withhorizontallyflippedorientation()
    // UIKit divergence: UIKit does not document what happens to the cap insets; they follow
    // the picture here, as the insets describe parts of the picture.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        var caps = capInsets
        swap(&caps.left, &caps.right)
        return UIImage(content: content, size: size, scale: scale, renderingMode: renderingMode,
                       orientation: imageOrientation.horizontallyMirrored, tintColor: explicitTintColor, symbol: symbol,
                       accessibilityLabel: explicitAccessibilityLabel, baselineOffset: baselineOffset,
                       capInsets: caps, resizingMode: resizingMode,
                       flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// Whether a view laid out right to left (`rightToLeft`) or left to right draws the image
    /// mirrored.
    func drawsMirrored(rightToLeft: Bool) -> Bool {
        flipsForRightToLeftLayoutDirection && rightToLeft
    }
}
