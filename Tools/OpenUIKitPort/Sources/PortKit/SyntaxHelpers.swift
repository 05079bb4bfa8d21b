import SwiftSyntax

/// The type whose body (or extension) contains `node`, as it can be named there: a class,
/// struct, enum or actor by its name, an extension by its extended type. `nil` at top level.
/// `isProtocol` tells whether the context is a protocol or a protocol's extension.
func enclosingType(of node: some SyntaxProtocol, protocols: Set<String> = []) -> (name: String, isProtocol: Bool)? {
    var current = node.parent
    while let syntax = current {
        if let decl = syntax.as(ClassDeclSyntax.self) { return (decl.name.text, false) }
        if let decl = syntax.as(StructDeclSyntax.self) { return (decl.name.text, false) }
        if let decl = syntax.as(EnumDeclSyntax.self) { return (decl.name.text, false) }
        if let decl = syntax.as(ActorDeclSyntax.self) { return (decl.name.text, false) }
        if let decl = syntax.as(ProtocolDeclSyntax.self) { return (decl.name.text, true) }
        if let decl = syntax.as(ExtensionDeclSyntax.self) {
            let name = decl.extendedType.trimmedDescription
            return (name, protocols.contains(name))
        }
        current = syntax.parent
    }
    return nil
}

/// The argument labels of a function declaration's parameters (`_` for none).
func argumentLabels(of signature: FunctionSignatureSyntax) -> [String] {
    signature.parameterClause.parameters.map { $0.firstName.text }
}

/// The argument labels of an initializer's parameters.
func argumentLabels(of decl: InitializerDeclSyntax) -> [String] {
    decl.signature.parameterClause.parameters.map { $0.firstName.text }
}

/// `init(style:reuseIdentifier:)`-style key of an initializer (the failable `?` ignored).
func initializerKey(_ decl: InitializerDeclSyntax) -> String {
    "init(" + argumentLabels(of: decl).map { "\($0):" }.joined() + ")"
}

extension WithModifiersSyntax {
    func hasModifier(_ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }
}

extension WithAttributesSyntax {
    /// The attributes by name (`objc`, `IBOutlet`…), skipping `#if` blocks of attributes.
    var attributeNames: [String] {
        attributes.compactMap { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
    }
}
