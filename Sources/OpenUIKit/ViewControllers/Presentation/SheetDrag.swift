import Foundation

/// A sheet drag in progress.
struct SheetDrag {
    enum Dismissal { case undecided, dismissing, refused }
    let startHeight: CGFloat
    var dismissal = Dismissal.undecided
}
