import Foundation

/// The shape an iPad pointer takes over a view, part of a ``UIPointerStyle``. Nothing here
/// draws a pointer; the values are kept for code that builds pointer styles.
/// - Note: See https://developer.apple.com/documentation/uikit/uipointershape-swift.enum
@available(iOS 13.4, *)
public enum UIPointerShape {
    /// The corner radius a rounded-rectangle shape gets when none is given.
    // UIKit divergence: UIKit does not publish its standard radius; 8 points is [CHOSEN].
    public static let defaultCornerRadius: CGFloat = 8

    /// The outline of `path`.
    case path(UIBezierPath)
    /// A rectangle with rounded corners.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// An upright beam `length` points tall (a text cursor).
    case verticalBeam(length: CGFloat)
    /// A lying beam `length` points wide (a text cursor in vertical text).
    case horizontalBeam(length: CGFloat)
}
