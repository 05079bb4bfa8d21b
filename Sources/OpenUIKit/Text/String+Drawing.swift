import Foundation

// UIKit's drawing conveniences on strings, laid out as one styled run (``StyledText``), never
// through an NSAttributedString (see StyledText for why).
extension String {
    /// The size of the string drawn with `attributes` on unlimited lines.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StyledText(self, attributes: attributes).size()
    }

    /// The box the string takes in `size` with `attributes` (see
    /// ``NSAttributedString/boundingRect(with:options:context:)``).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StyledText(self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string with `attributes`, its top-left at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(self, attributes: attributes).draw(at: point)
    }

    /// Draws the string with `attributes` wrapped and clipped to `rect`.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(self, attributes: attributes).draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }
}
