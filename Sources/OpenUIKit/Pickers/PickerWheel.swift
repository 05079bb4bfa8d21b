import Foundation
import OpenQuartzCore

/// One wheel of a picker view: a vertical scroll view whose rows stack one row height apart,
/// with the selected row's centre on the wheel's centre.
///
/// The content is the rows plus half a wheel above and below, so offset `row × rowHeight`
/// centres `row`. Drags glide with the scroll view's deceleration on the application clock;
/// the glide's end is moved to the nearest row (``decelerationTarget(forProposed:velocity:)``),
/// and when the wheel comes to rest the picker hears of the row (``settle()``).
///
/// A cycling wheel (``cycles``: the date picker's months, days, hours and minutes) lays its
/// rows end to end ``cycleCopies`` times, so turning past the last row shows the first again;
/// at rest it moves, without a visible change, back to the same row in the middle copy.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    weak var picker: UIPickerView?
    let component: Int
    var rowCount = 0
    var rowHeight = PickerConstants.rowHeight
    /// The row the wheel shows as selected (moved by code at once; by the user when it settles).
    var selectedRow = 0
    /// Whether the rows repeat without end (set by the picker before a reload).
    var cycles = false
    /// Row views on screen, by position on the wheel (a cycling wheel's copies have their own).
    private var visibleRows: [Int: UIView] = [:]
    private var spareViews: [UIView] = []

    /// How many times a cycling wheel lays its rows end to end: enough that no flick reaches
    /// an end before the wheel comes to rest and moves back to the middle copy.
    static let cycleCopies = 101

    /// The rows laid on the wheel: the rows once, or ``cycleCopies`` times when cycling.
    private var positionCount: Int { cycles ? rowCount * Self.cycleCopies : rowCount }
    /// The position of the middle copy's first row (0 for a wheel that does not cycle).
    private var middleCopyStart: Int { cycles ? (Self.cycleCopies / 2) * rowCount : 0 }
    /// The row shown at `position`.
    private func row(atPosition position: Int) -> Int { rowCount > 0 ? position % rowCount : 0 }
    /// The offset that centres `position`.
    private func offset(forPosition position: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(position) * rowHeight) }

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        clipsToBounds = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.tapped))
    }

    required init?(coder: NSCoder) {
        Fatal.stop("PickerWheel is created by UIPickerView, never decoded")
    }

    /// The offset that centres `row` (in the middle copy of a cycling wheel).
    func offset(forRow row: Int) -> CGPoint { offset(forPosition: middleCopyStart + row) }

    /// The offset that centres `row` nearest to where the wheel is now: a cycling wheel turns
    /// the short way round.
    func nearestOffset(forRow row: Int) -> CGPoint {
        guard cycles, rowCount > 0 else { return offset(forRow: row) }
        let current = centredPosition
        let base = current - self.row(atPosition: current)
        let candidates = [base + row - rowCount, base + row, base + row + rowCount].filter { (0..<positionCount).contains($0) }
        let nearest = candidates.min { abs($0 - current) < abs($1 - current) } ?? middleCopyStart + row
        return offset(forPosition: nearest)
    }

    /// The position nearest the wheel's centre now.
    private var centredPosition: Int {
        guard positionCount > 0, rowHeight > 0 else { return 0 }
        return min(max(Int((contentOffset.y / rowHeight).rounded()), 0), positionCount - 1)
    }

    /// The row nearest the wheel's centre now.
    var centredRow: Int { row(atPosition: centredPosition) }

    /// Re-reads the rows (count and height) and shows `selectedRow` at rest.
    func reload(rows: Int, rowHeight: CGFloat) {
        rowCount = rows
        self.rowHeight = rowHeight
        // Rows made before a reload are not handed back for reuse: the delegate may have changed.
        for view in visibleRows.values { view.removeFromSuperview() }
        visibleRows = [:]
        spareViews = []
        selectedRow = rows == 0 ? 0 : min(max(selectedRow, 0), rows - 1)
        updateContentSize()
        if !isDragging, !isDecelerating { contentOffset = offset(forRow: selectedRow) }
        tile()
    }

    private func updateContentSize() {
        contentSize = CGSize(width: bounds.width, height: CGFloat(positionCount) * rowHeight + max(bounds.height - rowHeight, 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width || contentSize.height != CGFloat(positionCount) * rowHeight + max(bounds.height - rowHeight, 0) {
            updateContentSize()
        }
        tile()
    }

    // MARK: Rows

    /// Shows the rows that intersect the wheel, fading and shrinking each one with its distance
    /// from the centre, and recycles the rows that left.
    // UIKit divergence: UIKit draws a 3-D cylinder (rows foreshortened and tilted). The wheel
    // here is flat: a row's opacity and scale fall off with its distance from the centre, down
    // to PickerConstants.edgeAlpha and edgeScale at the wheel's top and bottom edges.
    func tile() {
        guard let picker, rowHeight > 0 else { return }
        let top = contentOffset.y
        let half = bounds.height / 2
        let lead = max(bounds.height - rowHeight, 0) / 2
        let first = positionCount == 0 ? 0 : max(Int(((top - lead) / rowHeight).rounded(.down)), 0)
        let last = positionCount == 0 ? -1 : min(Int(((top + bounds.height - lead) / rowHeight).rounded(.down)), positionCount - 1)
        let wanted = first <= last ? Set(first...last) : []
        for (position, view) in visibleRows where !wanted.contains(position) {
            view.removeFromSuperview()
            spareViews.append(view)
            visibleRows[position] = nil
        }
        for position in wanted.sorted() {
            let view: UIView
            if let shown = visibleRows[position] {
                view = shown
            } else {
                let spare = spareViews.popLast()
                view = picker.rowView(forRow: row(atPosition: position), inComponent: component, reusing: spare)
                visibleRows[position] = view
                if view.superview !== self { addSubview(view) }
            }
            let centreY = lead + (CGFloat(position) + 0.5) * rowHeight
            let distance = half > 0 ? min(abs(centreY - (top + half)) / half, 1) : 0
            let scale = 1 - (1 - PickerConstants.edgeScale) * distance * distance
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: centreY)
            view.alpha = 1 - (1 - PickerConstants.edgeAlpha) * distance
        }
    }

    /// The view shown for `row` now, if it is on screen (on a cycling wheel, the copy nearest
    /// the centre).
    func viewIfVisible(forRow row: Int) -> UIView? {
        guard cycles else { return visibleRows[row] }
        let centre = centredPosition
        return visibleRows
            .filter { self.row(atPosition: $0.key) == row }
            .min { abs($0.key - centre) < abs($1.key - centre) }?.value
    }

    // MARK: Snapping and settling

    override func decelerationTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard positionCount > 0, rowHeight > 0 else { return proposed }
        let position = min(max(Int((proposed.y / rowHeight).rounded()), 0), positionCount - 1)
        return CGPoint(x: proposed.x, y: CGFloat(position) * rowHeight)
    }

    /// The wheel came to rest: a new row is selected and the picker's delegate told once.
    func settle() {
        guard rowCount > 0 else { return }
        let position = centredPosition
        if contentOffset != offset(forPosition: position) {
            setContentOffset(offset(forPosition: position), animated: true)
            return
        }
        let row = row(atPosition: position)
        // Back to the middle copy: the same rows at the same places, so nothing moves on screen.
        if position != middleCopyStart + row { contentOffset = offset(forRow: row) }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSettle(self, on: row)
    }

    /// A tap on a row away from the centre turns the wheel to it.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard rowCount > 0, !isDecelerating else { return }
        let location = recognizer.location(in: self)
        let lead = max(bounds.height - rowHeight, 0) / 2
        let position = min(max(Int(((location.y - lead) / rowHeight).rounded(.down)), 0), positionCount - 1)
        guard position != centredPosition else { return }
        setContentOffset(offset(forPosition: position), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { tile() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
}
