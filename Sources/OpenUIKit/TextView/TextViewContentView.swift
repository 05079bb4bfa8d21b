import Foundation
import OpenCoreGraphics

/// The view inside a ``UITextView`` that draws its text, selection and caret, as large as the
/// content, so scrolling moves it like any scroll view content.
final class TextViewContentView: UIView {
    /// The text view that owns it.
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textView.textOrigin
        let wrap = textView.wrapWidth(forViewWidth: textView.bounds.width)
        let layout = textView.textLayout(width: wrap)
        let selection = textView.selection
        if textView.isEditing, selection.length > 0, let layout {
            drawSelection(selection, layout: layout, textView: textView, context: context)
        }
        if let layout {
            let fraction = textView.textAlignment.leadingFraction(
                rightToLeft: textView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            TextDrawing.draw(
                layout, in: CGRect(x: origin.x, y: origin.y, width: wrap, height: layout.size.height), alignment: fraction,
                context: context)
        }
        if textView.isEditing, selection.length == 0 {
            context.setFillColor(textView.tintColor.cgColor)
            context.fill(textView.caretRect(forOffset: selection.location))
        }
    }

    /// Fills the selected part of each line in the tint colour at a quarter strength.
    private func drawSelection(_ selection: NSRange, layout: TextLayout, textView: UITextView, context: CGContext) {
        let start = textView.caretRect(forOffset: selection.location)
        let end = textView.caretRect(forOffset: selection.location + selection.length)
        let left = textView.textOrigin.x
        let right = left + textView.wrapWidth(forViewWidth: textView.bounds.width)
        context.setFillColor(textView.tintColor.withAlphaComponent(0.25).cgColor)
        if abs(start.minY - end.minY) < 0.5 {
            context.fill(CGRect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: start.height))
        } else {
            context.fill(CGRect(x: start.minX, y: start.minY, width: max(0, right - start.minX), height: start.height))
            if end.minY > start.maxY {
                context.fill(CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY))
            }
            context.fill(CGRect(x: left, y: end.minY, width: max(0, end.minX - left), height: end.height))
        }
    }
}
