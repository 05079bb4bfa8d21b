import Foundation
import OpenCoreGraphics

extension UISegmentedControl {
    /// Padding on each side of a segment's content, in points [CHOSEN].
    static let titlePadding: CGFloat = 12
    /// The control's standard height, in points [CHOSEN: iOS 13's look].
    static let standardHeight: CGFloat = 32

    /// The titles' font: 13 points, semibold when selected.
    func titleFont(selected: Bool) -> UIFont { UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .medium) }

    /// The style a title is drawn in: the control's font and colour under the attributes set
    /// for the segment's state.
    private func titleStyle(_ index: Int, selected: Bool) -> TextStyle {
        var color = AttributedTextConversion.color(UIColor.label) ?? .black
        let disabled = !isEnabled || !segments[index].isEnabled
        let attributes = effectiveTitleAttributes(forSegment: index, selected: selected)
        var style = AttributedTextConversion.style(
            from: attributes, base: TextStyle(font: titleFont(selected: selected).spec, foreground: color))
        if disabled, attributes[.foregroundColor] == nil {
            color.alpha *= 0.35
            style.foreground = color
        }
        return style
    }

    private func titleLayout(_ index: Int, selected: Bool) -> TextLayout? {
        guard let title = segments[index].title, !title.isEmpty else { return nil }
        var paragraph = TextParagraph()
        paragraph.lineBreak = .truncateTail
        let request = TextLayoutRequest(
            runs: [TextRun(text: AttributedTextConversion.sanitized(title), style: titleStyle(index, selected: selected))],
            paragraph: paragraph, maximumLines: 1)
        return TextEngine.cache.layout(for: request).layout
    }

    /// The width of segment `index`'s content: its title in the wider of its selected and
    /// unselected styles (so selecting never widens the control), or its image.
    private func contentWidth(_ index: Int) -> CGFloat {
        if let image = segments[index].image, segments[index].title == nil { return image.size.width }
        let widths = [true, false].map { titleLayout(index, selected: $0)?.size.width ?? 0 }
        return widths.max() ?? 0
    }

    func segmentsIntrinsicSize() -> CGSize {
        guard !segments.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }
        let natural = segments.indices.map { contentWidth($0) + 2 * Self.titlePadding }
        var width: CGFloat = 0
        var automatic: [CGFloat] = []
        for index in segments.indices {
            if segments[index].width > 0 { width += segments[index].width } else { automatic.append(natural[index]) }
        }
        if apportionsSegmentWidthsByContent {
            width += automatic.reduce(0, +)
        } else {
            width += (automatic.max() ?? 0) * CGFloat(automatic.count)
        }
        return CGSize(width: width.rounded(.up), height: Self.standardHeight)
    }

    /// The frames of the segments across the bounds: fixed widths first, the rest shared
    /// equally, or in proportion to content with ``apportionsSegmentWidthsByContent``.
    func segmentFrames() -> [CGRect] {
        let box = bounds
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = max(box.width - fixed, 0)
        let automaticIndices = segments.indices.filter { segments[$0].width <= 0 }
        var weights = [CGFloat](repeating: 1, count: segments.count)
        if apportionsSegmentWidthsByContent {
            for index in automaticIndices { weights[index] = contentWidth(index) + 2 * Self.titlePadding }
        }
        let totalWeight = automaticIndices.reduce(CGFloat(0)) { $0 + weights[$1] }
        var x = box.minX
        // Right to left the first segment is at the right.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return segments.indices.map { index in
            let width =
                segments[index].width > 0
                ? segments[index].width : (totalWeight > 0 ? free * weights[index] / totalWeight : 0)
            defer { x += width }
            return CGRect(x: x, y: box.minY, width: width, height: box.height)
                .mirroredHorizontally(in: box, when: rightToLeft)
        }
    }

    func drawSegments() {
        guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty, bounds.width > 0 else { return }
        let box = bounds
        UIColor.segmentedTrack.setFill()
        UIBezierPath(roundedRect: box, cornerRadius: 8).fill()
        let frames = segmentFrames()
        for index in segments.indices {
            let cell = frames[index]
            let selected = index == selectedSegmentIndex
            if selected {
                // White in light mode; a mid grey in dark mode (white there hid the titles).
                // A soft shadow under the thumb, as iOS 13 and later draw it [OBS, approximate].
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
                (selectedSegmentTintColor ?? UIColor.segmentedThumb).setFill()
                UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
                context.restoreGState()
            } else if index > 0 && index - 1 != selectedSegmentIndex {
                UIColor.controlDivider.setFill()
                // The divider is on the side toward the previous segment.
                let edge = effectiveUserInterfaceLayoutDirection == .rightToLeft ? cell.maxX : cell.minX
                UIRectFill(CGRect(x: edge - 0.5, y: cell.minY + 8, width: 1, height: max(cell.height - 16, 0)))
            }
            let offset = segments[index].contentOffset
            let content = cell.offsetBy(dx: offset.width, dy: offset.height)
            if let image = segments[index].image, segments[index].title == nil {
                drawImage(image, index: index, selected: selected, in: content, context: context)
                continue
            }
            // The title is laid out for the cell's width (shortened with "…" when too narrow).
            let available = content.width - 2 * Self.titlePadding
            guard let layout = boundedTitleLayout(index, selected: selected, width: available) else { continue }
            let top = content.minY + ((content.height - layout.size.height) / 2).rounded(.down)
            TextDrawing.draw(
                layout, in: CGRect(x: content.minX + Self.titlePadding, y: top, width: available, height: layout.size.height),
                alignment: 0.5, context: context)
        }
    }

    /// Draws a segment's image centred in `rect`, in the title's colour unless the image asks
    /// to keep its own colours.
    private func drawImage(_ image: UIImage, index: Int, selected: Bool, in rect: CGRect, context: CGContext) {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return }
        let origin = CGPoint(x: (rect.midX - size.width / 2).rounded(), y: (rect.midY - size.height / 2).rounded())
        let style = titleStyle(index, selected: selected)
        let ink = UIColor(
            red: style.foreground.red, green: style.foreground.green, blue: style.foreground.blue,
            alpha: style.foreground.alpha)
        let tint: UIColor? = image.renderingMode == .alwaysOriginal ? nil : ink
        image.draw(
            in: CGRect(origin: origin, size: size), context: context, tint: tint,
            mirrored: image.drawsMirrored(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
    }

    private func boundedTitleLayout(_ index: Int, selected: Bool, width: CGFloat) -> TextLayout? {
        guard let natural = titleLayout(index, selected: selected) else { return nil }
        guard width > 0, natural.size.width > width else { return natural }
        var request = natural.request
        request.width = width
        return TextEngine.cache.layout(for: request).layout
    }
}
