import SwiftSyntax

/// Lists what has no counterpart on Linux and no rewrite: the Objective-C runtime, key-value
/// observing, storyboards and nibs, string selectors. Nothing is changed.
public struct UnportableScanPass: PortPass {
    /// Free functions of the Objective-C runtime and Foundation's class lookup.
    static let runtimeFunctions: [String: String] = [
        "NSClassFromString": "there is no Objective-C class table on Linux; map names to types yourself (a dictionary of `AnyClass`)",
        "NSSelectorFromString": "no selectors on Linux; store a closure instead of a name",
        "method_exchangeImplementations": "no Objective-C runtime on Linux (method swizzling); subclass or wrap the call instead",
        "method_setImplementation": "no Objective-C runtime on Linux; subclass or wrap the call instead",
        "class_getInstanceMethod": "no Objective-C runtime on Linux",
        "class_addMethod": "no Objective-C runtime on Linux",
        "class_replaceMethod": "no Objective-C runtime on Linux",
        "object_setClass": "no Objective-C runtime on Linux",
        "objc_setAssociatedObject": "no associated objects on Linux; keep the value in a stored property or a side table",
        "objc_getAssociatedObject": "no associated objects on Linux; keep the value in a stored property or a side table",
        "Selector": "no selectors on Linux; store a closure or method reference instead",
        "UIStoryboard": "storyboards cannot be loaded (no Interface Builder files on Linux); build the view controllers in code",
        "UINib": "nibs cannot be loaded (no Interface Builder files on Linux); build the views in code",
    ]

    /// Methods whose use cannot be ported, by name and argument labels.
    static let methods: [String: String] = [
        "instantiateViewController": "storyboards cannot be loaded on Linux; create the view controller in code",
        "instantiateInitialViewController": "storyboards cannot be loaded on Linux; create the view controller in code",
        "loadNibNamed": "nibs cannot be loaded on Linux; build the views in code",
        "performSegue": "storyboard segues do not exist here; push or present the view controller in code",
        "cancelPreviousPerformRequests": "no delayed selector performs on Linux; keep the ScheduledTimer and invalidate it",
    ]

    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for (node, reason) in visitor.findings { file.unportable(node, reason) }
    }

    private final class Visitor: SyntaxVisitor {
        var findings: [(Syntax, String)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                let reason = UnportableScanPass.runtimeFunctions[reference.baseName.text]
            {
                findings.append((Syntax(node), "`\(reference.baseName.text)(…)`: \(reason)"))
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if let reason = UnportableScanPass.methods[name] {
                    findings.append((Syntax(node), "`\(name)(…)`: \(reason)"))
                } else if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
                    findings.append((Syntax(node), "key-value observing (`observe(\\.…)`) works only on NSObject subclasses with `@objc dynamic` properties, and OpenUIKit's classes are not NSObjects; override the property's `didSet` or add a callback"))
                } else if name == "addObserver", labels.count >= 2, labels[1] == "forKeyPath" {
                    findings.append((Syntax(node), "key-value observing (`addObserver(_:forKeyPath:options:context:)`) does not exist for OpenUIKit's classes; override the property's `didSet` or add a callback"))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "Selector" {
                findings.append((Syntax(node), "a value of type `Selector`: no selectors on Linux; store a closure or a method reference (`(Target) -> () -> Void`) instead"))
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "keyPath" {
                findings.append((Syntax(node), "`#keyPath(…)` needs Objective-C; use a Swift key path (`\\Type.property`) or a string"))
            }
            return .visitChildren
        }
    }
}
