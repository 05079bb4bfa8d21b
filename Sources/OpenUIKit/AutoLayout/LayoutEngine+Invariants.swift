import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// What is wrong with the engine's bookkeeping, one sentence per broken rule (empty when
    /// sound). The rules: every installed constraint is active, installed here once and held
    /// in this engine's hierarchy; every live item belongs to a node of the hierarchy that
    /// points back at it; the solver holds exactly the installed and generated constraints and
    /// the live items' variables; and, when `comparingFreshSolve`, the solved values of items
    /// whose layout is not ambiguous equal a solve of the same constraints from scratch. Property tests and soaks call it after
    /// every step; it walks everything, so it is not for the frame path.
    package func invariantViolations(comparingFreshSolve: Bool = false) -> [String] {
        var violations: [String] = []
        guard let root else {
            return installed.isEmpty && liveItems.isEmpty ? [] : ["an engine without a root keeps constraints or items"]
        }
        var seen = Set<ObjectIdentifier>()
        var solverBacked = 0
        for constraint in installed {
            if !seen.insert(ObjectIdentifier(constraint)).inserted {
                violations.append("\(constraint) is installed twice")
            }
            guard let installation = constraint.installation, installation.engine === self else {
                violations.append("\(constraint) is listed here but its installation names another engine")
                continue
            }
            if installation.solverConstraint != nil { solverBacked += 1 }
            if !constraint.isActive { violations.append("\(constraint) is installed but inactive") }
            guard let holder = constraint.holder else {
                violations.append("\(constraint) is installed with no holder")
                continue
            }
            if holder.hierarchyRoot !== root {
                violations.append("\(constraint) is installed here but held in another hierarchy")
            }
        }
        if solverBacked != userConstraintCount {
            violations.append("\(solverBacked) installed constraints reach the solver, the map has \(userConstraintCount)")
        }
        if !isScratch {
            for item in liveItems {
                guard item.engine === self else {
                    violations.append("a live item names another engine")
                    continue
                }
                guard let node = item.node else {
                    violations.append("a live item outlived its node")
                    continue
                }
                if node.engineItem !== item {
                    violations.append("\(LayoutDescriptions.name(of: node)) does not point back at its item")
                }
                let owner = (node as? UIView) ?? (node as? UILayoutGuide)?.owningView
                if owner?.hierarchyRoot !== root {
                    violations.append("\(LayoutDescriptions.name(of: node)) has an item here but left the hierarchy")
                }
            }
        }
        let expectedConstraints = userConstraintCount + generatedConstraintCount
        if solver.constraintCount != expectedConstraints {
            violations.append(
                "the solver holds \(solver.constraintCount) constraints; \(userConstraintCount) installed and \(generatedConstraintCount) generated are known"
            )
        }
        let expectedVariables = liveItems.count * 4 + pendingRetiredVariableCount
        if solver.variableCount != expectedVariables {
            violations.append("the solver holds \(solver.variableCount) variables; \(expectedVariables) belong to items")
        }
        if comparingFreshSolve {
            do {
                // An ambiguous item may rest anywhere its constraints allow: only determined
                // items must agree.
                let disagreeing = try solver.disagreementsWithFreshSolve().filter { variable in
                    guard let node = liveItems.first(where: { [$0.minX, $0.minY, $0.width, $0.height].contains(variable) })?.node
                    else { return true }
                    return !hasAmbiguousLayout(node)
                }
                if !disagreeing.isEmpty {
                    let names = disagreeing.prefix(4).map { name(of: $0) }.joined(separator: ", ")
                    violations.append("\(disagreeing.count) values differ from a fresh solve (\(names))")
                }
            } catch {
                violations.append("solving again from scratch failed: \(error)")
            }
        }
        return violations
    }
}

extension UIView {
    /// The topmost view above the receiver (the receiver itself when it has no superview).
    package var hierarchyRoot: UIView {
        var top = self
        while let superview = top.storedSuperview { top = superview }
        return top
    }
}
