import Foundation

/// One section of a flow layout, worked out by ``UICollectionViewFlowLayout/prepare()``, in
/// content coordinates: the header and footer frames (empty when absent), the item frames, and
/// the lines the items fill, so that the elements in a rectangle are found by binary search.
struct FlowLayoutSection {
    /// The section's extent along the scroll axis (header to footer, insets included).
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    var header: CGRect = .zero
    var footer: CGRect = .zero
    var itemFrames: [CGRect] = []
    /// The lines, in order: the items they hold and their extent along the scroll axis.
    var lines: [Line] = []

    struct Line {
        var items: Range<Int>
        var mainStart: CGFloat
        var mainEnd: CGFloat
    }

    /// The index of the first line that ends after `main`.
    func firstLine(endingAfter main: CGFloat) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].mainEnd <= main { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Converts between a flow layout's scroll-axis coordinates (main: along the scroll direction,
/// where lines stack; cross: across it, where items of a line sit side by side) and the
/// content's x and y.
struct FlowAxis {
    let direction: UICollectionView.ScrollDirection

    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        direction == .vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    func main(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }
    func mainMin(_ rect: CGRect) -> CGFloat { direction == .vertical ? rect.minY : rect.minX }
    func mainMax(_ rect: CGRect) -> CGFloat { direction == .vertical ? rect.maxY : rect.maxX }

    /// The insets before and after along each axis.
    func insets(_ inset: UIEdgeInsets) -> (mainBefore: CGFloat, mainAfter: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat) {
        direction == .vertical
            ? (inset.top, inset.bottom, inset.left, inset.right)
            : (inset.left, inset.right, inset.top, inset.bottom)
    }
}
