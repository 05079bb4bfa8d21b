import Foundation

extension NSLayoutConstraint {
    /// A layout direction: horizontal or vertical.
    /// - Note: See https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable, CaseIterable {
        case horizontal = 0
        case vertical = 1
    }
}
