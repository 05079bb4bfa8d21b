import Foundation

/// A row of dots showing the current page; a tap on the left half goes back a page, on the
/// right half forward, sending `.valueChanged` when the page changed.
/// - Note: See https://developer.apple.com/documentation/uikit/uipagecontrol
@MainActor
open class UIPageControl: UIControl {
    /// How many pages (dots) there are.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }

    /// The current page, within 0..<numberOfPages. Setting it sends no event.
    open var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
    }

    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false

    /// Steps one page towards the half that was tapped [CHOSEN: at lift, inside the bounds].
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let target = point.x < bounds.midX ? currentPage - 1 : currentPage + 1
        guard target >= 0, target < numberOfPages else { return }
        currentPage = target
        sendActions(for: .valueChanged, with: event)
    }

    /// Refuses other views' single taps [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
