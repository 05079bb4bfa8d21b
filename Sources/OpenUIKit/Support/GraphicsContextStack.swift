import Foundation
import OpenCoreGraphics

/// The stack of drawing contexts behind `UIGraphicsGetCurrentContext()`: the display pass
/// pushes a view's context around its `draw(_:)` call.
@MainActor
enum GraphicsContextStack {
    private static var contexts: [CGContext] = []

    /// The context drawing goes to now, if any.
    static var current: CGContext? { contexts.last }

    static func push(_ context: CGContext) { contexts.append(context) }

    static func pop(_ context: CGContext) {
        if contexts.last === context { contexts.removeLast() }
    }

    /// Pops whatever is on top.
    static func popAny() { _ = contexts.popLast() }
}
