import Foundation

extension CGContext {
    /// One element of a path under construction, already mapped into the context's base space
    /// by the transform current when it was added.
    public enum PathElement: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// How the inside of a path is decided when it is filled or used as a clip.
    public enum FillRule: Equatable, Sendable {
        /// Non-zero winding number.
        case winding
        /// Even-odd crossing count.
        case evenOdd
    }

    /// One recorded drawing operation. Paths are stored in the base space (the current
    /// transform already applied to their points); `transform` carries the transform in force
    /// so a renderer can also scale line widths and text.
    public enum Operation: Equatable, Sendable {
        /// Fill `path` with `color`.
        case fill(path: [PathElement], rule: FillRule, color: CGColor, transform: CGAffineTransform)
        /// Stroke `path` with `color` at `lineWidth` (in user space).
        case stroke(path: [PathElement], color: CGColor, lineWidth: CGFloat, transform: CGAffineTransform)
        /// Erase a rectangle to transparent.
        case clear(rect: CGRect, transform: CGAffineTransform)
        /// Intersect the clip with `path`.
        case clip(path: [PathElement], rule: FillRule)
        /// A run of text whose baseline starts at `origin` (user space).
        case text(String, origin: CGPoint, fontName: String, fontSize: CGFloat, color: CGColor, transform: CGAffineTransform)
        /// Push the graphics state.
        case saveState
        /// Pop the graphics state.
        case restoreState
    }
}
