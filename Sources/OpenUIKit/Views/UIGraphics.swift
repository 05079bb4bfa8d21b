import Foundation
import OpenCoreGraphics

/// The context drawing goes to now: the view's during `draw(_:)`, otherwise the one pushed
/// with ``UIGraphicsPushContext(_:)``, otherwise `nil`.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current
}

/// Makes `context` the current drawing context until the matching ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@MainActor
public func UIGraphicsPopContext() {
    GraphicsContextStack.popAny()
}

/// Fills `rect` in the current context with its fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes the outline of `rect` in the current context.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect)
}
