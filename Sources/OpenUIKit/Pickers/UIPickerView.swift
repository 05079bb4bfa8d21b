import Foundation
import OpenQuartzCore

/// A view of spinning wheels, one per component, each settling on one row.
///
/// The data source gives the number of wheels and rows; the delegate gives each row's title or
/// view, the wheels' widths and row heights, and hears when the user brings a wheel to rest on
/// a new row (once per settled change; never for ``selectRow(_:inComponent:animated:)``).
/// Each wheel is a vertical scroll view: it follows the finger, glides with momentum on the
/// application clock and snaps to the nearest row; a tap on a row above or below the centre
/// turns the wheel to it. A rounded band marks the selected rows across the wheels. Its
/// intrinsic size is 320 × 216 points.
/// - Note: See https://developer.apple.com/documentation/uikit/uipickerview
@MainActor @preconcurrency
open class UIPickerView: UIView {
    /// Gives the number of components and their rows.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// Gives the rows' contents and sizes and hears the user's selections.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// Deprecated and ignored since iOS 7: the selection band always shows.
    @available(*, deprecated, message: "The selection band always shows")
    open var showsSelectionIndicator = true

    private var wheels: [PickerWheel] = []
    private let selectionBand = UIView()
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = PickerConstants.bandCornerRadius
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    // MARK: Components and rows

    /// The number of wheels, as the data source last gave it.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows on wheel `component`, as the data source last gave it (0 for a
    /// component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of a row on wheel `component`: the wheel's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidth(component), height: wheels[component].rowHeight)
    }

    /// The view showing `row` on wheel `component`, if the row is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return wheels[component].viewIfVisible(forRow: row)
    }

    /// Asks the data source and delegate again for every wheel; selections are kept (clamped to
    /// the new row counts).
    open func reloadAllComponents() {
        guard let dataSource else {
            wheels.forEach { $0.removeFromSuperview() }
            wheels = []
            needsReload = false
            return
        }
        needsReload = false
        let count = max(dataSource.numberOfComponents(in: self), 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            addSubview(wheel)
            wheels.append(wheel)
        }
        layoutWheels()
        for component in wheels.indices { reloadWheel(component) }
    }

    /// Asks the data source and delegate again for wheel `component`.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else {
            misuseLog.log("UIPickerView.reloadComponent(\(component)): the picker has \(wheels.count) components")
            return
        }
        reloadWheel(component)
    }

    private func reloadWheel(_ component: Int) {
        guard let dataSource else { return }
        let rows = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerConstants.rowHeight
        wheels[component].cycles = (dataSource as? any PickerCycling)?.cycles(component: component) ?? false
        wheels[component].reload(rows: rows, rowHeight: max(height, 1))
        if component == 0 { setNeedsLayout() }
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    // MARK: Selection

    /// Turns wheel `component` to `row` (gliding when `animated`). The delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        Fatal.check(
            wheels.indices.contains(component),
            "UIPickerView.selectRow(_:inComponent:animated:): component \(component) is out of range (the picker has \(wheels.count))")
        let wheel = wheels[component]
        guard (0..<wheel.rowCount).contains(row) else {
            misuseLog.log(
                "UIPickerView.selectRow(\(row), inComponent: \(component)): row out of range (the component has \(wheel.rowCount) rows); ignored")
            return
        }
        wheel.selectedRow = row
        let shown = animated && window != nil
        wheel.setContentOffset(shown ? wheel.nearestOffset(forRow: row) : wheel.offset(forRow: row), animated: shown)
    }

    /// The row wheel `component` shows as selected, or -1 when the component does not exist
    /// or has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    func wheelDidSettle(_ wheel: PickerWheel, on row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }

    func rowView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        guard let delegate else {
            // No delegate: rows are empty.
            return view ?? PickerRowLabel()
        }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }

    // MARK: Geometry

    /// A picker is as wide as it is asked to be and 216 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: PickerConstants.defaultWidth, height: PickerConstants.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : PickerConstants.defaultWidth, height: PickerConstants.height)
    }

    /// The width each wheel gets when the delegate does not say: the space between the insets
    /// shared equally.
    package var equalComponentWidth: CGFloat {
        let count = max(wheels.count, 1)
        let available = bounds.width - 2 * PickerConstants.wheelInset - CGFloat(count - 1) * PickerConstants.componentSpacing
        return max(available / CGFloat(count), 0)
    }

    private func componentWidth(_ component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutWheels()
    }

    /// Places the wheels side by side, centred as a group, and the band across them.
    private func layoutWheels() {
        let widths = wheels.indices.map { componentWidth($0) }
        let total = widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * PickerConstants.componentSpacing
        var x = ((bounds.width - total) / 2).rounded()
        for (wheel, width) in zip(wheels, widths) {
            let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if wheel.frame != frame { wheel.frame = frame }
            x += width + PickerConstants.componentSpacing
        }
        let bandHeight = wheels.first?.rowHeight ?? PickerConstants.rowHeight
        selectionBand.frame = CGRect(
            x: PickerConstants.bandInset, y: ((bounds.height - bandHeight) / 2).rounded(),
            width: max(bounds.width - 2 * PickerConstants.bandInset, 0), height: bandHeight)
    }
}
