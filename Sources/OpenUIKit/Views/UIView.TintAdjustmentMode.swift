import Foundation

extension UIView {
    /// How a view's tint colour is adjusted: `.automatic` takes the superview's mode (`.normal`
    /// at the top of a hierarchy), `.normal` leaves the tint as it is, `.dimmed` greys it out.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }
}
