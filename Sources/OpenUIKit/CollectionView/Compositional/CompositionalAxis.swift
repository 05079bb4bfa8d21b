import Foundation

/// A compositional layout's two directions: along the scroll direction ("main": y for a
/// vertical layout, x for a horizontal one) and across it ("cross"). The layout works out
/// sections in these terms and turns them into frames here.
struct CompositionalAxis {
    let vertical: Bool

    func main(of point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
    func main(of size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func cross(of size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func minMain(of rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
    func maxMain(of rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }

    /// The frame at `main`, `cross` of `size`.
    func rect(main: CGFloat, cross: CGFloat, size: CGSize) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: size.width, height: size.height)
            : CGRect(x: main, y: cross, width: size.width, height: size.height)
    }

    /// `rect` moved along the main direction to start at `main`.
    func moving(_ rect: CGRect, toMain main: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: rect.minX, y: main, width: rect.width, height: rect.height)
            : CGRect(x: main, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The insets before and after the content along the main direction, and before and
    /// after it across.
    func insets(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat) {
        vertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
    }

    /// Which edge of its section (or layout) an alignment puts a boundary item against: before
    /// or after the content along the main direction, or beside it.
    func edge(of alignment: NSRectAlignment) -> CompositionalBoundaryEdge {
        if vertical {
            if alignment.touchesTop { return .before }
            if alignment.touchesBottom { return .after }
            return alignment == .leading ? .crossBefore : .crossAfter
        }
        if alignment.touchesLeading { return .before }
        if alignment.touchesTrailing { return .after }
        return alignment == .top ? .crossBefore : .crossAfter
    }

    /// Where along the cross direction an item of `length` aligned by `alignment` sits
    /// between `low` and `high`: at the start for a leading (vertical layout) or top
    /// (horizontal) corner, at the end for the opposite corner, else centred.
    func crossPosition(of alignment: NSRectAlignment, length: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
        let atStart = vertical ? alignment.touchesLeading : alignment.touchesTop
        let atEnd = vertical ? alignment.touchesTrailing : alignment.touchesBottom
        if atStart { return low }
        if atEnd { return high - length }
        return low + (high - low - length) / 2
    }
}

/// The edge of a section a boundary item sits against, in the layout's directions.
enum CompositionalBoundaryEdge {
    case before, after, crossBefore, crossAfter
}
