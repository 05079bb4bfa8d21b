/// A picker data source of the library's own whose wheels may repeat their rows without end
/// (UIKit's date picker does so for months, days, hours and minutes; `UIPickerView`'s public
/// data source has no such option).
@MainActor
protocol PickerCycling: AnyObject {
    /// Whether wheel `component`'s rows repeat without end.
    func cycles(component: Int) -> Bool
}
