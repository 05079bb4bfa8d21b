import CCairo
import Foundation

// What a text layout engine (OpenUIKit's Pango backend) needs to draw shaped text into a
// context: Cairo's context with the graphics state applied, or, for a recording context, a
// text operation in its list.
extension CGContext {
    /// Paints text laid out elsewhere. In a bitmap context, `paint` receives the Cairo context
    /// (`cairo_t*`) with the clip, blend mode, shadow and antialiasing of the current state
    /// applied, its matrix mapping user space (under the CTM) to pixels, and the alpha to draw
    /// with; the engine draws glyphs with its own library there. A recording context records
    /// `text` as a ``Operation/text(_:origin:fontName:fontSize:color:transform:)`` instead.
    /// Invalid numbers drop the call with a log line.
    /// In a lazy bitmap (a backing store) the paint is listed and `paint` runs when the
    /// pixels are first needed (see `DeferredCairoBackend`): it must draw from what it
    /// captured, which must not change meanwhile.
    /// With `shadowOnly`, only the shadow of what `paint` draws is painted (in a bitmap, with
    /// the current shadow; nothing without one, and nothing in a recording context): text
    /// that casts its own shadow draws it this way, under the glyphs drawn afterwards.
    package func paintShapedText(
        _ text: String, origin: CGPoint, fontName: String, fontSize: CGFloat, color: CGColor, shadowOnly: Bool = false,
        paint: @escaping (_ cairo: OpaquePointer, _ alpha: CGFloat) -> Void
    ) {
        guard valid("CGContext.paintShapedText", origin.x, origin.y, fontSize) else { return }
        let state = self.state
        if shadowOnly && state.shadow == nil { return }
        if let deferred = backend as? DeferredCairoBackend, deferred.isDeferring {
            deferred.add { cairo in Self.paintShapedText(into: cairo, state: state, shadowOnly: shadowOnly, paint) }
        } else if let cairo = bitmapBackend {
            Self.paintShapedText(into: cairo, state: state, shadowOnly: shadowOnly, paint)
        } else if shadowOnly {
            return
        } else {
            var state = self.state
            state.fontName = fontName
            state.fontSize = fontSize
            state.fillColor = color
            backend.showText(text, at: origin, state: state)
        }
    }

    private static func paintShapedText(
        into cairo: CairoBackend, state: GraphicsState, shadowOnly: Bool,
        _ paint: (_ cairo: OpaquePointer, _ alpha: CGFloat) -> Void
    ) {
        cairo.paint(state, shadowOnly: shadowOnly) { cr, alpha in
            guard cairo.setUserMatrix(cr, state.transform) else { return }
            cairo_new_path(cr)
            paint(cr, alpha)
            cairo_new_path(cr)
        }
    }
}
