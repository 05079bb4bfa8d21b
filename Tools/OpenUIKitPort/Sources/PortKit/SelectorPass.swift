import SwiftSyntax

/// `#selector(…)` in target-action calls becomes the unbound method reference OpenUIKit's
/// typed overloads take:
///
/// - `control.addTarget(self, action: #selector(tap), for: .touchUpInside)` →
///   `control.addTarget(self, action: ViewController.tap, for: .touchUpInside)`
/// - `recognizer.addTarget(self, action: #selector(pan(_:)))`, `UIPanGestureRecognizer(target:
///   self, action: #selector(pan(_:)))` → `ViewController.pan(_:)`
/// - `UIBarButtonItem(title:style:target:action:)`, `(image:style:target:action:)`,
///   `(barButtonSystemItem:target:action:)` → the same with a method reference
/// - `CADisplayLink(target: self, selector: #selector(step))` →
///   `CADisplayLink(target: self, action: ViewController.step(_:))`; a `step()` without the
///   link becomes `{ target in { _ in target.step() } }`
/// - `center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: N, object: O)` →
///   `center.addObserver(self, selector: ViewController.keyboardWillShow(_:), name: N, object: O)`:
///   OpenUIKit's method-reference overload remembers the observer, so `removeObserver(self)`
///   and `removeObserver(_:name:object:)` remove it as on iOS
///
/// The type is the one the selector names (`#selector(Model.save)`), else the type around the
/// call when the target is `self`, else the only type in the tree declaring a method of that
/// name. The typed overloads pick the form from the method's type (no argument, the sender,
/// the sender and the event), so the method's arity needs no rewriting. Everything else with a
/// selector — Timer, `Selector("…")`,
/// `#selector(getter:)` — is listed as unportable with the change to make.
public struct SelectorPass: PortPass {
    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for selector in visitor.selectors {
            port(selector, in: file, index: index)
        }
    }

    /// The shapes of call a selector can be ported in.
    enum CallShape {
        case controlTarget, gestureTarget, gestureInit, barButtonItem, displayLink, notificationObserver
    }

    private func port(_ selector: MacroExpansionExprSyntax, in file: SourceFile, index: ProjectIndex) {
        guard let argument = selector.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else {
            file.unportable(selector, "`\(selector.trimmedDescription)` outside a target-action call has no counterpart (no selectors on Linux): pass a closure or a method reference")
            return
        }
        let callee = calleeName(call)
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if callee == "responds", labels == ["to"] { return }  // OptionalCallSitePass
        if callee == "perform", PerformSelectorPass.shapes.contains(labels) { return }  // PerformSelectorPass
        guard let shape = shape(callee: callee, labels: labels, argument: argument) else {
            file.unportable(selector, unportableReason(callee: callee, labels: labels, selector: selector))
            return
        }
        let targetArgument: LabeledExprSyntax? =
            switch shape {
            case .controlTarget, .gestureTarget, .notificationObserver: call.arguments.first
            default: call.arguments.first { $0.label?.text == "target" }
            }
        guard let targetArgument else { return }
        guard let reference = methodReference(selector, target: targetArgument.expression, index: index, file: file) else {
            return
        }
        let replacement: String
        if shape == .displayLink, let zeroArity = reference.callsWithoutArguments {
            replacement = "{ target in { _ in target.\(zeroArity)() } }"
        } else {
            replacement = reference.text
        }
        if shape == .displayLink, let label = argument.label {
            file.replace(label, with: "action", note: nil)
        }
        file.replace(selector, with: replacement, note: "rewrote `\(selector.trimmedDescription)` → `\(replacement)`")
    }

    private func calleeName(_ call: FunctionCallExprSyntax) -> String {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `UIBarButtonItem.init(…)`
            if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                return base.trimmedDescription
            }
            return member.declName.baseName.text
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.trimmedDescription
    }

    private func shape(callee: String, labels: [String], argument: LabeledExprSyntax) -> CallShape? {
        let label = argument.label?.text
        switch (callee, labels) {
        case ("addTarget", ["_", "action", "for"]) where label == "action": return .controlTarget
        case ("addTarget", ["_", "action"]) where label == "action": return .gestureTarget
        // `.init(…)` where the type is inferred takes the bar button item's or recognizer's shape.
        case ("UIBarButtonItem", ["title", "style", "target", "action"]),
            ("UIBarButtonItem", ["image", "style", "target", "action"]),
            ("UIBarButtonItem", ["barButtonSystemItem", "target", "action"]),
            ("init", ["title", "style", "target", "action"]),
            ("init", ["image", "style", "target", "action"]),
            ("init", ["barButtonSystemItem", "target", "action"]):
            return label == "action" ? .barButtonItem : nil
        case ("init", ["target", "action"]) where label == "action":
            return .gestureInit
        case ("CADisplayLink", ["target", "selector"]) where label == "selector": return .displayLink
        case ("addObserver", ["_", "selector", "name", "object"]) where label == "selector": return .notificationObserver
        case (_, ["target", "action"]) where callee.hasSuffix("GestureRecognizer") && label == "action":
            return .gestureInit
        default: return nil
        }
    }

    private func unportableReason(callee: String, labels: [String], selector: MacroExpansionExprSyntax) -> String {
        let signature = "\(callee)(\(labels.map { "\($0):" }.joined()))"
        let text = selector.trimmedDescription
        switch callee {
        case "scheduledTimer", "Timer":
            return "`\(signature)` with `\(text)`: a Foundation Timer never fires here (the application's run loop is not Foundation's); schedule the work with `UIApplication.shared.runLoop.schedule(after:repeating:_:)` and keep the returned ScheduledTimer instead of a Timer"
        case "UIBarButtonItem":
            return "`\(signature)`: OpenUIKit has no such UIBarButtonItem initializer with a target; use `(title:style:target:action:)`, `(image:style:target:action:)` or `(barButtonSystemItem:target:action:)`"
        default:
            return "`\(text)` passed to `\(signature)`: no typed counterpart; pass a closure or a method reference"
        }
    }

    /// The method reference for `selector`, or nil after listing why there is none.
    private func methodReference(
        _ selector: MacroExpansionExprSyntax, target: ExprSyntax, index: ProjectIndex, file: SourceFile
    ) -> MethodReference? {
        guard let only = selector.arguments.first, selector.arguments.count == 1, only.label == nil else {
            file.unportable(selector, "`\(selector.trimmedDescription)` (a property's getter or setter) has no method to reference: write a method that sets or reads it and pass that")
            return nil
        }
        var base: String?
        let name: DeclReferenceExprSyntax
        if let member = only.expression.as(MemberAccessExprSyntax.self), let memberBase = member.base {
            base = memberBase.trimmedDescription
            name = member.declName
        } else if let reference = only.expression.as(DeclReferenceExprSyntax.self) {
            name = reference
        } else {
            file.unportable(selector, "`\(selector.trimmedDescription)`: cannot read the method it names")
            return nil
        }
        let baseName = name.baseName.text
        let nameText = name.trimmedDescription
        if base == "self" { base = nil }
        let owner: String
        if let base {
            owner = base
        } else if target.trimmedDescription == "self", let enclosing = enclosingType(of: selector, protocols: index.protocols) {
            owner = enclosing.isProtocol ? "Self" : enclosing.name
        } else {
            let owners = Set((index.methods[baseName] ?? []).map(\.owner))
            guard owners.count == 1, let single = owners.first else {
                let why = owners.isEmpty ? "no type in the tree declares `\(baseName)`" : "several types declare `\(baseName)` (\(owners.sorted().joined(separator: ", ")))"
                file.unportable(selector, "`\(selector.trimmedDescription)` with target `\(target.trimmedDescription)`: \(why); write `#selector(Type.\(nameText))` naming the target's type, then run the command again")
                return nil
            }
            owner = single
        }
        // Whether the method (by owner and name) takes no argument: only CADisplayLink cares.
        let declarations = (index.methods[baseName] ?? []).filter { $0.owner == owner || owner == "Self" }
        let explicitLabels = name.argumentNames.map { $0.arguments.map(\.name.text) }
        let matching = declarations.filter { explicitLabels == nil || $0.labels == explicitLabels }
        let zeroArity = !matching.isEmpty && matching.allSatisfy(\.labels.isEmpty) ? baseName : nil
        return MethodReference(text: "\(owner).\(nameText)", callsWithoutArguments: zeroArity)
    }

    struct MethodReference {
        var text: String
        /// The method's name when it takes no argument.
        var callsWithoutArguments: String?
    }

    private final class Visitor: SyntaxVisitor {
        var selectors: [MacroExpansionExprSyntax] = []
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "selector" { selectors.append(node) }
            return .visitChildren
        }
    }
}
