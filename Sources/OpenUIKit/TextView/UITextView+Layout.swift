import Foundation
import OpenCoreGraphics

extension UITextView {
    /// Width of the caret, in points.
    static let caretWidth: CGFloat = 2

    /// The width lines wrap at for a view `width` wide: less the insets and the container's
    /// padding at both ends.
    func wrapWidth(forViewWidth width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The layout request for the text wrapped at `width` (nil: unlimited); nil without text.
    func textRequest(width: CGFloat?) -> TextLayoutRequest? {
        guard storage.length > 0 else { return nil }
        let base = TextStyle(
            font: (font ?? UITextView.defaultFont).spec, foreground: AttributedTextConversion.textColor(textColor ?? .label))
        let converted = AttributedTextConversion.runs(of: displayedText, base: base)
        guard converted.runs.contains(where: { !$0.text.isEmpty }) else { return nil }
        var paragraph = converted.paragraph?.textParagraph ?? TextParagraph()
        paragraph.lineBreak = textContainer.lineBreakMode.textLineBreak
        return TextLayoutRequest(
            runs: converted.runs, paragraph: paragraph, width: width, maximumLines: textContainer.maximumNumberOfLines)
    }

    /// The text's layout at `width` (owned by the view: edited text is rarely shown twice).
    func textLayout(width: CGFloat?) -> TextLayout? {
        guard let request = textRequest(width: width) else { return nil }
        return TextEngine.cache.ownedLayout(for: request)
    }

    /// The height of one empty line in the typing font.
    var emptyLineHeight: CGFloat {
        ((typingAttributes[.font] as? UIFont) ?? font ?? UITextView.defaultFont).lineHeight
    }

    /// The height that shows all the text at a view width of `width` (unlimited: nil).
    func fittingHeight(width: CGFloat?) -> CGFloat {
        let layout = textLayout(width: width.map(wrapWidth(forViewWidth:)))
        var textHeight = layout?.size.height ?? emptyLineHeight
        // A caret after a final newline sits on a line of its own.
        if let layout, storage.string.hasSuffix("\n") {
            textHeight = max(textHeight, caretRectInLayout(layout, offset: storage.length).maxY)
        }
        return (textHeight + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }

    /// The widest line plus insets and padding.
    func fittingWidth() -> CGFloat {
        let width = textLayout(width: nil)?.size.width ?? 0
        return (width + textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
            + UITextView.caretWidth).rounded(.up)
    }

    /// The text or its style changed: the content is laid out again and redrawn, and a
    /// self-sizing view asks for a new size.
    func textLayoutDidChange() {
        detectedData = nil
        attributedTextSnapshot = nil
        textSnapshot = nil
        updateTextLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// Sizes the content to the text at the current width and redraws it.
    func updateTextLayout() {
        measuredWidth = bounds.width
        if textContainer.widthTracksTextView {
            textContainer.size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        }
        let height = fittingHeight(width: bounds.width)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        contentView.frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
        contentView.setNeedsDisplay()
    }

    /// Where text drawing starts in the content view: the inset corner plus the padding.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The caret's box in `layout`'s space at `offset`.
    func caretRectInLayout(_ layout: TextLayout, offset: Int) -> CGRect {
        let drawable = TextEngine.cache.drawable(for: layout)
        return TextEngine.cache.engine.caretRect(drawable, layout: layout, utf16Offset: offset)
    }

    /// The horizontal shift of lines for ``textAlignment`` (the layout is left-aligned).
    func alignmentShift(for lineWidth: CGFloat, lineX: CGFloat) -> CGFloat {
        let wrap = wrapWidth(forViewWidth: bounds.width)
        let fraction = textAlignment.leadingFraction(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return max(0, wrap - lineX - lineWidth) * fraction
    }

    /// The caret's rectangle for `offset` in the view's content coordinates.
    func caretRect(forOffset offset: Int) -> CGRect {
        let origin = textOrigin
        guard let layout = textLayout(width: wrapWidth(forViewWidth: bounds.width)) else {
            let shift = alignmentShift(for: 0, lineX: 0)
            return CGRect(x: origin.x + shift, y: origin.y, width: UITextView.caretWidth, height: emptyLineHeight)
        }
        let box = caretRectInLayout(layout, offset: offset)
        let line = layout.lines.last { $0.top <= box.minY + 0.5 }
        let shift = line.map { alignmentShift(for: $0.width, lineX: $0.x) } ?? 0
        return CGRect(
            x: origin.x + box.minX + shift, y: origin.y + box.minY, width: UITextView.caretWidth,
            height: box.height > 0 ? box.height : emptyLineHeight)
    }

    /// The character boundary nearest `point` in the content view's coordinates.
    func offset(at point: CGPoint) -> Int {
        guard let layout = textLayout(width: wrapWidth(forViewWidth: bounds.width)) else { return 0 }
        let local = CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)
        return TextSelectionMotion.characterBoundary(in: layout, at: local, text: storage.string)
    }

    /// Scrolls (without animation) so the caret's line is inside the visible part of the
    /// content, insets included.
    func scrollCaretToVisible() {
        guard isEditing, isScrollEnabled, bounds.height > 0 else { return }
        let caret = caretRect(forOffset: selection.location + selection.length)
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top
        let visibleBottom = contentOffset.y + bounds.height - inset.bottom
        var y = contentOffset.y
        if caret.maxY + textContainerInset.bottom > visibleBottom {
            y = caret.maxY + textContainerInset.bottom - bounds.height + inset.bottom
        } else if caret.minY - textContainerInset.top < visibleTop {
            y = caret.minY - textContainerInset.top - inset.top
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        if y != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false) }
    }
}
