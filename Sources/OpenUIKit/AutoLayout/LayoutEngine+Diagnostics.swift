import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Logs a constraint the engine could not satisfy, in UIKit's words, naming the
    /// constraints it fights with and the one broken to recover.
    package func reportFailure(_ error: SolverError, breaking broken: String) {
        let conflicts: [String]
        switch error {
        case .unsatisfiable(_, let fighting): conflicts = fighting.map(describe)
        default:
            log.log("[LayoutConstraints] The engine refused \(broken): \(error)")
            return
        }
        let listed = (conflicts + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        var message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            """
        if (conflicts + [broken]).contains(where: { $0.contains("NSAutoresizingMaskLayoutConstraint") }) {
            message += """

                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
                """
        }
        message += """

            (
            \(listed)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        log.log(message)
        trace?.record(.layout, .unsatisfiableConstraints(broken: broken))
    }

    /// Whether the node's solved rectangle could move without any constraint of the engine
    /// minding: each variable is nudged one point up and one point down by an edit below every
    /// usable priority, and counts as ambiguous if it follows either way. Both ways matter: a
    /// view at its intrinsic width in a tie of equal compression resistances can only give way
    /// by shrinking (growing costs its hugging).
    // Limitation: a constraint at priority 1 ties with the probe; such a layout reads as ambiguous.
    package func hasAmbiguousLayout(_ node: LayoutNode) -> Bool {
        guard let item = existingItem(for: node) else { return false }
        for variable in [item.minX, item.minY, item.width, item.height] {
            let original = solver.value(of: variable)
            guard (try? solver.addEditVariable(variable, priority: Priority(1))) != nil else { continue }
            var moved = false
            for nudge in [1.0, -1.0] where !moved {
                if (try? solver.suggestValue(original + nudge, for: variable)) != nil {
                    moved = abs(solver.value(of: variable) - original) > 1e-6
                }
                try? solver.suggestValue(original, for: variable)
            }
            try? solver.removeEditVariable(variable)
            if moved { return true }
        }
        return false
    }

    /// The size `view`'s own constraints give it with the target size as a wish at the given
    /// priorities, solved in a scratch engine (the view's frame constraints ignored).
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(root: view, isScratch: true)
        let item = engine.item(for: view)
        view.visitSubtree { descendant in
            for constraint in descendant.layoutSettings.constraints {
                engine.install(constraint, register: false)
            }
        }
        let wishes: [(Variable, CGFloat, UILayoutPriority)] = [
            (item.width, target.width, horizontal), (item.height, target.height, vertical),
        ]
        for (variable, value, priority) in wishes {
            let wish = Constraint(
                LinearExpression(terms: [Term(variable)], constant: -Double(value)), .equal,
                priority: Priority(Double(priority.rawValue)))
            engine.addGenerated(wish, to: item, description: .fittingWish(value: value, priority: priority))
        }
        return CGSize(width: engine.solver.value(of: item.width), height: engine.solver.value(of: item.height))
    }
}
