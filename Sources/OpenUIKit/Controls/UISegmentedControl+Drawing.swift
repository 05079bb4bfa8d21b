import Foundation
import OpenCoreGraphics

extension UISegmentedControl {
    /// Padding on each side of a title, in points [CHOSEN].
    static let titlePadding: CGFloat = 12
    /// The control's standard height, in points [CHOSEN: iOS 13's look].
    static let standardHeight: CGFloat = 32

    /// The titles' font: 13 points, semibold when selected.
    func titleFont(selected: Bool) -> UIFont { UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .medium) }

    private func titleLayout(_ index: Int) -> TextLayout? {
        guard let title = segments[index].title, !title.isEmpty else { return nil }
        var color = AttributedTextConversion.color(UIColor.label) ?? .black
        if !isEnabled || !segments[index].isEnabled { color.alpha *= 0.35 }
        let style = TextStyle(font: titleFont(selected: index == selectedSegmentIndex).spec, foreground: color)
        var paragraph = TextParagraph()
        paragraph.lineBreak = .truncateTail
        let request = TextLayoutRequest(
            runs: [TextRun(text: AttributedTextConversion.sanitized(title), style: style)], paragraph: paragraph, maximumLines: 1)
        return TextEngine.cache.layout(for: request).layout
    }

    func segmentsIntrinsicSize() -> CGSize {
        guard !segments.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }
        // Measured in the selected (heavier) font so selecting never widens the control.
        let widest = segments.indices.map { index -> CGFloat in
            guard let title = segments[index].title, !title.isEmpty else { return 0 }
            return title.size(withAttributes: [.font: titleFont(selected: true)]).width
        }.max() ?? 0
        let segment = (widest + 2 * Self.titlePadding).rounded(.up)
        return CGSize(width: segment * CGFloat(segments.count), height: Self.standardHeight)
    }

    func drawSegments() {
        guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty, bounds.width > 0 else { return }
        let box = bounds
        UIColor.segmentedTrack.setFill()
        UIBezierPath(roundedRect: box, cornerRadius: 8).fill()
        let width = box.width / CGFloat(segments.count)
        for index in segments.indices {
            let cell = CGRect(x: box.minX + CGFloat(index) * width, y: box.minY, width: width, height: box.height)
            if index == selectedSegmentIndex {
                // White in light mode; a mid grey in dark mode (white there hid the titles).
                // A soft shadow under the thumb, as iOS 13 and later draw it [OBS, approximate].
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
                UIColor.segmentedThumb.setFill()
                UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
                context.restoreGState()
            } else if index > 0 && index - 1 != selectedSegmentIndex {
                UIColor.controlDivider.setFill()
                UIRectFill(CGRect(x: cell.minX - 0.5, y: cell.minY + 8, width: 1, height: max(cell.height - 16, 0)))
            }
            // The title is laid out for the cell's width (shortened with "…" when too narrow).
            guard titleLayout(index) != nil, let layout = boundedTitleLayout(index, width: cell.width - 2 * Self.titlePadding) else { continue }
            let top = cell.minY + ((cell.height - layout.size.height) / 2).rounded(.down)
            TextDrawing.draw(
                layout, in: CGRect(x: cell.minX + Self.titlePadding, y: top, width: cell.width - 2 * Self.titlePadding, height: layout.size.height),
                alignment: 0.5, context: context)
        }
    }

    private func boundedTitleLayout(_ index: Int, width: CGFloat) -> TextLayout? {
        guard let natural = titleLayout(index) else { return nil }
        guard width > 0, natural.size.width > width else { return natural }
        var request = natural.request
        request.width = width
        return TextEngine.cache.layout(for: request).layout
    }
}
