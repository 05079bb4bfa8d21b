/// Releases trees of objects one object at a time instead of one level of the call stack per
/// level of the tree.
///
/// Freeing an object frees what it holds from inside its deinitializer, so freeing the root
/// of a chain a hundred thousand deep nests a hundred thousand deinitializers and overflows
/// the stack. A layer (and a view) instead hands the objects it holds to ``release(_:)`` from
/// its deinitializer: the outermost call frees them one by one in a loop, and the ones freed
/// meanwhile, deeper in the tree, only add their own children to the same list.
///
/// Any thread may free a tree (layers carry no actor, and a view's deinitializer runs on the
/// thread that drops the last reference), so each thread keeps its own list.
package enum DeferredRelease {
    private static var pending: [AnyObject] {
        get { QuartzCoreThreadState.current.releasePending }
        _modify { yield &QuartzCoreThreadState.current.releasePending }
    }
    private static var draining: Bool {
        get { QuartzCoreThreadState.current.releaseDraining }
        set { QuartzCoreThreadState.current.releaseDraining = newValue }
    }

    /// Takes `objects` out of the array (leaving it empty) and drops the references to them,
    /// now or, inside another release, from the loop of the outermost one.
    package static func release<Object: AnyObject>(_ objects: inout [Object]) {
        guard !objects.isEmpty else { return }
        for object in objects { pending.append(object) }
        objects = []
        drain()
    }

    /// Drops the reference to `object` (see ``release(_:)``).
    package static func release(_ object: AnyObject) {
        pending.append(object)
        drain()
    }

    private static func drain() {
        guard !draining else { return }
        draining = true
        // Each object's deinitializer, run by dropping it here, only appends to `pending`.
        // The object is taken out of the list first and dropped at the end of the iteration,
        // outside any access to the list, since its deinitializer appends to it.
        let state = QuartzCoreThreadState.current
        while let object = state.releasePending.popLast() { withExtendedLifetime(object) {} }
        draining = false
    }
}
