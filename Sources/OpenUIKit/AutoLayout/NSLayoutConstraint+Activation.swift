import Foundation

extension NSLayoutConstraint {
    /// Installs the constraint on its items' closest common ancestor and in that hierarchy's
    /// engine; items in different hierarchies stop with UIKit's message.
    package func activateNow() {
        guard let first = firstNode else {
            Fatal.stop("Unable to activate a constraint whose first item no longer exists")
        }
        let second = secondNode
        guard let container = closestCommonLayoutNode(first, second) else {
            Fatal.stop(
                "Unable to activate constraint with anchors \(LayoutDescriptions.name(of: first)).\(firstAttribute.name) and \(LayoutDescriptions.name(of: second)).\(secondAttribute.name) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
            )
        }
        guard let holder = (container as? UIView) ?? (container as? UILayoutGuide)?.owningView else {
            Fatal.stop(
                "Unable to activate \(self): the layout guide \(LayoutDescriptions.name(of: container)) was not added to a view with addLayoutGuide(_:)"
            )
        }
        self.holder = holder
        holder.layoutSettings.constraints.append(self)
        first.referencingConstraints.append(self)
        if let second, second !== first { second.referencingConstraints.append(self) }
        holder.hierarchyRoot.layoutEngineCreatingIfNeeded().install(self)
    }

    /// Takes the constraint out of its engine and off its holder and items.
    package func deactivateNow() {
        installation?.engine?.uninstall(self)
        installation = nil
        holder?.layoutSettings.constraints.remove(self)
        holder = nil
        firstNode?.referencingConstraints.remove(self)
        secondNode?.referencingConstraints.remove(self)
    }
}
