import SwiftSyntax

/// OpenUIKit's `UIApplicationDelegate` and `UISceneDelegate` (so `UIWindowSceneDelegate`)
/// require `init()`: the application and a connecting scene make their delegates from the
/// class. A non-final class satisfies that requirement only with a `required` initializer, and
/// the `init()` a class inherits or gets implicitly is not one; so the usual
/// `class AppDelegate: UIResponder, UIApplicationDelegate` declaring no initializer does not
/// compile here. For such a class the pass adds
///
/// ```swift
/// override required init() { super.init() }
/// ```
///
/// (`required init() {}` for a class with no superclass). Final classes, classes declaring an
/// initializer of their own (the compiler then names what is missing) and subclasses of a
/// class of the tree that conforms already (they inherit its required initializer) are left
/// alone.
public struct DelegateInitializerPass: PortPass {
    /// The protocols with the `init()` requirement.
    static let protocols: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]

    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for decl in visitor.classes { port(decl, in: file, index: index) }
    }

    private func port(_ decl: ClassDeclSyntax, in file: SourceFile, index: ProjectIndex) {
        let inherited = (decl.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        guard inherited.contains(where: Self.protocols.contains),
            !decl.modifiers.contains(where: { $0.name.text == "final" }),
            !decl.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) })
        else { return }
        let name = decl.name.text
        let superclass = inherited.first.flatMap { Self.protocols.contains($0) ? nil : $0 }
        if let superclass, conformsInTree(superclass, index: index) { return }
        let access = decl.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let initializer = superclass == nil ? "\(access)required init() {}" : "\(access)override required init() { super.init() }"
        let indentation = memberIndentation(decl)
        let text = "\(indentation)// Added by openuikit-port: OpenUIKit makes this delegate with init().\n"
            + "\(indentation)\(initializer)\n"
        let position = decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        // Insert before the closing brace's line.
        let closingIndentation = decl.memberBlock.rightBrace.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.count
        let at = position - closingIndentation
        let separator = decl.memberBlock.members.isEmpty ? "" : "\n"
        file.edit(at..<at, separator + text, at: decl.name, note: "added `required init()` to `\(name)` (OpenUIKit makes its delegates with init())")
    }

    /// Whether `name`, a class of the tree, or one of its superclasses in the tree conforms to a
    /// delegate protocol (and so gets or has the required initializer).
    private func conformsInTree(_ name: String, index: ProjectIndex) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, let info = index.classes[type], steps < 64 {
            if !info.inheritedTypes.isDisjoint(with: Self.protocols) { return true }
            current = info.superclass
            steps += 1
        }
        return false
    }

    /// The indentation of the class's members (four spaces more than the class when empty).
    private func memberIndentation(_ decl: ClassDeclSyntax) -> String {
        if let first = decl.memberBlock.members.first {
            return String(first.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
        }
        return String(decl.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed()) + "    "
    }

    private final class Visitor: SyntaxVisitor {
        var classes: [ClassDeclSyntax] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.append(node)
            return .visitChildren
        }
    }
}
