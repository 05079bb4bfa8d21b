import Foundation

extension CGContext {
    /// Sets the font used by ``showText(_:at:)``.
    // UIKit divergence: Core Graphics selects fonts with CGFont objects; a name and size is
    // all recording and the simple text path need.
    public func setFont(name: String, size: CGFloat) {
        state.fontName = name
        state.fontSize = size
    }

    /// Draws a run of text whose baseline starts at `origin`, in the fill colour.
    // Limitation: this is Core Graphics' bare glyph run with Cairo's simple font selection;
    // shaped, wrapped text goes through UIKit's string drawing and UILabel (OpenUIKit/Text),
    // whose Pango engine draws with `paintShapedText`.
    public func showText(_ text: String, at origin: CGPoint) {
        guard valid("CGContextShowTextAtPoint", origin.x, origin.y) else { return }
        backend.showText(text, at: origin, state: state)
    }
}
