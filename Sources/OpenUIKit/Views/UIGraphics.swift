import Foundation
import OpenCoreGraphics

/// The context drawing goes to now: the view's during `draw(_:)`, otherwise the one pushed
/// with ``UIGraphicsPushContext(_:)``, otherwise `nil`.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
@MainActor @preconcurrency
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current
}

/// Makes `context` the current drawing context until the matching ``UIGraphicsPopContext()``.
@MainActor @preconcurrency
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@MainActor @preconcurrency
public func UIGraphicsPopContext() {
    GraphicsContextStack.popAny()
}

/// Fills `rect` in the current context with its fill colour.
@MainActor @preconcurrency
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes the outline of `rect` in the current context.
@MainActor @preconcurrency
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect)
}
