import SwiftSyntax

/// `center.addObserver(self, selector: #selector(m(_:)), name: N, object: O)` becomes
/// Foundation's block form, which exists on Linux:
///
/// ```swift
/// _ = center.addObserver(forName: N, object: O, queue: nil) { [weak self] notification in
///     nonisolated(unsafe) let notification = notification
///     MainActor.assumeIsolated { self?.m(notification) }
/// }
/// ```
///
/// As with the selector form the observer is not retained, the method runs synchronously on
/// the posting thread (which must be the main thread: `assumeIsolated` stops otherwise, where
/// iOS would call a main-actor method off the main thread), and nothing is called once the
/// observer is gone. `nonisolated(unsafe)` hands the notification to the main actor in Swift 6
/// mode: the call is synchronous, so it is never used concurrently.
///
/// One thing differs: `removeObserver(self)` does not remove block observers (on Linux it only
/// takes tokens). Removal in `deinit` needs nothing (the observer is gone), so it is left as
/// it is; `removeObserver(self…)` anywhere else is listed, since the notifications would keep
/// coming: keep the token the block form returns and remove that.
public struct NotificationObserverPass: PortPass {
    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        // Block observers whose token is dropped (`_ = center.addObserver(forName:…)`, as this
        // command writes them) cannot be removed through `self` either; so a second run lists
        // the same removals as the first.
        var observers: Set<String> = visitor.discardedBlockObservers > 0 ? ["self"] : []
        for call in visitor.additions {
            if let observer = port(call, in: file, index: index) { observers.insert(observer) }
        }
        for call in visitor.removals {
            guard let observer = call.arguments.first?.expression.trimmedDescription, observers.contains(observer),
                !isInDeinit(call)
            else { continue }
            file.unportable(call, "`removeObserver(\(observer)…)` outside deinit: the observers this command made from selectors are blocks, which `removeObserver(\(observer))` does not remove on Linux, so the notifications would keep coming; keep the token `addObserver(forName:object:queue:using:)` returns and pass it to `removeObserver(_:)`")
        }
    }

    /// Rewrites one registration; returns the observer's expression when it did.
    private func port(_ call: FunctionCallExprSyntax, in file: SourceFile, index: ProjectIndex) -> String? {
        let arguments = Array(call.arguments)
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let center = member.base,
            arguments.count == 4,
            let selector = arguments[1].expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            let named = selector.arguments.first?.expression, selector.arguments.first?.label == nil
        else {
            if let selector = call.arguments.dropFirst().first?.expression.as(MacroExpansionExprSyntax.self) {
                file.unportable(selector, "`\(selector.trimmedDescription)` in this `addObserver` call: write the block form `addObserver(forName:object:queue:using:)`")
            }
            return nil
        }
        let name: DeclReferenceExprSyntax
        if let access = named.as(MemberAccessExprSyntax.self) {
            name = access.declName
        } else if let reference = named.as(DeclReferenceExprSyntax.self) {
            name = reference
        } else {
            file.unportable(selector, "`\(selector.trimmedDescription)`: cannot read the method it names")
            return nil
        }
        // The method's labels: written in the selector, else its declarations in the tree.
        var labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
        if labels == nil {
            let declared = Set((index.methods[name.baseName.text] ?? []).map(\.labels))
            if declared.count == 1 { labels = declared.first }
        }
        guard let labels, labels.count <= 1 else {
            file.unportable(selector, "`\(selector.trimmedDescription)`: cannot tell whether the method takes the notification (declare it in the ported tree or write `#selector(method(_:))`); write the block form `addObserver(forName:object:queue:using:)`")
            return nil
        }
        let observer = arguments[0].expression.trimmedDescription
        let capture = observer == "self" ? "[weak self]" : "[weak observer = \(observer)]"
        let receiver = observer == "self" ? "self" : "observer"
        let method = name.baseName.text
        let statementIndentation = indentation(of: call)
        let head = "\(center.trimmedDescription).addObserver(forName: \(arguments[2].expression.trimmedDescription), object: \(arguments[3].expression.trimmedDescription), queue: nil)"
        var replacement: String
        if let label = labels.first {
            let argument = label == "_" ? "notification" : "\(label): notification"
            replacement = "\(head) { \(capture) notification in\n"
                + "\(statementIndentation)    nonisolated(unsafe) let notification = notification\n"
                + "\(statementIndentation)    MainActor.assumeIsolated { \(receiver)?.\(method)(\(argument)) }\n"
                + "\(statementIndentation)}"
        } else {
            replacement = "\(head) { \(capture) _ in MainActor.assumeIsolated { \(receiver)?.\(method)() } }"
        }
        // The block form returns a token; in statement position it is dropped explicitly.
        if call.parent?.is(CodeBlockItemSyntax.self) == true { replacement = "_ = " + replacement }
        file.replace(call, with: replacement, note: "rewrote `addObserver(\(observer), selector: \(selector.trimmedDescription), …)` → `addObserver(forName:object:queue:using:)` calling `\(method)` on the weakly held observer")
        return observer
    }

    private func indentation(of node: FunctionCallExprSyntax) -> String {
        let trivia = node.leadingTrivia.description
        return String(trivia.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
    }

    private func isInDeinit(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(DeinitializerDeclSyntax.self) { return true }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    private final class Visitor: SyntaxVisitor {
        var additions: [FunctionCallExprSyntax] = []
        var removals: [FunctionCallExprSyntax] = []
        var discardedBlockObservers = 0

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let labels = node.arguments.map { $0.label?.text ?? "_" }
                if member.declName.baseName.text == "addObserver", labels == ["_", "selector", "name", "object"] {
                    additions.append(node)
                } else if member.declName.baseName.text == "removeObserver", labels.first == "_" {
                    removals.append(node)
                } else if member.declName.baseName.text == "addObserver", labels.starts(with: ["forName", "object", "queue"]),
                    let sequence = node.parent?.parent?.as(SequenceExprSyntax.self),
                    sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
                {
                    discardedBlockObservers += 1
                }
            }
            return .visitChildren
        }
    }
}
