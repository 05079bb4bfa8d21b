import Foundation

/// Where a layout puts a section that scrolls across the layout, and how it scrolls: what the
/// collection view needs to give the section a scroll view of its own.
struct OrthogonalSectionPlacement: Equatable {
    /// The section's index.
    let section: Int
    /// The section's frame in the collection view's content: the scroll view's frame.
    let frame: CGRect
    /// The extent of the section's groups and insets: the scroll view's content size.
    let contentSize: CGSize
    let behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior
    /// The groups' frames in the scroll view's content, leading to trailing.
    let groupFrames: [CGRect]
    /// The section's leading content inset: a group snaps with its leading edge this far in.
    let leadingInset: CGFloat
    /// Whether the collection view mirrored the section (a flipped layout): the groups run
    /// from the content's right end, where the scroll view starts.
    var rightToLeft = false
}
