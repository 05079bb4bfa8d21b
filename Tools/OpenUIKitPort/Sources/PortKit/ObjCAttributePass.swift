import SwiftSyntax

/// Removes the Objective-C and Interface Builder attributes the Swift compiler refuses on
/// Linux: `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`, and the `dynamic`
/// modifier. Everything else on the declaration stays (`@IBOutlet weak var label: UILabel!`
/// becomes `weak var label: UILabel!`).
public struct ObjCAttributePass: PortPass {
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for attribute in visitor.attributes {
            file.remove(attribute, note: "removed `\(attribute.trimmedDescription)`")
        }
        for modifier in visitor.modifiers {
            file.remove(modifier, note: "removed `dynamic`")
        }
    }

    private final class Visitor: SyntaxVisitor {
        var attributes: [AttributeSyntax] = []
        var modifiers: [DeclModifierSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if ObjCAttributePass.removedAttributes.contains(node.attributeName.trimmedDescription) {
                attributes.append(node)
            }
            return .skipChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.dynamic) { modifiers.append(node) }
            return .skipChildren
        }
    }
}
