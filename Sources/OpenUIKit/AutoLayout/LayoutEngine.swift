import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has a type of the same name).
package typealias LinearExpression = ConstraintSolver.Expression

/// The Auto Layout engine of one view hierarchy: a ``ConstraintSolver/Solver`` holding four
/// variables per view or guide that takes part, the active constraints of the hierarchy, and
/// the constraints it generates itself (frames of views that translate their autoresizing
/// masks, intrinsic content sizes, guide placement).
///
/// Variables are relative to the parent's coordinate space (a view's superview, a guide's
/// owning view). A constraint is expressed in the space of its items' closest common
/// ancestor by adding the positions of the views in between. Changes are pushed to views
/// through the solver's list of changed variables: a view whose solved frame moved marks
/// its superview for layout, whose `layoutSubviews()` applies the frame.
@MainActor
package final class LayoutEngine {
    package let solver = Solver()
    package weak var root: UIView?
    /// A scratch engine (for `systemLayoutSizeFitting`) keeps its items to itself and leaves
    /// the constraints' installation alone.
    package let isScratch: Bool
    package var isQueued = false
    /// Active constraints installed here, in installation order.
    package private(set) var installed = ConstraintList()
    /// The live items, in no particular order (each knows its place, so retiring is O(1)).
    private var items: [EngineItem] = []
    /// Variables of retired items, released to the solver when changes are next published
    /// (after the removals that freed them are solved, once for any number of items).
    private var retiredVariables: [Variable] = []
    private var scratchItems: [ObjectIdentifier: EngineItem] = [:]
    /// The item of each variable, indexed by the variable's id (the solver's ids are small and
    /// dense, and reused after release), `nil` for ids of no live item. An array rather than a
    /// dictionary: each item made wrote four entries and every published change read one.
    private var itemsByVariable: [EngineItem?] = []
    // Lookups only, never iterated, so the per-process hash order cannot reach the solver.
    private var userConstraintsBySolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var generatedDescriptions: [ObjectIdentifier: GeneratedConstraintDescription] = [:]

    package init(root: UIView, isScratch: Bool = false) {
        self.root = root
        self.isScratch = isScratch
    }

    /// Where this engine reports its problems: the log of the application whose window holds
    /// its root, or the console log for a hierarchy outside every window.
    package var log: ApplicationLog { root?.misuseLog ?? .console }

    /// The trace of the application whose window holds the root; nil outside every window.
    package var trace: EventTrace? { root?.pipelineTrace }

    // MARK: Items

    /// How many items the engine keeps (for tests that check retired items are let go).
    package var itemCount: Int { items.count }

    /// The live items (for the invariant check).
    package var liveItems: [EngineItem] { items }

    /// Variables of retired items not yet released to the solver.
    package var pendingRetiredVariableCount: Int { retiredVariables.count }

    /// Installed constraints the solver holds (those not broken).
    package var userConstraintCount: Int { userConstraintsBySolverConstraint.count }

    /// Constraints the engine generated that the solver holds.
    package var generatedConstraintCount: Int { generatedDescriptions.count }

    /// The node's item, made (with its generated constraints) on first use.
    package func item(for node: LayoutNode) -> EngineItem {
        if let existing = existingItem(for: node) { return existing }
        let item = EngineItem(
            engine: self, node: node, name: LayoutDescriptions.name(of: node), minX: solver.makeVariable(),
            minY: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        if isScratch {
            scratchItems[ObjectIdentifier(node)] = item
        } else {
            node.engineItem = item
        }
        setItem(item, for: item.minX)
        setItem(item, for: item.minY)
        setItem(item, for: item.width)
        setItem(item, for: item.height)
        item.position = items.count
        items.append(item)
        regenerate(item)
        return item
    }

    /// How `variable` is named in messages: its item's name and which of the four it is
    /// ("UILabel.minX"), written only when a message needs it; the solver's own name for a
    /// variable of no item.
    package func name(of variable: Variable) -> String {
        guard let item = self.item(ofVariable: variable.id) else { return solver.name(of: variable) }
        let part =
            switch variable {
            case item.minX: "minX"
            case item.minY: "minY"
            case item.width: "width"
            default: "height"
            }
        return item.name + "." + part
    }

    /// The live item whose variable has the id `id`.
    private func item(ofVariable id: Int32) -> EngineItem? {
        let index = Int(id)
        return index >= 0 && index < itemsByVariable.count ? itemsByVariable[index] : nil
    }

    /// Records (or, with `nil`, forgets) the item of `variable`.
    private func setItem(_ item: EngineItem?, for variable: Variable) {
        let index = Int(variable.id)
        if index >= itemsByVariable.count {
            guard item != nil else { return }
            itemsByVariable.append(contentsOf: repeatElement(nil, count: index + 1 - itemsByVariable.count))
        }
        itemsByVariable[index] = item
    }

    /// The node's item if it has one in this engine.
    package func existingItem(for node: LayoutNode) -> EngineItem? {
        if isScratch { return scratchItems[ObjectIdentifier(node)] }
        guard let item = node.engineItem, item.engine === self else { return nil }
        return item
    }

    /// Removes an item's generated constraints and forgets it.
    package func retire(_ item: EngineItem) {
        removeGenerated(of: item)
        setItem(nil, for: item.minX)
        setItem(nil, for: item.minY)
        setItem(nil, for: item.width)
        setItem(nil, for: item.height)
        if let node = item.node, node.engineItem === item { node.engineItem = nil }
        if isScratch, let node = item.node, scratchItems[ObjectIdentifier(node)] === item {
            scratchItems[ObjectIdentifier(node)] = nil
        }
        if item.position >= 0, item.position < items.count, items[item.position] === item {
            let last = items.removeLast()
            if last !== item {
                items[item.position] = last
                last.position = item.position
            }
        }
        item.position = -1
        item.engine = nil
        retiredVariables.append(item.minX)
        retiredVariables.append(item.minY)
        retiredVariables.append(item.width)
        retiredVariables.append(item.height)
        markChanged()
    }

    /// The solved rectangle of a node, in its parent's coordinates.
    package func frame(of node: LayoutNode) -> CGRect? {
        guard let item = existingItem(for: node) else { return nil }
        return CGRect(
            x: solver.value(of: item.minX), y: solver.value(of: item.minY),
            width: solver.value(of: item.width), height: solver.value(of: item.height))
    }

    // MARK: User constraints

    /// Installs an active constraint. A required constraint that cannot hold is broken:
    /// logged the way UIKit logs it and left out of the solver, while staying active.
    package func install(_ constraint: NSLayoutConstraint, register: Bool = true) {
        guard let (built, crossed, mirrored) = solverExpression(for: constraint) else { return }
        var expression = built
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let solverConstraint = Constraint(
            expression, Self.relation(constraint.relation),
            priority: Priority(Double(constraint.priority.rawValue)))
        var installation = ConstraintInstallation(engine: self, solverConstraint: nil, expressionBase: base)
        installation.isMirrored = mirrored
        do {
            try solver.add(solverConstraint)
            installation.solverConstraint = solverConstraint
            userConstraintsBySolverConstraint[ObjectIdentifier(solverConstraint)] = constraint
        } catch {
            reportFailure(error, breaking: constraint.description)
        }
        if register {
            installation.crossedViews = crossed.map { WeakViewReference(view: $0) }
            for view in crossed { view.layoutSettings.crossingConstraints.append(constraint) }
            constraint.installation = installation
            installed.append(constraint)
        }
        markChanged()
    }

    /// Takes a constraint out of the engine.
    package func uninstall(_ constraint: NSLayoutConstraint) {
        if let solverConstraint = constraint.installation?.solverConstraint {
            try? solver.remove(solverConstraint)
            userConstraintsBySolverConstraint[ObjectIdentifier(solverConstraint)] = nil
        }
        forgetCrossings(of: constraint)
        constraint.installation = nil
        installed.remove(constraint)
        markChanged()
    }

    /// The fast path for `constant`: the solver updates the constant in place. A broken
    /// constraint gets another chance with its new constant.
    package func constantDidChange(of constraint: NSLayoutConstraint) {
        guard constraint.installation != nil else { return }
        applyConstant(of: constraint)
    }

    /// A view the constraint's expression goes through (between an item and the items'
    /// common ancestor) changed its bounds origin: the expression's fixed part follows, as a
    /// constant update.
    package func crossedViewBoundsOriginDidChange(for constraint: NSLayoutConstraint) {
        guard let installation = constraint.installation, installation.engine === self,
            let (expression, _, _) = solverExpression(for: constraint),
            expression.constant != installation.expressionBase
        else { return }
        constraint.installation?.expressionBase = expression.constant
        applyConstant(of: constraint)
    }

    /// Gives the solver the constraint's current constant (the expression's fixed part minus
    /// `constant`); a broken constraint is tried again.
    private func applyConstant(of constraint: NSLayoutConstraint) {
        guard let installation = constraint.installation else { return }
        guard let solverConstraint = installation.solverConstraint else {
            uninstall(constraint)
            install(constraint)
            return
        }
        do {
            try solver.updateConstant(
                of: solverConstraint, to: installation.expressionBase - Double(constraint.constant))
        } catch {
            reportFailure(error, breaking: constraint.description)
            try? solver.remove(solverConstraint)
            userConstraintsBySolverConstraint[ObjectIdentifier(solverConstraint)] = nil
            constraint.installation?.solverConstraint = nil
        }
        markChanged()
    }

    /// The layout direction around these constraints may have changed: those that name leading
    /// or trailing and now resolve the other way are taken out together, then installed again
    /// in the given order (one at a time, a half-flipped row could not be satisfied).
    package func directionMayHaveChanged(for constraints: [NSLayoutConstraint]) {
        let flipped = constraints.filter { constraint in
            guard let installation = constraint.installation, installation.engine === self,
                let first = constraint.firstNode,
                let container = closestCommonLayoutNode(first, constraint.secondNode)
            else { return false }
            return isMirrored(constraint, in: container) != installation.isMirrored
        }
        for constraint in flipped { uninstall(constraint) }
        for constraint in flipped { install(constraint) }
    }

    /// An optional priority moved to another optional level: reinstall at the new level.
    package func priorityDidChange(of constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    // MARK: Moving between hierarchies

    /// Takes over every constraint of `other`, whose root was just added into this engine's
    /// hierarchy; `other` is emptied.
    package func absorb(_ other: LayoutEngine) {
        let moving = other.installed.elements
        other.tearDown()
        for constraint in moving { install(constraint) }
    }

    /// After `subtree` left this engine's hierarchy: constraints between the subtree and the
    /// rest are deactivated (as UIKit does), and those inside it are taken out and returned so
    /// the subtree's own engine can install them.
    package func detach(_ subtree: UIView) -> [NSLayoutConstraint] {
        var moving: [NSLayoutConstraint] = []
        subtree.visitSubtree { view in
            for node in view.layoutNodes {
                for constraint in node.referencingConstraints where constraint.installation?.engine === self {
                    // A second item that reads nil is outside (being freed) unless the
                    // constraint has none.
                    let secondInside =
                        constraint.secondAttribute == .notAnAttribute
                        || (constraint.secondNode?.isInSubtree(of: subtree) ?? false)
                    let inside =
                        (constraint.firstNode?.isInSubtree(of: subtree) ?? false) && secondInside
                    if inside {
                        uninstall(constraint)
                        moving.append(constraint)
                    } else {
                        // Not through `isActive`: while the hierarchy's root is being freed the
                        // constraint's holder already reads nil, so it looks inactive.
                        constraint.deactivateNow()
                    }
                }
                if let item = existingItem(for: node) { retire(item) }
            }
        }
        return moving
    }

    /// Takes the constraint off the lists of the views its expression went through.
    private func forgetCrossings(of constraint: NSLayoutConstraint) {
        for reference in constraint.installation?.crossedViews ?? [] {
            reference.view?.layoutSettings.crossingConstraints.remove(constraint)
        }
    }

    private func tearDown() {
        for constraint in installed {
            forgetCrossings(of: constraint)
            constraint.installation = nil
        }
        installed.removeAll()
        for item in items where item.engine === self {
            if let node = item.node, node.engineItem === item { node.engineItem = nil }
            item.engine = nil
        }
        items.removeAll()
        retiredVariables.removeAll()
        itemsByVariable.removeAll()
        userConstraintsBySolverConstraint.removeAll()
        generatedDescriptions.removeAll()
        solver.reset()
    }

    // MARK: Publishing results

    /// Queues the engine so the next layout pass publishes what changed.
    package func markChanged() {
        guard !isScratch, !isQueued, let root else { return }
        isQueued = true
        root.framePipeline.engines.enqueue(self)
    }

    /// Marks for layout the superviews of the constraint-driven views whose solved values
    /// changed since the last call.
    package func publishChanges() {
        if !retiredVariables.isEmpty {
            solver.release(retiredVariables)
            retiredVariables.removeAll()
        }
        // A view's variables change together, so the item just handled is skipped cheaply.
        var previous: EngineItem?
        for variable in solver.updateVariables() {
            guard let item = item(ofVariable: variable.id), item !== previous else { continue }
            previous = item
            let node = item.node
            // A scroll view takes its content size from its content guide when laid out.
            if let guide = node as? UILayoutGuide {
                if guide.kind == .scrollContent { guide.owningView?.markNeedsLayout(reason: "contentLayoutGuide resized") }
                continue
            }
            guard let view = node as? UIView, !view.layoutSettings.translatesAutoresizingMaskIntoConstraints
            else { continue }
            view.storedSuperview?.markNeedsLayout(reason: .constraintsMoved(TraceNameSource(view)))
        }
    }

    // MARK: Helpers

    static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Adds a constraint the engine made itself, described for conflict logs. Its constant
    /// follows a frame or an intrinsic size, so the solver keeps its one-pass update path.
    package func addGenerated(_ constraint: Constraint, to item: EngineItem, description: GeneratedConstraintDescription) {
        do {
            try solver.add(constraint, expectsConstantChanges: true)
            generatedDescriptions[ObjectIdentifier(constraint)] = description
        } catch {
            reportFailure(error, breaking: description.text)
        }
        item.generated.append(constraint)
    }

    /// Removes the constraints generated for an item.
    package func removeGenerated(of item: EngineItem) {
        for constraint in item.generated where generatedDescriptions[ObjectIdentifier(constraint)] != nil {
            try? solver.remove(constraint)
            generatedDescriptions[ObjectIdentifier(constraint)] = nil
        }
        item.generated.removeAll()
        item.generatedKind = .none
    }

    /// Changes the constant of a generated constraint; one that cannot take it is broken.
    package func updateGenerated(_ constraint: Constraint, constant: Double) {
        guard let description = generatedDescriptions[ObjectIdentifier(constraint)],
            solver.constant(of: constraint) != constant
        else { return }
        do {
            try solver.updateConstant(of: constraint, to: constant)
        } catch {
            reportFailure(error, breaking: description.text)
            try? solver.remove(constraint)
            generatedDescriptions[ObjectIdentifier(constraint)] = nil
        }
        markChanged()
    }

    /// How a solver constraint is named in logs.
    package func describe(_ constraint: Constraint) -> String {
        let key = ObjectIdentifier(constraint)
        if let user = userConstraintsBySolverConstraint[key] { return user.description }
        return generatedDescriptions[key]?.text ?? constraint.description
    }
}
