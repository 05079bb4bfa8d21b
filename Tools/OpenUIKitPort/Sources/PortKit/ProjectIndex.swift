import SwiftSyntax

/// What the passes need to know about the whole tree being ported: which types declare a
/// method (to name the type of `#selector(method)` when the target is not `self`), the
/// `@objc optional` protocol requirements (their call sites may be in any file) and the
/// classes' superclasses and initializers (for the cell check).
public struct ProjectIndex: Sendable {
    /// A method declaration: the type it is declared in and its argument labels.
    public struct Method: Sendable, Equatable {
        public var owner: String
        public var labels: [String]
    }

    /// An `@objc optional` requirement of a protocol.
    public struct OptionalRequirement: Sendable, Equatable {
        public var protocolName: String
        public var name: String
    }

    /// A class: its superclass (the first inherited type) and its initializers.
    public struct ClassInfo: Sendable, Equatable {
        public var superclass: String?
        /// Keys (`init(frame:)`) of the designated initializers it declares.
        public var designatedInitializers: Set<String>
        /// Whether it declares `init(registeredReuseIdentifier:)` itself.
        public var declaresRegisteredInitializer: Bool
        /// Every type in its inheritance clause (the superclass and the protocols).
        public var inheritedTypes: Set<String> = []
    }

    /// Method base name → declarations.
    public var methods: [String: [Method]] = [:]
    /// Requirement base name → optional requirements with that name.
    public var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// Protocols declared `@objc` (they lose the attribute and become class-bound).
    public var objcProtocols: Set<String> = []
    /// Every protocol declared in the tree.
    public var protocols: Set<String> = []
    public var classes: [String: ClassInfo] = [:]
    /// Member name → the values call sites fall back to after calling it through optional
    /// chaining: `delegate?.shouldBegin?() ?? true` gives `true`; `x?.m?() == false` gives
    /// `true` (a missing method lets the code go on as `true` would), `== true` gives `false`.
    public var callSiteDefaults: [String: Set<String>] = [:]

    public init() {}

    /// Adds the declarations of `file`.
    public mutating func collect(_ file: SourceFile) {
        let collector = IndexCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        for method in collector.methods { methods[method.baseName, default: []].append(method.method) }
        for requirement in collector.optionalRequirements {
            optionalRequirements[requirement.name, default: []].append(requirement)
        }
        objcProtocols.formUnion(collector.objcProtocols)
        protocols.formUnion(collector.protocols)
        classes.merge(collector.classes) { old, _ in old }
        for (name, values) in collector.callSiteDefaults { callSiteDefaults[name, default: []].formUnion(values) }
    }

    /// Whether `name` is an optional requirement of some `@objc` protocol in the tree.
    public func isOptionalRequirement(_ name: String) -> Bool { optionalRequirements[name] != nil }
}

/// Walks one file for ``ProjectIndex``.
final class IndexCollector: SyntaxVisitor {
    var methods: [(baseName: String, method: ProjectIndex.Method)] = []
    var optionalRequirements: [ProjectIndex.OptionalRequirement] = []
    var objcProtocols: Set<String> = []
    var protocols: Set<String> = []
    var classes: [String: ProjectIndex.ClassInfo] = [:]
    var callSiteDefaults: [String: Set<String>] = [:]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated() {
            guard let op = element.as(BinaryOperatorExprSyntax.self), position > 0, position + 1 < elements.count,
                let name = optionalChainedMemberName(elements[position - 1])
            else { continue }
            let right = elements[position + 1].trimmedDescription
            switch (op.operator.text, right) {
            case ("??", _):
                callSiteDefaults[name, default: []].insert(right)
            // `x?.m?() == false` goes on when m is missing (nil is not false): as if m said true.
            case ("==", "false"), ("!=", "false"):
                callSiteDefaults[name, default: []].insert("true")
            case ("==", "true"), ("!=", "true"):
                callSiteDefaults[name, default: []].insert("false")
            default:
                continue
            }
        }
        return .visitChildren
    }

    /// `m` in `x?.m?(…)`, `x?.m!(…)` or `x?.m`.
    private func optionalChainedMemberName(_ expression: ExprSyntax) -> String? {
        var called = expression
        if let call = expression.as(FunctionCallExprSyntax.self) {
            called = call.calledExpression
            if let chained = called.as(OptionalChainingExprSyntax.self) {
                called = chained.expression
            } else if let forced = called.as(ForceUnwrapExprSyntax.self) {
                called = forced.expression
            }
        }
        guard let member = called.as(MemberAccessExprSyntax.self),
            member.base?.is(OptionalChainingExprSyntax.self) == true
        else { return nil }
        return member.declName.baseName.text
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        if let owner = enclosingType(of: node) {
            methods.append(
                (node.name.text, ProjectIndex.Method(owner: owner.name, labels: argumentLabels(of: node.signature))))
            if owner.isProtocol, node.hasModifier(.optional) {
                optionalRequirements.append(.init(protocolName: owner.name, name: node.name.text))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosingType(of: node), owner.isProtocol, node.hasModifier(.optional) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    optionalRequirements.append(.init(protocolName: owner.name, name: name))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        if node.attributeNames.contains("objc") { objcProtocols.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var designated: Set<String> = []
        var registered = false
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let key = initializerKey(initializer)
            if key == "init(registeredReuseIdentifier:)" { registered = true }
            if !initializer.hasModifier(.convenience) { designated.insert(key) }
        }
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        classes[node.name.text] = .init(
            superclass: superclass, designatedInitializers: designated, declaresRegisteredInitializer: registered,
            inheritedTypes: Set((node.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }))
        return .visitChildren
    }
}
