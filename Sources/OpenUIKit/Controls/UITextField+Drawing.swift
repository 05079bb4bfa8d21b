import Foundation
import OpenCoreGraphics

extension UITextField {
    /// Width of the caret, in points.
    static let caretWidth: CGFloat = 2

    /// The one-line request for the field's text, or its placeholder when empty.
    /// A styled placeholder or text is drawn run by run with its attributes, those it lacks
    /// taken from the field (the placeholder colour or ``textColor``, and ``font``).
    private func fieldRequest(placeholder usePlaceholder: Bool) -> TextLayoutRequest? {
        let string = usePlaceholder ? (placeholder ?? "") : displayedText
        guard !string.isEmpty else { return nil }
        let color = usePlaceholder ? UIColor.placeholderText : (textColor ?? .label)
        let style = TextStyle(
            font: (font ?? UIFont.systemFont(ofSize: 17)).spec,
            foreground: AttributedTextConversion.color(color) ?? .black)
        var paragraph = TextParagraph()
        paragraph.lineBreak = .clip
        let styled: NSAttributedString? =
            usePlaceholder ? styledPlaceholder
            : (isSecureTextEntry ? nil : storedAttributedText)
        var runs = [TextRun(text: AttributedTextConversion.sanitized(string), style: style)]
        if let styled {
            runs = AttributedTextConversion.runs(of: styled, base: style).runs
            guard runs.contains(where: { !$0.text.isEmpty }) else { return nil }
        }
        return TextLayoutRequest(runs: runs, paragraph: paragraph, maximumLines: 1)
    }

    /// The layout of the field's text, or of its placeholder when `usePlaceholder`. The text is
    /// what the user typed: it changes with every key press and is rarely shown anywhere else,
    /// so its layout is shaped for this field and kept by it (one at a time, reused while the
    /// text and style stay the same) rather than stored in the shared cache, where every
    /// keystroke's string would stay until pushed out and would push out the layouts of labels
    /// that are shown again. The placeholder, shown by many fields alike, goes through the cache.
    func fieldLayout(placeholder usePlaceholder: Bool) -> TextLayout? {
        guard let request = fieldRequest(placeholder: usePlaceholder) else { return nil }
        guard !usePlaceholder else { return TextEngine.cache.layout(for: request).layout }
        if let kept = ownedTextLayout, kept.request == request { return kept }
        let shaped = TextEngine.cache.ownedLayout(for: request)
        ownedTextLayout = shaped
        return shaped
    }

    /// The bullet a secure field draws for each character.
    static let secureBullet: Character = "\u{2022}"

    /// What the field draws for its text: the text itself, or one bullet per character when
    /// ``isSecureTextEntry``.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: UITextField.secureBullet, count: storage.count) : storage
    }

    /// The UTF-16 offset in ``displayedText`` of `offset` in the text (a secure field's bullets
    /// are one unit each).
    func displayedOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        var units = 0
        var characters = 0
        for character in storage {
            if units >= offset { break }
            units += character.utf16.count
            characters += 1
        }
        return characters
    }

    /// The attributes plain text is drawn with: the field's font and text colour (and what else
    /// ``defaultTextAttributes`` gave).
    var plainTextAttributes: [NSAttributedString.Key: Any] {
        var attributes = extraDefaultAttributes
        attributes[.font] = font ?? UIFont.systemFont(ofSize: 17)
        attributes[.foregroundColor] = textColor ?? UIColor.label
        return attributes
    }

    /// The text's (or placeholder's) size plus the side views that show, beside it.
    func fieldIntrinsicSize() -> CGSize {
        let lineHeight = (font ?? UIFont.systemFont(ofSize: 17)).lineHeight
        let width = fieldLayout(placeholder: storage.isEmpty)?.size.width ?? 0
        let insets = UITextField.textInsets(for: borderStyle)
        // The rounded style is as tall as UIKit's: the line plus 7 points above and below.
        let padding: CGFloat = borderStyle == .roundedRect ? 14 : 0
        var sides = CGSize.zero
        for view in [isLeftViewShown ? leftView : nil, isRightViewShown ? rightView : nil].compactMap({ $0 }) {
            let size = sideViewSize(view)
            sides.width += size.width
            sides.height = max(sides.height, size.height)
        }
        return CGSize(
            width: (width + UITextField.caretWidth + insets.left + insets.right + sides.width).rounded(.up),
            height: max(lineHeight + padding, sides.height).rounded(.up))
    }

    /// Where a line `textWidth` wide starts in `box` by ``textAlignment``, unscrolled.
    func alignedTextX(textWidth: CGFloat, in box: CGRect) -> CGFloat {
        let fraction = textAlignment.leadingFraction(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return box.minX + max(0, box.width - textWidth - UITextField.caretWidth) * fraction
    }

    /// The character boundary of the text nearest `point` (in the field's coordinates), where
    /// the text was last drawn (scrolled as it was); 0 for an empty field.
    func textOffset(at point: CGPoint) -> Int {
        guard !storage.isEmpty, let layout = fieldLayout(placeholder: false) else { return 0 }
        let box = editingRect(forBounds: bounds)
        let overflows = layout.size.width + UITextField.caretWidth > box.width
        let originX = overflows ? box.minX - textScrollOffset : alignedTextX(textWidth: layout.size.width, in: box)
        let displayed = TextSelectionMotion.characterBoundary(
            in: layout, at: CGPoint(x: point.x - originX, y: layout.size.height / 2), text: displayedText)
        return storageOffset(forDisplayedOffset: displayed)
    }

    /// The UTF-16 offset in the text of `offset` in ``displayedText`` (the inverse of
    /// ``displayedOffset(_:)``).
    func storageOffset(forDisplayedOffset offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        var units = 0
        for (index, character) in storage.enumerated() {
            if index >= offset { break }
            units += character.utf16.count
        }
        return units
    }

    func drawField() {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let usePlaceholder = storage.isEmpty
        let box = isEditing ? editingRect(forBounds: bounds)
            : usePlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        guard box.width > 0, box.height > 0 else { return }
        let layout = fieldLayout(placeholder: usePlaceholder)
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let lineHeight = layout?.size.height ?? font.lineHeight
        let top = box.minY + ((box.height - lineHeight) / 2).rounded(.down)
        let textWidth = layout?.size.width ?? 0
        var originX = alignedTextX(textWidth: textWidth, in: box)

        // Caret and selection positions in the text's own space.
        var caret: CGFloat = 0
        var selectionEnd: CGFloat = 0
        if !usePlaceholder, let layout {
            let drawable = TextEngine.cache.drawable(for: layout)
            caret = TextEngine.cache.engine.caretX(drawable, layout: layout, utf16Offset: displayedOffset(selection.location))
            selectionEnd = TextEngine.cache.engine.caretX(
                drawable, layout: layout, utf16Offset: displayedOffset(selection.location + selection.length))
        }
        if isEditing && !usePlaceholder && textWidth + UITextField.caretWidth > box.width {
            // Scroll so the caret stays inside the field, no further than the text's end.
            let visible = box.width - UITextField.caretWidth
            if caret - textScrollOffset > visible { textScrollOffset = caret - visible }
            if caret - textScrollOffset < 0 { textScrollOffset = caret }
            textScrollOffset = min(max(textScrollOffset, 0), max(0, textWidth - visible))
            originX = box.minX - textScrollOffset
        } else {
            textScrollOffset = 0
        }

        context.saveGState()
        context.clip(to: box)
        if isEditing && selection.length > 0 {
            context.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
            context.fill(CGRect(x: originX + min(caret, selectionEnd), y: top, width: abs(selectionEnd - caret), height: lineHeight))
        }
        if let layout {
            TextDrawing.draw(
                layout, in: CGRect(x: originX, y: top, width: layout.size.width, height: lineHeight), alignment: 0,
                context: context)
        }
        if isEditing && selection.length == 0 {
            context.setFillColor(tintColor.cgColor)
            let x = usePlaceholder ? originX : originX + caret
            context.fill(CGRect(x: min(x, box.maxX - UITextField.caretWidth), y: top, width: UITextField.caretWidth, height: lineHeight))
        }
        context.restoreGState()
        drawClearButton(in: context)
    }
}
