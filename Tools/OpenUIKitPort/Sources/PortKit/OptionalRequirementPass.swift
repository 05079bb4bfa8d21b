import SwiftSyntax

/// An `@objc optional` protocol requirement becomes a plain requirement, and an extension of
/// the protocol placed right after it gives the default implementation a missing optional
/// method stands for:
///
/// - returning nothing: an empty body;
/// - returning an optional (or a property of optional type): `nil`;
/// - returning anything else: the value every call site in the tree already falls back to
///   (`delegate?.shouldStart?() ?? true` gives `true`; `delegate?.shouldStart?() == false`
///   gives `true` too, since a missing method lets the code go on; `== true` gives `false`).
///   Without call sites, or when they disagree, the requirement is left as it was and listed:
///   a person picks the default.
///
/// An `@objc` protocol is class-bound; without the attribute it would not be, so it gains
/// `AnyObject` unless it already inherits a class-bound protocol it names (`AnyObject`,
/// `NSObjectProtocol`, another `@objc` protocol of the tree). `NSObjectProtocol` itself
/// becomes `AnyObject`: OpenUIKit's responders are not `NSObject`s.
public struct OptionalRequirementPass: PortPass {
    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for decl in visitor.protocols { port(decl, in: file, index: index) }
    }

    private func port(_ decl: ProtocolDeclSyntax, in file: SourceFile, index: ProjectIndex) {
        let name = decl.name.text
        let isObjC = decl.attributeNames.contains("objc")
        makeClassBound(decl, isObjC: isObjC, in: file, index: index)
        var defaults: [String] = []
        let access = decl.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        for member in decl.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self),
                let optional = modifiers.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) })
            else { continue }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                guard let body = defaultBody(returning: function.signature.returnClause?.type, named: function.name.text, index: index) else {
                    file.unportable(function.name, "optional requirement `\(name).\(function.name.text)` returns `\(function.signature.returnClause?.type.trimmedDescription ?? "")`: no call site in the tree says what a missing implementation gives; remove `optional` and add a default implementation in an extension of `\(name)`")
                    continue
                }
                var signature = "func \(function.name.text)"
                signature += function.genericParameterClause?.trimmedDescription ?? ""
                signature += function.signature.trimmedDescription
                if let whereClause = function.genericWhereClause { signature += " " + whereClause.trimmedDescription }
                defaults.append("    \(access)\(signature) \(body)")
                file.remove(optional, note: "made `\(name).\(function.name.text)` a plain requirement with a default implementation `\(body)` in an extension of `\(name)`")
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                guard variable.bindings.count == 1, let binding = variable.bindings.first,
                    let type = binding.typeAnnotation?.type,
                    let body = defaultBody(returning: type, named: binding.pattern.trimmedDescription, index: index),
                    body != "{}"
                else {
                    file.unportable(variable.bindings, "optional property requirement `\(name).\(variable.bindings.trimmedDescription)`: no default a missing implementation gives; remove `optional` and add a default in an extension of `\(name)`")
                    continue
                }
                defaults.append("    \(access)var \(binding.pattern.trimmedDescription): \(type.trimmedDescription) \(body)")
                file.remove(optional, note: "made `\(name).\(binding.pattern.trimmedDescription)` a plain requirement with a default `\(body)` in an extension of `\(name)`")
            }
        }
        guard !defaults.isEmpty else { return }
        let indentation = String(decl.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" })
        let body = defaults.map { indentation + $0 }.joined(separator: "\n")
        let text = "\n\n\(indentation)// Default implementations of the optional requirements (added by openuikit-port).\n"
            + "\(indentation)extension \(name) {\n\(body)\n\(indentation)}"
        let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
        file.edit(end..<end, text, at: decl, note: nil)
    }

    /// The body of a default implementation returning `type`, or nil when no default is clear.
    private func defaultBody(returning type: TypeSyntax?, named name: String, index: ProjectIndex) -> String? {
        guard let type else { return "{}" }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return "{}" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || text.hasPrefix("Optional<") {
            return "{ nil }"
        }
        if let chosen = index.callSiteDefaults[name], chosen.count == 1, let value = chosen.first {
            return "{ \(value) }"
        }
        return nil
    }

    private func makeClassBound(_ decl: ProtocolDeclSyntax, isObjC: Bool, in file: SourceFile, index: ProjectIndex) {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let clause = decl.inheritanceClause {
            for type in clause.inheritedTypes where type.type.trimmedDescription == "NSObjectProtocol" {
                file.replace(type.type, with: "AnyObject", note: "rewrote `NSObjectProtocol` → `AnyObject` in `\(decl.name.text)` (OpenUIKit's classes are not NSObjects)")
            }
        }
        guard isObjC else { return }
        let classBound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
        if inherited.contains(where: { classBound.contains($0) || index.objcProtocols.contains($0) }) { return }
        if let clause = decl.inheritanceClause, let last = clause.inheritedTypes.last {
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            file.edit(end..<end, ", AnyObject", at: decl, note: "made `\(decl.name.text)` class-bound (`AnyObject`), as `@objc` made it")
        } else {
            let anchor = decl.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(decl.name)
            let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
            file.edit(end..<end, ": AnyObject", at: decl, note: "made `\(decl.name.text)` class-bound (`AnyObject`), as `@objc` made it")
        }
    }

    private final class Visitor: SyntaxVisitor {
        var protocols: [ProtocolDeclSyntax] = []
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            protocols.append(node)
            return .skipChildren
        }
    }
}
