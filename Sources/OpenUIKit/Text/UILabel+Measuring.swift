import Foundation
import OpenCoreGraphics

extension UILabel {
    /// The width the intrinsic size wraps at: the preferred one, else the last layout's
    /// (multi-line labels only); nil for unlimited.
    var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth
    }

    func measuredIntrinsicSize() -> CGSize {
        let width = intrinsicWrapWidth
        if automaticWrapWidthIsStale, preferredMaxLayoutWidth == 0, let width {
            // The text changed since the wrap width was taken from the last layout: offer its
            // unwrapped width (Auto Layout limits it to the room there is, as for a new label)
            // with the height wrapped at the old width until the next layout takes the new one.
            // An old width that came from the old text would otherwise keep the new text
            // (a larger font) wrapped at it, broken mid-word in a leading-aligned stack.
            guard let unwrapped = measure(width: nil, reason: "intrinsic size") else { return .zero }
            guard unwrapped.size.width > width, let wrapped = measure(width: width, reason: "intrinsic size") else {
                return ceiled(unwrapped.size)
            }
            return ceiled(CGSize(width: unwrapped.size.width, height: wrapped.size.height))
        }
        guard let layout = measure(width: width, reason: "intrinsic size") else { return .zero }
        return ceiled(layout.size)
    }

    func measuredSize(fitting size: CGSize) -> CGSize {
        let limit = size.width.isFinite && size.width > 0 && numberOfLines != 1 ? size.width : nil
        guard let layout = measure(width: limit, reason: "sizeThatFits") else { return .zero }
        return ceiled(layout.size)
    }

    func measuredTextRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = measure(width: bounds.width, lines: numberOfLines, reason: "textRect") else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let size = ceiled(layout.size)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, max(bounds.width, 0)), height: size.height)
    }

    func measuredBaselines() -> (first: CGFloat, last: CGFloat)? {
        let width = bounds.width > 0 ? bounds.width : intrinsicWrapWidth
        guard let layout = measure(width: width, reason: "baseline"), let first = layout.firstLine,
            let last = layout.lastLine
        else { return nil }
        let top = bounds.height > 0 ? ((bounds.height - layout.size.height) / 2).rounded(.down) : 0
        return (top + first.baseline, top + last.baseline)
    }

    // MARK: Requests

    /// The layout request for the label's text at `width`, with `lines` lines and the font
    /// scaled by `fontScale`; nil without text.
    func textRequest(width: CGFloat?, lines: Int? = nil, fontScale: CGFloat = 1) -> TextLayoutRequest? {
        var base = TextStyle(font: font.spec, foreground: AttributedTextConversion.textColor(currentTextColor))
        base.font.size = (base.font.size * fontScale)
        base.shadow = labelTextShadow
        let lineBreak = lineBreakMode.textLineBreak
        guard let attributed = attributedTextIfStyled else {
            // Plain text: the label's shared style and the default paragraph, no copies.
            guard let text, !text.isEmpty else { return nil }
            return TextLayoutRequest(
                runs: [TextRun(text: AttributedTextConversion.sanitized(text), sharedStyle: shared(base))],
                sharedParagraph: TextParagraph.sharedDefault(lineBreak), width: TextMeasurement.checkedWidth(width, "UILabel"),
                maximumLines: lines ?? numberOfLines)
        }
        let converted = AttributedTextConversion.runs(of: attributed, base: base)
        var runs = converted.runs
        var paragraph = converted.paragraph?.textParagraph ?? TextParagraph()
        if fontScale != 1 {
            for index in runs.indices { runs[index].style.font.size *= fontScale }
        }
        guard runs.contains(where: { !$0.text.isEmpty }) else { return nil }
        paragraph.lineBreak = lineBreak
        return TextLayoutRequest(
            runs: runs, paragraph: paragraph, width: TextMeasurement.checkedWidth(width, "UILabel"),
            maximumLines: lines ?? numberOfLines)
    }

    /// The layout of the text, recorded on the trace; nil without text.
    func measure(width: CGFloat?, lines: Int? = nil, fontScale: CGFloat = 1, reason: String) -> TextLayout? {
        guard let request = textRequest(width: width, lines: lines, fontScale: fontScale) else { return nil }
        // A label outside any window cannot be drawn yet: its measurement keeps no shaped
        // Pango layout beyond the cache's small measured window.
        let isInWindow = window != nil
        let (layout, cached) = TextEngine.cache.layout(for: request, keepsDrawable: isInWindow)
        if !cached { reportIfBeyondEngineLimit(layout, request) }
        // Outside a window the view belongs to no application: nothing to trace.
        guard isInWindow else {
            measureOnlyLayout = layout
            return layout
        }
        framePipeline.trace?.record(
            .text,
            .textMeasured(
                label: traceName, purpose: reason, text: request.text, width: request.width, size: layout.size,
                cached: cached))
        return layout
    }

    /// Logs (once per shaped request: cached measurements are not looked at again) a text
    /// that came back with no width although it is long: the text engine counts a paragraph's
    /// unwrapped width in 32-bit units of 1/1024 point, so a paragraph wider than about 2.1
    /// million points before wrapping (some 250 KB of text at 17 points) overflows and
    /// measures and draws as nothing.
    // Limitation: such a paragraph is not drawn; splitting it into paragraphs avoids the limit.
    private func reportIfBeyondEngineLimit(_ layout: TextLayout, _ request: TextLayoutRequest) {
        guard layout.size.width <= 0, request.text.utf8.count >= 65_536,
            request.text.contains(where: { !$0.isWhitespace })
        else { return }
        misuseLog.log(
            "\(traceName): a paragraph of \(request.text.utf8.count) UTF-8 bytes is wider before wrapping than the "
                + "text engine's limit of about 2,097,151 points; it measures 0 wide and is not drawn. Split the text "
                + "into shorter paragraphs (line breaks).")
    }

    /// `style` as the label's requests share it: the previous request's copy when equal.
    private func shared(_ style: TextStyle) -> SharedTextValue<TextStyle> {
        if let previous = sharedTextStyle, previous.value == style { return previous }
        let made = SharedTextValue(style)
        sharedTextStyle = made
        return made
    }

    /// The text changed: the shaped form of the layout last measured outside a window will not
    /// be drawn by this label, so the cache may release it now (the measured values stay
    /// cached) rather than when its measured window comes round. Releasing it before the next
    /// text is shaped lets that shaping reuse the memory just freed.
    func releaseMeasureOnlyLayout() {
        guard let layout = measureOnlyLayout else { return }
        measureOnlyLayout = nil
        TextEngine.cache.releaseMeasuredDrawable(of: layout)
    }

    /// The colour the text draws in now.
    var currentTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        // UIKit divergence: UIKit's dimmed colour for disabled labels is not published; the
        // text colour at half its opacity stands in.
        if !isEnabled { return textColor.withAlphaComponent(textColor.alpha * 0.5) }
        return textColor
    }

    /// The attributed text when one was set (nil for plain text).
    var attributedTextIfStyled: NSAttributedString? { storedAttributedText }

    private func ceiled(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
