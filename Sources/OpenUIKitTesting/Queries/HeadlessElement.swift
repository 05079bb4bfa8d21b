import Foundation
import OpenUIKit

/// One element of a running ``HeadlessApp`` found by a ``HeadlessElementQuery``: the
/// counterpart of XCUITest's `XCUIElement`, synchronous and headless.
///
/// An element made by exactly-one access (``HeadlessElementQuery/element``, `query["key"]`)
/// runs its query again each time it is read, so it follows the screen as it changes.
/// ``exists`` never fails; every other read or action needs exactly one match and otherwise
/// reports a test failure (through the application's ``HeadlessApp/failureReporter``, at the
/// line that made the element, or the running test's) naming the query, how many elements it
/// matched and each of them — then returns an empty value ("", `.zero`, false) or does
/// nothing.
@MainActor @preconcurrency
public struct HeadlessElement: HeadlessElementTypeQueryProvider, CustomStringConvertible {
    /// How the element finds what it stands for.
    enum Binding {
        /// The query's only match.
        case unique(HeadlessElementQuery)
        /// The query's first match.
        case first(HeadlessElementQuery)
        /// The query's match at an index.
        case index(HeadlessElementQuery, Int)
        /// A node found earlier.
        case node(ElementNode)
    }

    let app: HeadlessApp
    let binding: Binding
    /// The element's query as written.
    public let description: String
    let location: TestSourceLocation?

    init(app: HeadlessApp, binding: Binding, description: String, location: TestSourceLocation?) {
        self.app = app
        self.binding = binding
        self.description = description
        self.location = location
    }

    /// Whether at least one element matches now (for an element bound to what it found:
    /// whether that is still on screen).
    public var exists: Bool {
        switch binding {
        case .unique(let query), .first(let query): return query.count > 0
        case .index(let query, let index): return index >= 0 && index < query.count
        case .node(let node): return node.subject.isOnScreen
        }
    }

    /// Advances the application's clock a frame (1/60 s) at a time until the element exists,
    /// for at most `timeout` seconds of that clock; returns whether it exists. Deterministic:
    /// no wall-clock time passes.
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        Fatal.check(timeout.isFinite && timeout >= 0, "waitForExistence(timeout:) needs a finite, non-negative timeout, got \(timeout)")
        var waited: TimeInterval = 0
        while !exists {
            if waited >= timeout { return false }
            app.advance(by: 1.0 / 60)
            waited += 1.0 / 60
        }
        return true
    }

    /// The accessibility label ("" when none).
    public var label: String { resolve()?.subject.label ?? "" }
    /// The accessibility identifier ("" when none).
    public var identifier: String { resolve()?.subject.identifier ?? "" }
    /// The accessibility value.
    public var value: String? { resolve()?.subject.value }
    /// The accessibility traits.
    public var traits: UIAccessibilityTraits { resolve()?.subject.traits ?? .none }
    /// The element's type.
    public var elementType: ElementType { resolve()?.type ?? .any }
    /// The frame in screen coordinates.
    public var frame: CGRect { resolve()?.subject.frame ?? .zero }
    /// Whether the element is enabled (a control's `isEnabled`, else no `notEnabled` trait).
    public var isEnabled: Bool { resolve()?.subject.isEnabled ?? false }
    /// Whether the element is selected (a control's `isSelected`, or the `selected` trait).
    public var isSelected: Bool { resolve()?.subject.isSelected ?? false }
    /// Whether a tap at the element's centre would reach it: the window's `hitTest(_:with:)`
    /// at that point returns the element's view or one inside it.
    public var isHittable: Bool {
        guard let node = resolve(), let view = node.subject.object as? UIView ?? Self.containerView(of: node),
            let window = view.window
        else { return false }
        let frame = node.subject.frame
        let point = window.convert(CGPoint(x: frame.midX, y: frame.midY), from: nil)
        guard let hit = window.hitTest(point, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    /// The view the element stands for (nil for an accessibility element that is not a view).
    public var view: UIView? { resolve()?.subject.object as? UIView }
    /// The object the element stands for: a view or a `UIAccessibilityElement`.
    public var object: AnyObject? { resolve()?.subject.object }

    /// Taps the element's centre with one finger, through hit-testing, recognizers and
    /// controls (see ``HeadlessApp/tap(_:duration:reporter:fileID:filePath:line:column:)``,
    /// which reports why a view cannot be touched). Returns the tap's receipt.
    @discardableResult
    public func tap(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ActionReceipt {
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let node = resolve(at: here) else { return notFound("tap") }
        if let view = node.subject.object as? UIView {
            return app.tap(view, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        guard case .responder(let responder) = node.subject else { return notFound("tap") }
        let frame = node.subject.frame
        return app.tap(atScreenPoint: CGPoint(x: frame.midX, y: frame.midY), near: responder)
    }

    /// Taps the element twice in quick succession.
    @discardableResult
    public func doubleTap(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ActionReceipt {
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = actionView(at: here) else { return notFound("double-tap") }
        return app.doubleTap(view, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the element for `duration` seconds of the application's clock, then lifts.
    @discardableResult
    public func press(
        forDuration duration: TimeInterval, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> ActionReceipt {
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = actionView(at: here) else { return notFound("long-press") }
        return app.longPress(view, duration: duration, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Swipes up on the element.
    @discardableResult
    public func swipeUp(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ActionReceipt {
        swipe(.up, TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Swipes down on the element.
    @discardableResult
    public func swipeDown(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ActionReceipt {
        swipe(.down, TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Swipes left on the element.
    @discardableResult
    public func swipeLeft(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ActionReceipt {
        swipe(.left, TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Swipes right on the element.
    @discardableResult
    public func swipeRight(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ActionReceipt {
        swipe(.right, TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pinches the element: two fingers 100 points apart move to `scale` × 100 points apart
    /// at `velocity` (scale factor per second; its sign is ignored).
    @discardableResult
    public func pinch(
        withScale scale: CGFloat, velocity: CGFloat, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        Fatal.check(velocity != 0, "pinch(withScale:velocity:) needs a non-zero velocity")
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = actionView(at: here) else { return notFound("pinch") }
        let duration = TimeInterval(abs(scale - 1) / abs(velocity))
        return app.pinch(view, scale: scale, duration: max(duration, 0.05), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Rotates on the element by `rotation` radians at `velocity` radians per second.
    @discardableResult
    public func rotate(
        _ rotation: CGFloat, withVelocity velocity: CGFloat, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        Fatal.check(velocity != 0, "rotate(_:withVelocity:) needs a non-zero velocity")
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = actionView(at: here) else { return notFound("rotate") }
        let duration = TimeInterval(abs(rotation) / abs(velocity))
        return app.rotate(view, by: rotation, duration: max(duration, 0.05), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the element to make it first responder (unless it is), then types `text` one key
    /// at a time.
    @discardableResult
    public func typeText(
        _ text: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = actionView(at: here) else { return notFound("type") }
        return app.typeText(text, into: view, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the key `key` with `flags` held while the element is first responder (tapping
    /// it first unless it is): the matching key command runs, else the presses reach it.
    @discardableResult
    public func typeKey(
        _ key: String, modifierFlags flags: UIKeyModifierFlags, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let here = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = actionView(at: here) else { return notFound("key") }
        return app.keyCommand(key, modifierFlags: flags, on: view, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func swipe(_ direction: UISwipeGestureRecognizer.Direction, _ here: TestSourceLocation) -> ActionReceipt {
        guard let view = actionView(at: here) else { return notFound("swipe") }
        return app.swipe(
            view, direction: direction, fileID: here.fileID, filePath: here.filePath, line: here.line, column: here.column)
    }

    /// The view an action on the element acts on: the element's own view, else the view
    /// holding it. Nil after reporting why there is not exactly one element.
    private func actionView(at here: TestSourceLocation) -> UIView? {
        resolve(at: here).flatMap { $0.subject.object as? UIView ?? Self.containerView(of: $0) }
    }

    /// The receipt of an action on an element that was not found (already reported).
    private func notFound(_ action: String) -> ActionReceipt {
        ActionReceipt(action: action, target: description, failure: ActionFailure(.elementNotFound, "\(description) did not match exactly one element"))
    }

    public func descendants(matching type: ElementType) -> HeadlessElementQuery {
        HeadlessElementQuery(app: app, description: "\(description).\(HeadlessElementQuery.name(of: type))") {
            guard let node = resolve() else { return [] }
            return node.descendants.filter { type == .any || $0.type == type }
        }
    }

    public func children(matching type: ElementType) -> HeadlessElementQuery {
        HeadlessElementQuery(app: app, description: "\(description).children(matching: .\(type))") {
            guard let node = resolve() else { return [] }
            return node.children.filter { type == .any || $0.type == type }
        }
    }

    /// The node the element stands for, or nil after reporting why there is not exactly one.
    func resolve(at use: TestSourceLocation? = nil) -> ElementNode? {
        switch binding {
        case .node(let node):
            return node
        case .first(let query):
            return query.evaluate().first
        case .index(let query, let index):
            let found = query.evaluate()
            if index >= 0, index < found.count { return found[index] }
            fail("\(description): the query matched \(Self.count(found.count)), so there is no element at index \(index)\(Self.listing(found))", use)
            return nil
        case .unique(let query):
            let found = query.evaluate()
            if found.count == 1 { return found[0] }
            if found.isEmpty {
                fail("\(description) matched no element; expected exactly one.\(Self.nearby(query))", use)
            } else {
                fail("\(description) matched \(found.count) elements; expected exactly one:\(Self.listing(found))", use)
            }
            return nil
        }
    }

    private func fail(_ message: String, _ use: TestSourceLocation?) {
        app.failureReporter.report(TestFailure(message: message, location: use ?? location ?? .runningTest()))
    }

    /// The nearest view holding an accessibility element that is not a view.
    private static func containerView(of node: ElementNode) -> UIView? {
        var current: AnyObject? = node.subject.object
        while let candidate = current {
            if let view = candidate as? UIView { return view }
            current = (candidate as? UIAccessibilityElement)?.accessibilityContainer as AnyObject?
        }
        return nil
    }

    private static func count(_ n: Int) -> String { n == 1 ? "1 element" : "\(n) elements" }

    /// The nodes, one a line, numbered from 1.
    private static func listing(_ nodes: [ElementNode]) -> String {
        nodes.enumerated().map { "\n  \($0.offset + 1). \($0.element.summary)" }.joined()
    }

    /// For a query that matched nothing: what the screen has of the same type, so a typo or a
    /// changed label shows.
    private static func nearby(_ query: HeadlessElementQuery) -> String {
        let roots = ElementNode.roots(of: query.app.application.windows)
        let all = roots + roots.flatMap(\.descendants)
        let labelled = all.filter { !($0.subject.label ?? "").isEmpty || !($0.subject.identifier ?? "").isEmpty }
        guard !labelled.isEmpty else { return " The screen has no labelled or identified element." }
        let shown = labelled.prefix(12)
        var text = " The screen's labelled or identified elements:" + listing(Array(shown))
        if labelled.count > shown.count { text += "\n  … and \(labelled.count - shown.count) more" }
        return text
    }
}
