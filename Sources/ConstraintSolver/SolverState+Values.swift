// Solved values and the dirty list of variables that changed.

extension SolverState {
    /// The current value of `variable`.
    func value(of variable: Variable) -> Double {
        let index = rowOf[Int(variable.id)]
        return index >= 0 ? rows[Int(index)].constant : 0
    }

    /// Returns the variables whose value changed since the previous call, in id order.
    ///
    /// Only variables whose rows were touched are examined, so the cost follows what changed,
    /// not the size of the system.
    mutating func updateVariables() -> [Variable] {
        // Rows are usually visited in the order they were made, which is id order: check first.
        var sorted = true
        for index in dirty.indices.dropFirst() where dirty[index - 1] > dirty[index] {
            sorted = false
            break
        }
        if !sorted { dirty.sort() }
        var changed: [Variable] = []
        changed.reserveCapacity(dirty.count)
        for symbol in dirty {
            isQueued[Int(symbol)] = false
            let variable = Variable(id: symbol)
            let current = value(of: variable)
            if current != reported[Int(symbol)] {
                reported[Int(symbol)] = current
                changed.append(variable)
            }
        }
        dirty.removeAll(keepingCapacity: true)
        return changed
    }
}
