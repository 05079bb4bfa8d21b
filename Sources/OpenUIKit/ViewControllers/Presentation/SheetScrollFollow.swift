import Foundation

/// The sheet's watch over a drag that a scroll view inside it took: where the finger and the
/// content were at the last step, and, once the content came back to its top edge with the
/// finger still going down, the pan translation at which the sheet took the drag over.
struct SheetScrollFollow {
    var lastTranslation: CGFloat
    var lastOffset: CGFloat
    var handOffTranslation: CGFloat?
}
