import Foundation

/// Supplies a picker view's row contents and sizes, and hears which row the user settled on.
/// Every method is optional.
///
/// A row shows, in order of preference: the view from
/// ``pickerView(_:viewForRow:forComponent:reusing:)`` when the delegate implements it, else a
/// label with ``pickerView(_:attributedTitleForRow:forComponent:)``, else a label with
/// ``pickerView(_:titleForRow:forComponent:)``, else an empty row.
/// - Note: See https://developer.apple.com/documentation/uikit/uipickerviewdelegate
// UIKit divergence: the @objc optional methods are protocol requirements with default
// implementations in an extension. The default `viewForRow` builds the standard row label from
// the (attributed) title, which is what UIKit shows when the method is not implemented.
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of wheel `component` (default: the picker's width shared equally).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row on wheel `component` (default 32 points).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The plain title of a row (default nil).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; preferred over the plain title (default nil).
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// The view shown for a row; `view` is a row view that scrolled away, to reuse (or nil).
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user brought wheel `component` to rest on `row` (not sent for
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.equalComponentWidth
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        PickerConstants.rowHeight
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
