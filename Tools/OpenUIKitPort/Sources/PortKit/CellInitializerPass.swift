import SwiftSyntax

/// OpenUIKit makes a registered table or collection cell (or header, footer, supplementary
/// view) through `required convenience init(registeredReuseIdentifier:)`, where UIKit calls
/// the designated initializer through the Objective-C runtime. Swift inherits that required
/// initializer only when a subclass declares no designated initializer or overrides all of its
/// superclass's; a cell declaring only `init?(coder:)` (or its own `init(model:)`) does not
/// compile here. For such a class the pass adds the initializer:
///
/// - when the class declares the designated initializer UIKit would call
///   (`init(style:reuseIdentifier:)`, `init(reuseIdentifier:)`, `init(frame:)`), it calls it;
/// - otherwise it stops with the message iOS gives when such a cell is made from its
///   registered class ("unimplemented initializer"): on iOS this class cannot be dequeued by
///   class either, only loaded from a storyboard or nib.
public struct CellInitializerPass: PortPass {
    /// OpenUIKit's reusable-view classes and their designated initializers.
    static let bases: [String: Set<String>] = [
        "UITableViewCell": ["init(style:reuseIdentifier:)", "init(coder:)"],
        "UITableViewHeaderFooterView": ["init(reuseIdentifier:)", "init(coder:)"],
        "UICollectionReusableView": ["init(frame:)", "init(coder:)"],
        "UICollectionViewCell": ["init(frame:)", "init(coder:)"],
        "UICollectionViewListCell": ["init(frame:)", "init(coder:)"],
    ]

    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        for decl in visitor.classes { port(decl, in: file, index: index) }
    }

    private func port(_ decl: ClassDeclSyntax, in file: SourceFile, index: ProjectIndex) {
        let name = decl.name.text
        guard let info = index.classes[name], let superclass = info.superclass,
            base(of: name, index: index) != nil,
            inheritsRegisteredInitializer(superclass, index: index, depth: 0),
            !inheritsRegisteredInitializer(name, index: index, depth: 0)
        else { return }
        let access = decl.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let body: String
        let note: String
        if info.designatedInitializers.contains("init(style:reuseIdentifier:)") {
            body = "self.init(style: .default, reuseIdentifier: identifier)"
            note = "calls init(style:reuseIdentifier:)"
        } else if info.designatedInitializers.contains("init(reuseIdentifier:)") {
            body = "self.init(reuseIdentifier: identifier)"
            note = "calls init(reuseIdentifier:)"
        } else if info.designatedInitializers.contains("init(frame:)") {
            body = "self.init(frame: .zero)"
            note = "calls init(frame:)"
        } else {
            let called = Self.bases[base(of: name, index: index) ?? ""]?.first { $0 != "init(coder:)" } ?? "its designated initializer"
            body = "fatalError(\"Use of unimplemented initializer '\(called)' for class '\(name)': it can only be loaded from a storyboard or nib, as on iOS\")"
            note = "stops as iOS does: the class has no \(called)"
        }
        let indentation = memberIndentation(decl)
        let text = "\n\(indentation)// Added by openuikit-port: OpenUIKit makes registered cells with this initializer.\n"
            + "\(indentation)\(access)required convenience init(registeredReuseIdentifier identifier: String) {\n"
            + "\(indentation)    \(body)\n\(indentation)}\n"
        let position = decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        // Insert before the closing brace's line.
        let closingIndentation = decl.memberBlock.rightBrace.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.count
        let at = position - closingIndentation
        file.edit(at..<at, String(text.dropFirst()), at: decl.name, note: "added `required convenience init(registeredReuseIdentifier:)` to `\(name)` (\(note))")
    }

    /// The indentation of the class's members (four spaces more than the class when empty).
    private func memberIndentation(_ decl: ClassDeclSyntax) -> String {
        if let first = decl.memberBlock.members.first {
            return String(first.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
        }
        return String(decl.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed()) + "    "
    }

    /// The OpenUIKit base class `name` descends from, if any.
    private func base(of name: String, index: ProjectIndex) -> String? {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 64 {
            if Self.bases[type] != nil { return type }
            current = index.classes[type]?.superclass
            steps += 1
        }
        return nil
    }

    /// The designated initializers of `name` (declared, or inherited when it declares none).
    private func designatedInitializers(of name: String, index: ProjectIndex, depth: Int) -> Set<String>? {
        if let base = Self.bases[name] { return base }
        guard depth < 64, let info = index.classes[name] else { return nil }
        if !info.designatedInitializers.isEmpty { return info.designatedInitializers }
        return info.superclass.flatMap { designatedInitializers(of: $0, index: index, depth: depth + 1) }
    }

    /// Whether class `name` has `init(registeredReuseIdentifier:)`, declared or inherited.
    private func inheritsRegisteredInitializer(_ name: String, index: ProjectIndex, depth: Int) -> Bool {
        if Self.bases[name] != nil { return true }
        guard depth < 64, let info = index.classes[name], let superclass = info.superclass else { return false }
        if info.declaresRegisteredInitializer { return true }
        guard inheritsRegisteredInitializer(superclass, index: index, depth: depth + 1) else { return false }
        if info.designatedInitializers.isEmpty { return true }
        guard let inherited = designatedInitializers(of: superclass, index: index, depth: depth + 1) else { return false }
        return info.designatedInitializers.isSuperset(of: inherited)
    }

    private final class Visitor: SyntaxVisitor {
        var classes: [ClassDeclSyntax] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.append(node)
            return .visitChildren
        }
    }
}
