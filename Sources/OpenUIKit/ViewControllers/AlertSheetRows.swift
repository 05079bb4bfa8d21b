import Foundation

/// Where an action sheet's rows go in its main group: the title and message frames (nil
/// without a header), a frame per button of the group and per hairline, and the height they
/// take.
struct AlertSheetRows {
    var header: (title: CGRect, message: CGRect)?
    var buttons: [CGRect] = []
    var separators: [CGRect] = []
    var height: CGFloat = 0
}
