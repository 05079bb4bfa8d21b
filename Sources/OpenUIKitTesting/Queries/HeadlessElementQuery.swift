import Foundation
import OpenUIKit

/// A search for elements of a running ``HeadlessApp``, the counterpart of XCUITest's
/// `XCUIElementQuery`: made from the application or an element (`app.buttons`,
/// `cell.staticTexts`), narrowed (`matching(identifier:)`, `["Save"]`), and evaluated
/// afresh, synchronously, each time it is read — no waiting, no timeouts.
///
/// Exactly-one access (``element``, a subscript, ``element(matching:identifier:fileID:filePath:line:column:)``)
/// gives an element that checks when it is used: if the query then matches none or several,
/// the use reports a test failure (to the application's ``HeadlessApp/failureReporter``)
/// saying how many matched and listing them, and returns an empty value — the test goes on
/// and fails, the program does not stop. ``firstMatch`` and ``allElements`` never report.
///
/// See ``HeadlessElement/ElementType`` and `ElementNode` for which views are elements.
@MainActor @preconcurrency
public struct HeadlessElementQuery: HeadlessElementTypeQueryProvider, CustomStringConvertible {
    let app: HeadlessApp
    /// The query as written, for failure messages: `app.cells.buttons["Save"]`.
    public let description: String
    let evaluate: @MainActor () -> [ElementNode]

    init(app: HeadlessApp, description: String, evaluate: @escaping @MainActor () -> [ElementNode]) {
        self.app = app
        self.description = description
        self.evaluate = evaluate
    }

    /// How many elements match now.
    public var count: Int { evaluate().count }

    /// Every element that matches now, in tree order, each bound to what it found (it does not
    /// search again).
    public var allElements: [HeadlessElement] {
        evaluate().enumerated().map { index, node in
            HeadlessElement(app: app, binding: .node(node), description: "\(description).element(boundBy: \(index))", location: nil)
        }
    }

    /// XCUITest's name for ``allElements``.
    public var allElementsBoundByIndex: [HeadlessElement] { allElements }

    /// The one element the query matches; using it reports a failure when it matches none or
    /// several.
    public var element: HeadlessElement {
        HeadlessElement(app: app, binding: .unique(self), description: description, location: nil)
    }

    /// The first element the query matches, if any; never reports (check ``HeadlessElement/exists``).
    public var firstMatch: HeadlessElement {
        HeadlessElement(app: app, binding: .first(self), description: "\(description).firstMatch", location: nil)
    }

    /// The element at `index` in tree order; using it reports a failure when there are not
    /// that many.
    public func element(
        boundBy index: Int, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> HeadlessElement {
        HeadlessElement(
            app: app, binding: .index(self, index), description: "\(description).element(boundBy: \(index))",
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The one element whose accessibility identifier — or, when none has it, whose label — is
    /// `key`; using it reports a failure when none or several match.
    public subscript(
        key: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> HeadlessElement {
        let narrowed = matching(identifierOrLabel: key)
        return HeadlessElement(
            app: app, binding: .unique(narrowed), description: narrowed.description,
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The one element of `type` (and, if given, with accessibility identifier `identifier`)
    /// among the matches; using it reports a failure when none or several match.
    public func element(
        matching type: HeadlessElement.ElementType, identifier: String? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> HeadlessElement {
        let narrowed = matching(type, identifier: identifier)
        return HeadlessElement(
            app: app, binding: .unique(narrowed), description: narrowed.description,
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The matches with accessibility identifier `identifier`.
    public func matching(identifier: String) -> HeadlessElementQuery {
        filtered("matching(identifier: \(quoted(identifier)))") { $0.subject.identifier == identifier }
    }

    /// The matches with accessibility label `label`.
    public func matching(label: String) -> HeadlessElementQuery {
        filtered("matching(label: \(quoted(label)))") { $0.subject.label == label }
    }

    /// The matches with accessibility value `value`.
    public func matching(value: String) -> HeadlessElementQuery {
        filtered("matching(value: \(quoted(value)))") { $0.subject.value == value }
    }

    /// The matches whose accessibility traits include every one of `traits`.
    public func matching(traits: UIAccessibilityTraits) -> HeadlessElementQuery {
        filtered("matching(traits: \(traits))") { $0.subject.traits.contains(traits) }
    }

    /// The matches of `type` (any, for ``HeadlessElement/ElementType/any``) and, if given,
    /// accessibility identifier `identifier`.
    public func matching(_ type: HeadlessElement.ElementType, identifier: String? = nil) -> HeadlessElementQuery {
        let text = identifier.map { "matching(.\(type), identifier: \(quoted($0)))" } ?? "matching(.\(type))"
        return filtered(text) { node in
            (type == .any || node.type == type) && (identifier.map { node.subject.identifier == $0 } ?? true)
        }
    }

    /// The matches for which `predicate` is true (given each match as an element bound to it).
    public func matching(
        _ explanation: String = "predicate", where predicate: @escaping @MainActor (HeadlessElement) -> Bool
    ) -> HeadlessElementQuery {
        let app = app
        return filtered("matching(\(explanation))") { node in
            predicate(HeadlessElement(app: app, binding: .node(node), description: explanation, location: nil))
        }
    }

    /// The matches with a descendant of `type` (and, if given, identifier or label
    /// `identifier`).
    public func containing(_ type: HeadlessElement.ElementType, identifier: String? = nil) -> HeadlessElementQuery {
        let text = identifier.map { "containing(.\(type), \(quoted($0)))" } ?? "containing(.\(type))"
        return filtered(text) { node in
            node.descendants.contains { inner in
                (type == .any || inner.type == type)
                    && (identifier.map { inner.subject.identifier == $0 || inner.subject.label == $0 } ?? true)
            }
        }
    }

    public func descendants(matching type: HeadlessElement.ElementType) -> HeadlessElementQuery {
        let evaluate = evaluate
        return HeadlessElementQuery(app: app, description: "\(description).\(Self.name(of: type))") {
            Self.unique(evaluate().flatMap(\.descendants)).filter { type == .any || $0.type == type }
        }
    }

    public func children(matching type: HeadlessElement.ElementType) -> HeadlessElementQuery {
        let evaluate = evaluate
        return HeadlessElementQuery(app: app, description: "\(description).children(matching: .\(type))") {
            Self.unique(evaluate().flatMap(\.children)).filter { type == .any || $0.type == type }
        }
    }

    /// Matches whose identifier is `key`; if none has it, matches whose label is `key`.
    func matching(identifierOrLabel key: String) -> HeadlessElementQuery {
        let evaluate = evaluate
        return HeadlessElementQuery(app: app, description: "\(description)[\(quoted(key))]") {
            let all = evaluate()
            let byIdentifier = all.filter { $0.subject.identifier == key }
            return byIdentifier.isEmpty ? all.filter { $0.subject.label == key } : byIdentifier
        }
    }

    private func filtered(_ text: String, _ keep: @escaping @MainActor (ElementNode) -> Bool) -> HeadlessElementQuery {
        let evaluate = evaluate
        return HeadlessElementQuery(app: app, description: "\(description).\(text)") { evaluate().filter(keep) }
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// The nodes without repeats (a node below two matches is found once), in order.
    static func unique(_ nodes: [ElementNode]) -> [ElementNode] {
        var seen = Set<ObjectIdentifier>()
        return nodes.filter { seen.insert(ObjectIdentifier($0.subject.object)).inserted }
    }

    /// The property name XCUITest gives a type's query (`buttons`, `staticTexts`), else
    /// `descendants(matching: .type)`.
    static func name(of type: HeadlessElement.ElementType) -> String {
        switch type {
        case .any: return "descendants(matching: .any)"
        case .other: return "otherElements"
        case .switch: return "switches"
        case .searchField: return "searchFields"
        case .pageIndicator: return "pageIndicators"
        case .menuItem: return "menuItems"
        case .segmentedControl: return "segmentedControls"
        case .collectionView: return "collectionViews"
        case .scrollView: return "scrollViews"
        case .navigationBar: return "navigationBars"
        case .tabBar: return "tabBars"
        case .staticText: return "staticTexts"
        case .textField: return "textFields"
        default: return type.rawValue + "s"
        }
    }
}
