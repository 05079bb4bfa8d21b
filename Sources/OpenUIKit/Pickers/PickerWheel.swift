import Foundation
import OpenQuartzCore

/// One wheel of a picker view: a vertical scroll view whose rows stack one row height apart,
/// with the selected row's centre on the wheel's centre.
///
/// The content is the rows plus half a wheel above and below, so offset `row × rowHeight`
/// centres `row`. Drags glide with the scroll view's deceleration on the application clock;
/// the glide's end is moved to the nearest row (``decelerationTarget(forProposed:velocity:)``),
/// and when the wheel comes to rest the picker hears of the row (``settle()``).
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    weak var picker: UIPickerView?
    let component: Int
    var rowCount = 0
    var rowHeight = PickerConstants.rowHeight
    /// The row the wheel shows as selected (moved by code at once; by the user when it settles).
    var selectedRow = 0
    private var visibleRows: [Int: UIView] = [:]
    private var spareViews: [UIView] = []

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

    /// The offset that centres `row`.
    func offset(forRow row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight) }

    /// The row nearest the wheel's centre now.
    var centredRow: Int {
        guard rowCount > 0, rowHeight > 0 else { return 0 }
        return min(max(Int((contentOffset.y / rowHeight).rounded()), 0), rowCount - 1)
    }

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
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight + max(bounds.height - rowHeight, 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width || contentSize.height != CGFloat(rowCount) * rowHeight + max(bounds.height - rowHeight, 0) {
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
        let first = rowCount == 0 ? 0 : max(Int(((top - lead) / rowHeight).rounded(.down)), 0)
        let last = rowCount == 0 ? -1 : min(Int(((top + bounds.height - lead) / rowHeight).rounded(.down)), rowCount - 1)
        let wanted = first <= last ? Set(first...last) : []
        for (row, view) in visibleRows where !wanted.contains(row) {
            view.removeFromSuperview()
            spareViews.append(view)
            visibleRows[row] = nil
        }
        for row in wanted.sorted() {
            let view: UIView
            if let shown = visibleRows[row] {
                view = shown
            } else {
                let spare = spareViews.popLast()
                view = picker.rowView(forRow: row, inComponent: component, reusing: spare)
                visibleRows[row] = view
                if view.superview !== self { addSubview(view) }
            }
            let centreY = lead + (CGFloat(row) + 0.5) * rowHeight
            let distance = half > 0 ? min(abs(centreY - (top + half)) / half, 1) : 0
            let scale = 1 - (1 - PickerConstants.edgeScale) * distance * distance
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: centreY)
            view.alpha = 1 - (1 - PickerConstants.edgeAlpha) * distance
        }
    }

    /// The view shown for `row` now, if it is on screen.
    func viewIfVisible(forRow row: Int) -> UIView? { visibleRows[row] }

    // MARK: Snapping and settling

    override func decelerationTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard rowCount > 0, rowHeight > 0 else { return proposed }
        let row = min(max(Int((proposed.y / rowHeight).rounded()), 0), rowCount - 1)
        return CGPoint(x: proposed.x, y: CGFloat(row) * rowHeight)
    }

    /// The wheel came to rest: a new row is selected and the picker's delegate told once.
    func settle() {
        guard rowCount > 0 else { return }
        let row = centredRow
        if contentOffset != offset(forRow: row) {
            setContentOffset(offset(forRow: row), animated: true)
            return
        }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSettle(self, on: row)
    }

    /// A tap on a row away from the centre turns the wheel to it.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard rowCount > 0, !isDecelerating else { return }
        let location = recognizer.location(in: self)
        let lead = max(bounds.height - rowHeight, 0) / 2
        let row = min(max(Int(((location.y - lead) / rowHeight).rounded(.down)), 0), rowCount - 1)
        guard row != centredRow else { return }
        setContentOffset(offset(forRow: row), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { tile() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
}
