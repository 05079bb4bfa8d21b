import Foundation

/// Why a view was first marked for layout since its last layout, kept as a value so that no
/// text is made unless a trace records the layout (`layoutSubviews (reason)`). Marks with a
/// fixed reason are written as string literals.
package enum LayoutReason: ExpressibleByStringLiteral, CustomStringConvertible {
    /// A fixed reason ("size changed", "setNeedsLayout"…).
    case text(String)
    /// The named subview changed size.
    case subviewResized(TraceNameSource)
    /// The named subview was added.
    case subviewAdded(TraceNameSource)
    /// The named subview was removed.
    case subviewRemoved(TraceNameSource)
    /// The view was added to the named superview.
    case addedTo(TraceNameSource)
    /// The named subview's intrinsic content size changed.
    case intrinsicSizeChanged(TraceNameSource)
    /// The Auto Layout engine moved the named subview.
    case constraintsMoved(TraceNameSource)

    package init(stringLiteral value: String) { self = .text(value) }

    /// The reason in words, as the trace prints it.
    package var description: String {
        switch self {
        case .text(let text): text
        case .subviewResized(let view): "subview \(view.name) resized"
        case .subviewAdded(let view): "subview \(view.name) added"
        case .subviewRemoved(let view): "subview \(view.name) removed"
        case .addedTo(let view): "added to \(view.name)"
        case .intrinsicSizeChanged(let view): "intrinsic size of \(view.name) changed"
        case .constraintsMoved(let view): "constraints moved \(view.name)"
        }
    }
}
