import Foundation

extension UIView {
    /// The alpha below which a view no longer takes touches.
    public static let hitTestMinimumAlpha: CGFloat = 0.01
}

extension UIView {
    /// Whether the view itself can take part in hit-testing: visible, opaque enough and
    /// accepting interaction.
    package var isHitTestable: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= UIView.hitTestMinimumAlpha
    }
}

/// Readable number formatting for traces: integers without a decimal point.
package func traceFormat(_ point: CGPoint) -> String {
    "(\(traceFormat(point.x)), \(traceFormat(point.y)))"
}

package func traceFormat(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.2f", Double(value))
}
