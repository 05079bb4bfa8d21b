import Foundation
import OpenUIKit

/// One accessibility element of a running ``HeadlessApp``, found by ``HeadlessApp/accessibilityElements()``,
/// ``HeadlessApp/element(identifier:)`` or ``HeadlessApp/element(label:)``: what an assistive
/// technology would read, and the ways it can use the element.
///
/// Reads are live (they ask the element each time). ``tap()`` is a real touch at the centre
/// of the element's frame, through the event pipeline; ``increment()``, ``decrement()`` and
/// ``activate()`` are what VoiceOver's swipe up, swipe down and double tap do.
@MainActor @preconcurrency
public struct AccessibilityElementHandle {
    /// The element: a view, or a `UIAccessibilityElement`.
    public let object: UIResponder
    private let app: HeadlessApp

    init(object: UIResponder, app: HeadlessApp) {
        self.object = object
        self.app = app
    }

    public var label: String? { object.accessibilityLabel }
    public var value: String? { object.accessibilityValue }
    public var hint: String? { object.accessibilityHint }
    public var traits: UIAccessibilityTraits { object.accessibilityTraits }
    public var identifier: String? { object.accessibilityIdentifier }
    /// The frame in screen coordinates.
    public var frame: CGRect { object.accessibilityFrame }
    /// The names of the element's custom actions.
    public var customActionNames: [String] { object.accessibilityCustomActions?.map(\.name) ?? [] }

    /// Taps the centre of the element's frame with one finger (down, 0.05 s, up), through the
    /// window's hit-testing, recognizers and controls, as a person would. Returns the tap's
    /// receipt.
    @discardableResult
    public func tap() -> ActionReceipt {
        let frame = frame
        Fatal.check(!frame.isEmpty, "AccessibilityElementHandle.tap(): \(description) has an empty frame (is it in a window?)")
        return app.tap(atScreenPoint: CGPoint(x: frame.midX, y: frame.midY), near: object)
    }

    /// Swipe up with VoiceOver: `accessibilityIncrement()`, then a run-loop turn.
    public func increment() {
        object.accessibilityIncrement()
        app.runTurn()
    }

    /// Swipe down with VoiceOver: `accessibilityDecrement()`, then a run-loop turn.
    public func decrement() {
        object.accessibilityDecrement()
        app.runTurn()
    }

    /// Double tap with VoiceOver: `accessibilityActivate()`, and when the element does not
    /// handle it, a real tap at its activation point. Then a run-loop turn.
    public func activate() {
        if object.accessibilityActivate() {
            app.runTurn()
        } else {
            app.tap(atScreenPoint: object.accessibilityActivationPoint, near: object)
        }
    }

    /// Performs the custom action named `name`; returns what its handler returned, false when
    /// there is no such action.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        guard let action = object.accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
        let result = action.actionHandler?(action) ?? false
        app.runTurn()
        return result
    }

    /// A one-line summary: class, identifier, label, value, traits.
    public var description: String {
        var parts = [String(describing: type(of: object))]
        if let identifier { parts.append("identifier: \(identifier)") }
        if let label { parts.append("label: \(label)") }
        if let value { parts.append("value: \(value)") }
        if traits != .none { parts.append("traits: \(traits)") }
        return "<" + parts.joined(separator: "; ") + ">"
    }
}

extension HeadlessApp {
    /// The accessibility elements of the visible windows in reading order (see
    /// `AccessibilityTree` in OpenUIKit for the rules: elements, containers, hidden and modal
    /// views, grouping, position order).
    public func accessibilityElements() -> [AccessibilityElementHandle] {
        AccessibilityTree.elements(in: application.windows).map { AccessibilityElementHandle(object: $0, app: self) }
    }

    /// The first element in reading order whose `accessibilityIdentifier` is `identifier`, or,
    /// when no element has it, the first visible view with it (a container, as XCUITest finds
    /// "other" elements).
    public func element(identifier: String) -> AccessibilityElementHandle? {
        if let found = AccessibilityTree.elements(in: application.windows).first(where: { $0.accessibilityIdentifier == identifier }) {
            return AccessibilityElementHandle(object: found, app: self)
        }
        for window in application.windows where !window.isHidden {
            if let view = Self.visibleView(in: window, where: { $0.accessibilityIdentifier == identifier }) {
                return AccessibilityElementHandle(object: view, app: self)
            }
        }
        return nil
    }

    /// The first element in reading order whose `accessibilityLabel` is `label`.
    public func element(label: String) -> AccessibilityElementHandle? {
        AccessibilityTree.elements(in: application.windows).first { $0.accessibilityLabel == label }
            .map { AccessibilityElementHandle(object: $0, app: self) }
    }

    private static func visibleView(in root: UIView, where matches: (UIView) -> Bool) -> UIView? {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if view.isHidden || view.alpha < 0.01 { continue }
            if matches(view) { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// A one-finger tap at a point in screen coordinates, in the window holding `object`.
    @discardableResult
    func tap(atScreenPoint point: CGPoint, near object: UIResponder) -> ActionReceipt {
        var window: UIWindow?
        var current: AnyObject? = object
        while let candidate = current, window == nil {
            if let view = candidate as? UIView {
                window = view.window
            } else if let element = candidate as? UIAccessibilityElement {
                current = element.accessibilityContainer
                continue
            }
            break
        }
        guard let window else { Fatal.stop("AccessibilityElementHandle: \(object) is not in a window") }
        let local = CGPoint(
            x: point.x - window.frame.minX + window.bounds.minX, y: point.y - window.frame.minY + window.bounds.minY)
        if window.isKeyWindow { return tap(at: local) }
        return performAction(ActionReceipt(action: "tap", point: local)) {
            touchDown(1, at: local, in: window)
            advance(by: 0.05)
            touchUp(1)
        }
    }
}
