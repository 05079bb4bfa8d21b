import Foundation

/// Places a compositional section's (or layout's) boundary items in the layout's directions:
/// the room they take before, after and beside the content, and each item's frame.
@MainActor
struct CompositionalBoundaryLayout {
    let axis: CompositionalAxis

    /// The stretch a section (or the layout) gives its boundary items, along the scroll
    /// direction and across it.
    struct Span {
        let start, contentStart, contentEnd, end: CGFloat
        let crossLow, crossHigh: CGFloat
    }

    /// Places a boundary item of `size` in `span`: before or after the content (in the room
    /// made for it when it extends the boundary, else over the content's edge), or beside the
    /// content, centred along it; then moved by the item's offset.
    func place(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, indexPath: IndexPath, in span: Span
    ) -> PreparedBoundaryItem {
        let edge = axis.edge(of: item.alignment)
        let mainLength = axis.main(of: size)
        let crossLength = axis.cross(of: size)
        let alongContent = span.contentStart + (span.contentEnd - span.contentStart - mainLength) / 2
        let main: CGFloat
        let cross: CGFloat
        switch edge {
        case .before:
            main = item.extendsBoundary ? span.start : span.contentStart
            cross = axis.crossPosition(of: item.alignment, length: crossLength, low: span.crossLow, high: span.crossHigh)
        case .after:
            main = item.extendsBoundary ? span.contentEnd : span.contentEnd - mainLength
            cross = axis.crossPosition(of: item.alignment, length: crossLength, low: span.crossLow, high: span.crossHigh)
        case .crossBefore:
            main = alongContent
            cross = span.crossLow
        case .crossAfter:
            main = alongContent
            cross = span.crossHigh - crossLength
        }
        let frame = axis.rect(main: main, cross: cross, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
        return PreparedBoundaryItem(
            kind: item.elementKind, indexPath: indexPath, frame: frame, zIndex: item.zIndex, edge: edge,
            pinnedWithin: item.pinToVisibleBounds ? (span.start, span.end) : nil)
    }

    /// The room along the scroll direction the items at `edge` that extend the boundary take:
    /// the longest of them (items at one edge share the room, side by side).
    func mainExtent(
        of items: [NSCollectionLayoutBoundarySupplementaryItem], sizes: [CGSize], at edge: CompositionalBoundaryEdge
    ) -> CGFloat {
        zip(items, sizes).filter { $0.0.extendsBoundary && axis.edge(of: $0.0.alignment) == edge }
            .map { axis.main(of: $0.1) }.max() ?? 0
    }

    /// The breadth the items beside the content at `edge` that extend the boundary take.
    func crossExtent(
        of items: [NSCollectionLayoutBoundarySupplementaryItem], sizes: [CGSize], at edge: CompositionalBoundaryEdge
    ) -> CGFloat {
        zip(items, sizes).filter { $0.0.extendsBoundary && axis.edge(of: $0.0.alignment) == edge }
            .map { axis.cross(of: $0.1) }.max() ?? 0
    }
}

/// A boundary item as prepared: its natural frame, and for a pinned item the stretch of the
/// main direction it stays inside while the visible bounds move.
struct PreparedBoundaryItem {
    let kind: String
    let indexPath: IndexPath
    let frame: CGRect
    let zIndex: Int
    let edge: CompositionalBoundaryEdge
    /// The start and end, along the main direction, of the section (or layout) a pinned item
    /// belongs to; nil when the item is not pinned.
    let pinnedWithin: (start: CGFloat, end: CGFloat)?

    /// The item's frame when the visible part of the content spans `visible` along the main
    /// direction: a pinned item before the content stays at the visible start (an item after
    /// it at the visible end) while its section is in view, never leaving the section.
    func frame(visible: (start: CGFloat, end: CGFloat), axis: CompositionalAxis) -> CGRect {
        guard let pinnedWithin else { return frame }
        let natural = axis.minMain(of: frame)
        let length = axis.main(of: frame.size)
        let main: CGFloat
        switch edge {
        case .after:
            main = min(natural, max(visible.end - length, pinnedWithin.start))
        case .before, .crossBefore, .crossAfter:
            main = max(natural, min(visible.start, pinnedWithin.end - length))
        }
        return axis.moving(frame, toMain: main)
    }
}
