import Foundation

/// Tells a picker view how many wheels it shows and how many rows each wheel has.
/// - Note: See https://developer.apple.com/documentation/uikit/uipickerviewdatasource
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels (components) side by side.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows on wheel `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
