import Foundation

/// The picker view's measurements UIKit does not publish, chosen to look like iOS 17's wheels.
enum PickerConstants {
    /// The height of a picker view and of its wheels (UIKit's documented 216 points).
    static let height: CGFloat = 216
    /// The width a picker view asks for when nothing constrains it.
    static let defaultWidth: CGFloat = 320
    /// The default height of a row.
    static let rowHeight: CGFloat = 32
    /// The point size of the standard row label.
    static let rowFontSize: CGFloat = 21
    /// How far the selection band stays from the picker's left and right edges.
    static let bandInset: CGFloat = 8
    /// The selection band's corner radius.
    static let bandCornerRadius: CGFloat = 8
    /// How far the wheels stay from the picker's left and right edges (inside the band).
    static let wheelInset: CGFloat = 8
    /// The gap between two wheels.
    static let componentSpacing: CGFloat = 4
    /// The opacity of a row at the top or bottom edge of the wheel (1 at the centre).
    static let edgeAlpha: CGFloat = 0.25
    /// The scale of a row at the top or bottom edge of the wheel (1 at the centre).
    static let edgeScale: CGFloat = 0.8
}
