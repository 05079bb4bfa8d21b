import SwiftSyntax

/// `import UIKit`, `import QuartzCore`, `import CoreGraphics` and
/// `import UIKit.UIGestureRecognizerSubclass` become `import OpenUIKit` (which re-exports
/// OpenQuartzCore and OpenCoreGraphics); when several would become the same line, or the file
/// already imports OpenUIKit, only the first stays. `@testable` imports are left alone.
public struct ImportPass: PortPass {
    /// The module paths that become `OpenUIKit`.
    static let replaced: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "UIKit.UIGestureRecognizerSubclass"]

    public init() {}

    public func run(on file: SourceFile, index: ProjectIndex) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        // Attributes (e.g. `@preconcurrency`) are part of what makes two imports the same line.
        var seen = Set(
            visitor.imports.filter { $0.path.trimmedDescription == "OpenUIKit" }.map { $0.attributes.trimmedDescription })
        for decl in visitor.imports {
            let path = decl.path.trimmedDescription
            let attributes = decl.attributes.trimmedDescription
            if decl.attributeNames.contains("testable") || decl.importKindSpecifier != nil { continue }
            guard Self.replaced.contains(path) else { continue }
            if seen.contains(attributes) {
                file.edit(removalRange(decl), "", at: decl, note: "removed `import \(path)` (OpenUIKit is already imported)")
            } else {
                seen.insert(attributes)
                file.replace(decl.path, with: "OpenUIKit", note: "rewrote `import \(path)` → `import OpenUIKit`")
            }
        }
    }

    /// The import without its comments, with the line break and indentation before it, so
    /// the line disappears.
    private func removalRange(_ decl: ImportDeclSyntax) -> Range<Int> {
        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        // Spaces before it on its line, then one line break; anything else (a comment) stops.
        var width = 0
        loop: for piece in decl.leadingTrivia.pieces.reversed() {
            switch piece {
            case .spaces, .tabs:
                width += piece.sourceLength.utf8Length
            case .newlines:
                width += 1
                break loop
            default:
                width = 0
                break loop
            }
        }
        return (start - width)..<decl.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private final class Visitor: SyntaxVisitor {
        var imports: [ImportDeclSyntax] = []
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            imports.append(node)
            return .skipChildren
        }
    }
}
