import Foundation
import OpenUIKit

/// One run of the accessibility audit over a window, or over a view's part of it: scans the
/// views and the accessibility elements once, then applies each requested category's rule
/// (see ``AccessibilityAuditType``) and collects the issues in a fixed order (category, then
/// reading order or view order), so two runs over the same screen list the same issues.
///
/// The audit reads the screen as it is; only two categories act on it. ``AccessibilityAuditType/contrast``
/// paints the window twice into a bitmap of its own (the window's pixels are untouched), and
/// ``AccessibilityAuditType/dynamicType`` changes the system content size category, runs a
/// turn, and changes it back (views see both trait changes, as they would on a device).
@MainActor
struct AccessibilityAudit {
    /// What the scan knows of one visible view.
    struct ViewInfo {
        let view: UIView
        /// The view's bounds in window coordinates.
        let frame: CGRect
        /// The part of ``frame`` its clipping ancestors and the window let through.
        let visible: CGRect
        /// What its clipping ancestors and the window let through, in window coordinates.
        let clip: CGRect
        /// The part of ``frame`` its clipping ancestors other than scroll views let through.
        let unscrolledVisible: CGRect
        /// The nearest ancestor that is an accessibility element (VoiceOver stops there).
        let enclosingElement: UIView?
        /// Whether the view is out of VoiceOver's reach on purpose: inside a subtree with
        /// `accessibilityElementsHidden`, or a sibling a modal view hides.
        let hiddenFromAccessibility: Bool
        /// Whether touches can reach it (its ancestors all take user interaction).
        let takesInteraction: Bool
        /// Whether its layer or an ancestor's runs an animation now.
        let isAnimating: Bool
        /// Whether a scroll view holds it (so the part cut off can be scrolled into view).
        let isInScrollView: Bool
    }

    /// An accessibility element of the audited part, with its frame in window coordinates.
    struct Element {
        let object: UIResponder
        let frame: CGRect
        /// The scan's record when the element is a view.
        let info: ViewInfo?
    }

    let window: UIWindow
    /// The view whose part of the window is audited (the window itself for a whole screen).
    let auditedRoot: UIView
    let types: AccessibilityAuditType
    /// Views whose layers animate are left out of the pixel and geometry checks (their values
    /// are in flight); an audit after an action sets this.
    let skipsAnimatingViews: Bool
    private(set) var views: [ViewInfo] = []
    private(set) var elements: [Element] = []
    private var infoByView: [ObjectIdentifier: Int] = [:]
    /// Views that are, or hold, an element VoiceOver reaches.
    private var reachable: Set<ObjectIdentifier> = []
    /// Containers that list their elements (`accessibilityElements`), in view order.
    private(set) var explicitContainers: [UIView] = []
    var issues: [AccessibilityAuditIssue] = []

    /// The pixels per point the contrast check paints at: enough for the stems of body text
    /// to cover whole pixels, a ninth of the pixels a 3× screen has.
    static let contrastScale: CGFloat = 2
    /// The smallest touch target Apple's Human Interface Guidelines accept, in points.
    static let minimumTarget: CGFloat = 44

    init(window: UIWindow, root: UIView, types: AccessibilityAuditType, skipsAnimatingViews: Bool) {
        self.window = window
        auditedRoot = root
        self.types = types
        self.skipsAnimatingViews = skipsAnimatingViews
        scan(root: root)
    }

    /// Runs the categories (Dynamic Type last: it changes the screen) and returns the issues.
    mutating func run(runTurn: () -> Void) -> [AccessibilityAuditIssue] {
        if types.contains(.contrast) { checkContrast() }
        if types.contains(.elementDetection) { checkElementDetection() }
        if types.contains(.hitRegion) { checkHitRegions() }
        if types.contains(.sufficientElementDescription) { checkDescriptions() }
        if types.contains(.textClipped) { checkTextFit(as: .textClipped, category: nil) }
        if types.contains(.trait) { checkTraits() }
        if types.contains(.parentChild) { checkParentChild() }
        if types.contains(.readingOrder) { checkReadingOrder() }
        if types.contains(.duplicateLabels) { checkDuplicateLabels() }
        if types.contains(.redundantDescription) { checkRedundantDescriptions() }
        if types.contains(.dynamicType) { checkDynamicType(runTurn: runTurn) }
        return issues
    }

    mutating func report(
        _ type: AccessibilityAuditType, _ object: UIResponder, frame: CGRect, compact: String, _ detailed: String
    ) {
        issues.append(AccessibilityAuditIssue(type, element: object, frame: frame, compact: compact, detailed: detailed))
    }

    func info(of view: UIView) -> ViewInfo? { infoByView[ObjectIdentifier(view)].map { views[$0] } }

    func isReachable(_ view: UIView) -> Bool { reachable.contains(ObjectIdentifier(view)) }

    // MARK: Scanning

    private struct ScanState {
        var clip: CGRect
        var unscrolledClip: CGRect
        var enclosing: UIView?
        var hidden: Bool
        var interaction: Bool
        var animating: Bool
        var inScrollView = false
    }

    /// Walks the window depth first in view order (back to front), through the views on the
    /// way to `root` and everything under it, skipping hidden and transparent subtrees.
    private mutating func scan(root: UIView) {
        Fatal.check(root === window || root.isDescendant(of: window), "auditAccessibility: \(root) is not in \(window)")
        let bounds = window.bounds
        let start = ScanState(
            clip: bounds, unscrolledClip: bounds, enclosing: nil, hidden: false, interaction: true, animating: false)
        // Views are recorded when taken off the stack, so they come out in view order.
        var stack: [(view: UIView, state: ScanState, inRoot: Bool)] = [(window, start, root === window)]
        while let (view, parentState, inRoot) = stack.popLast() {
            var state = parentState
            guard enter(view, &state, inRoot: inRoot) else { continue }
            if inRoot, view.accessibilityElementCount() > 0, !view.isAccessibilityElement { explicitContainers.append(view) }
            let subviews = view.subviews
            let modal = subviews.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= 0.01 }
            for subview in subviews.reversed() {
                let childInRoot = inRoot || subview === root
                guard childInRoot || root.isDescendant(of: subview) else { continue }
                var childState = state
                if let modal, modal !== subview { childState.hidden = true }
                stack.append((subview, childState, childInRoot))
            }
        }
        collectElements()
    }

    /// Records `view` (when in the audited part) and updates `state` for its subviews; false
    /// when the view is hidden or transparent (nothing under it is seen).
    private mutating func enter(_ view: UIView, _ state: inout ScanState, inRoot: Bool) -> Bool {
        if view.isHidden || view.alpha < 0.01 { return false }
        let frame = view === window ? window.bounds : view.convert(view.bounds, to: window)
        let visible = frame.intersection(state.clip)
        let unscrolled = frame.intersection(state.unscrolledClip)
        state.animating = state.animating || !(view.layer.animationKeys() ?? []).isEmpty
        state.interaction = state.interaction && view.isUserInteractionEnabled
        state.hidden = state.hidden || view.accessibilityElementsHidden
        if inRoot {
            infoByView[ObjectIdentifier(view)] = views.count
            views.append(
                ViewInfo(
                    view: view, frame: frame, visible: visible.isNull ? .zero : visible, clip: state.clip,
                    unscrolledVisible: unscrolled.isNull ? .zero : unscrolled, enclosingElement: state.enclosing,
                    hiddenFromAccessibility: state.hidden, takesInteraction: state.interaction,
                    isAnimating: state.animating, isInScrollView: state.inScrollView))
        }
        if view.clipsToBounds { state.clip = state.clip.intersection(frame) }
        if view is UIScrollView {
            // What its content's ancestors cut off can be scrolled into view.
            state.unscrolledClip = .infinite
            state.inScrollView = true
        } else if view.clipsToBounds {
            state.unscrolledClip = state.unscrolledClip.intersection(frame)
        }
        if view.isAccessibilityElement, state.enclosing == nil { state.enclosing = view }
        return true
    }

    private mutating func collectElements() {
        let inRoot = Set(views.map { ObjectIdentifier($0.view) })
        for object in AccessibilityTree.elements(in: [window]) {
            let anchor: UIView?
            switch object {
            case let view as UIView: anchor = view
            case let element as UIAccessibilityElement: anchor = containerView(of: element)
            default: anchor = nil
            }
            guard let anchor, inRoot.contains(ObjectIdentifier(anchor)) else { continue }
            let viewInfo = (object as? UIView).flatMap { info(of: $0) }
            let frame = viewInfo?.frame ?? windowFrame(ofScreenRect: object.accessibilityFrame)
            elements.append(Element(object: object, frame: frame, info: viewInfo))
            var current: UIView? = anchor
            while let view = current, reachable.insert(ObjectIdentifier(view)).inserted {
                current = view.superview
            }
        }
    }

    /// The view a standalone element belongs to, through containers that are elements too.
    func containerView(of element: UIAccessibilityElement) -> UIView? {
        var container = element.accessibilityContainer
        for _ in 0..<32 {
            if let view = container as? UIView { return view }
            guard let next = container as? UIAccessibilityElement else { return nil }
            container = next.accessibilityContainer
        }
        return nil
    }

    /// A rectangle in screen coordinates in the window's coordinates.
    func windowFrame(ofScreenRect rect: CGRect) -> CGRect {
        rect.offsetBy(dx: window.bounds.minX - window.frame.minX, dy: window.bounds.minY - window.frame.minY)
    }

    // MARK: Shared tests

    /// An enabled control, a view with an enabled tap or long-press recognizer, or an element
    /// with the `.button`, `.link` or `.adjustable` trait (and not `.notEnabled`).
    func isInteractive(_ object: UIResponder) -> Bool {
        if let control = object as? UIControl { return control.isEnabled }
        if let view = object as? UIView, Self.hasTapRecognizer(view) { return true }
        let traits = object.accessibilityTraits
        return !traits.isDisjoint(with: [.button, .link, .adjustable]) && !traits.contains(.notEnabled)
    }

    static func hasTapRecognizer(_ view: UIView) -> Bool {
        (view.gestureRecognizers ?? []).contains { ($0 is UITapGestureRecognizer || $0 is UILongPressGestureRecognizer) && $0.isEnabled }
    }

    /// The label, trimmed; nil when blank.
    static func trimmedLabel(_ object: UIResponder) -> String? {
        guard let label = object.accessibilityLabel?.trimmingCharacters(in: .whitespacesAndNewlines), !label.isEmpty
        else { return nil }
        return label
    }

    /// Whether the scan can look at the view's pixels and geometry now.
    func isMeasurable(_ info: ViewInfo) -> Bool {
        !info.visible.isEmpty && !(skipsAnimatingViews && info.isAnimating)
    }

    /// A number for a sentence: whole, or one decimal.
    static func points(_ value: CGFloat) -> String { AccessibilityAuditIssue.number(value) }
}
