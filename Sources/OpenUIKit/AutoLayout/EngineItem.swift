import ConstraintSolver
import Foundation

/// A view's or layout guide's four variables in a constraint engine (its left and top in its
/// parent's coordinates, its width and height) and the constraints the engine generated for it.
@MainActor
package final class EngineItem {
    /// What the generated constraints stand for.
    package enum Generated: Equatable {
        /// Nothing generated.
        case none
        /// Required constraints pinning the frame (the view translates its autoresizing mask).
        case frame
        /// Hugging and compression-resistance inequalities from the intrinsic content size.
        case intrinsic(width: CGFloat?, height: CGFloat?)
        /// Required constraints placing a guide inside its owning view.
        case guide
    }

    package weak var node: LayoutNode?
    /// The node's name when it joined the engine (``LayoutDescriptions/name(of:)``), which
    /// names its variables in messages (``LayoutEngine/name(of:)``).
    package let name: String
    /// The engine the variables belong to; `nil` once the item was retired.
    package weak var engine: LayoutEngine?
    package let minX: Variable
    package let minY: Variable
    package let width: Variable
    package let height: Variable
    package var generatedKind: Generated = .none
    /// The generated constraints, in a fixed order per kind (frame: minX, minY, width, height).
    package var generated: [Constraint] = []
    /// The item's index in its engine's list of live items, -1 once retired.
    package var position = -1

    package init(
        engine: LayoutEngine, node: LayoutNode, name: String, minX: Variable, minY: Variable, width: Variable,
        height: Variable
    ) {
        self.engine = engine
        self.node = node
        self.name = name
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }
}
