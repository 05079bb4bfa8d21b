import SwiftSyntax

/// `perform(#selector(m))`, `perform(#selector(m(_:)), with: x)` and
/// `perform(#selector(m(_:)), with: x, afterDelay: d)` (NSObject's) become the call itself, or
/// the call scheduled on the application's run loop — the run loop UIKit's main thread runs:
///
/// ```swift
/// UIApplication.shared.runLoop.schedule(after: d) { [target = self, argument = x] _ in target.m(argument) }
/// ```
///
/// As with `perform(_:with:afterDelay:)` the target and the argument are taken (and retained)
/// when the call is made, and the method runs once, on the main thread, after the delay on the
/// application clock. `cancelPreviousPerformRequests` has no counterpart (it is listed); keep
/// the returned `ScheduledTimer` and invalidate it instead. A `perform` whose result is used,
/// or whose method's parameters cannot be told, is listed.
public struct PerformSelectorPass: PortPass {
    /// The argument labels of the forms ported.
    static let shapes: Set<[String]> = [["_"], ["_", "with"], ["_", "with", "afterDelay"], ["_", "afterDelay"]]

    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for call in visitor.calls { port(call, in: file, index: index) }
    }

    private func port(_ call: FunctionCallExprSyntax, in file: SourceFile, index: ProjectIndex) {
        let arguments = Array(call.arguments)
        guard let selector = arguments[0].expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector"
        else { return }
        guard call.parent?.is(CodeBlockItemSyntax.self) == true else {
            file.unportable(call, "`perform(\(selector.trimmedDescription)…)` whose result is used: no selectors on Linux; call the method")
            return
        }
        let named = selector.arguments.first?.expression
        let name: DeclReferenceExprSyntax?
        if let access = named?.as(MemberAccessExprSyntax.self) {
            name = access.declName
        } else {
            name = named?.as(DeclReferenceExprSyntax.self)
        }
        guard let name, selector.arguments.first?.label == nil else {
            file.unportable(call, "`\(selector.trimmedDescription)`: cannot read the method it names; call it directly")
            return
        }
        var labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
        if labels == nil {
            let declared = Set((index.methods[name.baseName.text] ?? []).map(\.labels))
            if declared.count == 1 { labels = declared.first }
        }
        let argument = arguments.first { $0.label?.text == "with" }?.expression.trimmedDescription
        guard let labels, labels.count <= 1, labels.isEmpty || argument != nil else {
            file.unportable(call, "`perform(\(selector.trimmedDescription)…)`: cannot tell the method's parameters (declare it in the ported tree or write `#selector(method(_:))`); call it directly")
            return
        }
        let method = name.baseName.text
        let passed = labels.first.map { $0 == "_" ? "argument" : "\($0): argument" } ?? ""
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
        let replacement: String
        if let delay = arguments.first(where: { $0.label?.text == "afterDelay" })?.expression.trimmedDescription {
            var captures = ["target = \(receiver)"]
            if let argument, !labels.isEmpty { captures.append("argument = \(argument)") }
            replacement = "UIApplication.shared.runLoop.schedule(after: \(delay)) { [\(captures.joined(separator: ", "))] _ in target.\(method)(\(passed)) }"
        } else {
            let direct = labels.first.map { $0 == "_" ? (argument ?? "") : "\($0): \(argument ?? "")" } ?? ""
            replacement = "\(receiver).\(method)(\(direct))"
        }
        file.replace(call, with: replacement, note: "rewrote `\(call.trimmedDescription)` → `\(replacement)`")
    }

    private final class Visitor: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            let name =
                node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "perform", PerformSelectorPass.shapes.contains(labels) { calls.append(node) }
            return .visitChildren
        }
    }
}
