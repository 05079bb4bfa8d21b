import Foundation

/// The region text is laid out in: its size, the padding at each end of every line, and how
/// many lines it holds.
///
/// A ``UITextView`` owns one and keeps its width in step with its own width (less its
/// ``UITextView/textContainerInset``).
/// - Note: See https://developer.apple.com/documentation/uikit/nstextcontainer
// UIKit divergence: a minimal container: no exclusion paths and no layout manager; it carries
// the values UITextView lays its text out with.
@MainActor @preconcurrency
open class NSTextContainer {
    /// The container's size; a width or height of `CGFloat.greatestFiniteMagnitude` is unlimited.
    open var size: CGSize
    /// Space left empty at the start and end of every line, in points (default 5).
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textContainerDidChange() } }
    /// The most lines laid out; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0 { didSet { owner?.textContainerDidChange() } }
    /// How the last line breaks when the lines are limited (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textContainerDidChange() } }
    /// Whether the width follows the text view's width (default true).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's height (default false).
    open var heightTracksTextView = false

    /// The view laying text out in the container, told when a setting changes.
    weak var owner: (any TextContainerOwner)?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// An unlimited container.
    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}

/// What a text container tells the view that lays text out in it.
@MainActor
protocol TextContainerOwner: AnyObject {
    func textContainerDidChange()
}
