import SwiftSyntax

/// Calls of what were `@objc optional` requirements (see ``OptionalRequirementPass``) lose the
/// `?` or `!` after the method name: `delegate?.didFinish?(self)` → `delegate?.didFinish(self)`
/// (a default implementation now always exists). Only names that are optional requirements of
/// a protocol in the tree are touched.
///
/// `responds(to: #selector(m))` where `m` is such a requirement asks whether the receiver
/// conforms to the protocol — with defaults every conforming object "responds":
/// `x.responds(to: #selector(P.m))` → `((x) as AnyObject is P)`, and through optional chaining
/// `delegate?.responds(to: #selector(m))` → `delegate.map({ ($0 as AnyObject) is P })` (still a
/// `Bool?`, so `== true` and `?? false` around it keep compiling).
public struct OptionalCallSitePass: PortPass {
    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for call in visitor.calls { port(call, in: file, index: index) }
    }

    private func port(_ call: FunctionCallExprSyntax, in file: SourceFile, index: ProjectIndex) {
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            index.isOptionalRequirement(member.declName.baseName.text)
        {
            file.replace(chained.questionMark, with: "", note: "rewrote `\(member.declName.baseName.text)?(…)` → `\(member.declName.baseName.text)(…)` (a default implementation exists now)")
            return
        }
        if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self),
            let member = forced.expression.as(MemberAccessExprSyntax.self),
            index.isOptionalRequirement(member.declName.baseName.text)
        {
            file.replace(forced.exclamationMark, with: "", note: "rewrote `\(member.declName.baseName.text)!(…)` → `\(member.declName.baseName.text)(…)` (a default implementation exists now)")
            return
        }
        portRespondsTo(call, in: file, index: index)
    }

    private func portRespondsTo(_ call: FunctionCallExprSyntax, in file: SourceFile, index: ProjectIndex) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "responds", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "to",
            let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            let named = selector.arguments.first?.expression
        else { return }
        var protocolName: String?
        let methodName: String
        if let access = named.as(MemberAccessExprSyntax.self) {
            methodName = access.declName.baseName.text
            if let base = access.base?.trimmedDescription, base != "self" { protocolName = base }
        } else if let reference = named.as(DeclReferenceExprSyntax.self) {
            methodName = reference.baseName.text
        } else {
            file.unportable(call, "`\(call.trimmedDescription)`: no selectors on Linux")
            return
        }
        let requirements = index.optionalRequirements[methodName] ?? []
        if protocolName == nil {
            let protocols = Set(requirements.map(\.protocolName))
            if protocols.count == 1 { protocolName = protocols.first }
        }
        guard let protocolName, requirements.contains(where: { $0.protocolName == protocolName }) else {
            file.unportable(call, "`\(call.trimmedDescription)`: `\(methodName)` is not an optional requirement of one protocol of the tree, and there is no `responds(to:)` on Linux; test the conformance (`x is SomeProtocol`) or call the method")
            return
        }
        let replacement: String
        if let base = member.base?.as(OptionalChainingExprSyntax.self) {
            replacement = "\(base.expression.trimmedDescription).map({ ($0 as AnyObject) is \(protocolName) })"
        } else if let base = member.base {
            replacement = "((\(base.trimmedDescription)) as AnyObject is \(protocolName))"
        } else {
            replacement = "((self) as AnyObject is \(protocolName))"
        }
        file.replace(call, with: replacement, note: "rewrote `\(call.trimmedDescription)` → `\(replacement)` (the conformance test: every conforming object has the requirement now)")
    }

    private final class Visitor: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }
}
