import Foundation

/// A row of dots showing the current page; a tap on the left half goes back a page, on the
/// right half forward, sending `.valueChanged` when the page changed.
///
/// It looks like iOS 17's: a row of small round dots, centred, the current one in
/// ``currentPageIndicatorTintColor`` and the others in ``pageIndicatorTintColor``; each dot is
/// a layer that layout moves and recolours (UIPageControl+Drawing.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uipagecontrol
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// How many pages (dots) there are.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            layoutParts()
        }
    }

    /// The current page, within 0..<numberOfPages. Setting it sends no event.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            layoutParts()
        }
    }

    /// Whether the control shows nothing when there is only one page.
    open var hidesForSinglePage = false {
        didSet { layoutParts() }
    }

    /// The colour of the dots other than the current one; `nil` (the default) means a
    /// translucent grey.
    open var pageIndicatorTintColor: UIColor? {
        didSet { noteAppearanceSet(.pageIndicatorTintColor); layoutParts() }
    }

    /// The colour of the current page's dot; `nil` (the default) means the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { noteAppearanceSet(.currentPageIndicatorTintColor); layoutParts() }
    }

    // UIKit divergence: no `backgroundStyle`, `allowsContinuousInteraction`, indicator
    // images or limit on the dots shown: every page gets a dot, even past the bounds.
    /// One layer per dot.
    let parts = PageControlParts()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(parts.container)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.addSublayer(parts.container)
    }

    /// The size the dots of `pageCount` pages take: a ``ControlConstants/pageIndicatorPitch``
    /// per dot plus a margin at each end, ``ControlConstants/pageControlHeight`` high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(pageCount, 0)
        let width = count == 0
            ? 0 : CGFloat(count) * ControlConstants.pageIndicatorPitch + 2 * ControlConstants.pageControlMargin
        return CGSize(width: width, height: ControlConstants.pageControlHeight)
    }

    /// The size of the control's dots (``size(forNumberOfPages:)`` of ``numberOfPages``).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// ``intrinsicContentSize``, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Moves the dots for the new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Recolours the dots: their colours may be dynamic.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutParts()
    }

    /// Enabled changes the dots' opacity, not a bitmap.
    override func stateDidChange() { layoutParts() }

    /// Steps one page towards the half that was tapped [CHOSEN: at lift, inside the bounds].
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        // The earlier pages are to the left, or to the right in a right-to-left layout.
        let towardEarlier = (point.x < bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let target = towardEarlier ? currentPage - 1 : currentPage + 1
        guard target >= 0, target < numberOfPages else { return }
        currentPage = target
        sendActions(for: .valueChanged, with: event)
    }

    /// Refuses other views' single taps [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility defaults

    /// "page 2 of 5"; nothing without pages.
    package override var defaultAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }

    /// Adjustable, with the control's state.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// Moves to the next (`direction` 1) or previous (-1) page when there is one, sending
    /// `.valueChanged`.
    package override func performDefaultAccessibilityAdjustment(by direction: Int) {
        let target = currentPage + direction
        guard target >= 0, target < numberOfPages else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }

    /// A page control is adjusted, not activated: the assistive technology taps the activation point instead.
    package override func performDefaultAccessibilityActivation() -> Bool { false }
}
