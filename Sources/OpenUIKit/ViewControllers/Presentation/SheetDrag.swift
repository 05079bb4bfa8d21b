import Foundation

/// A sheet drag in progress.
struct SheetDrag {
    enum Dismissal { case undecided, dismissing, refused }
    /// The height, among the detents' heights, the drag began at.
    let startHeight: CGFloat
    /// How much taller than that height the sheet's frame was, raised above the keyboard; the
    /// frames of the drag keep this extra height at the bottom.
    var lift: CGFloat = 0
    var dismissal = Dismissal.undecided
}
