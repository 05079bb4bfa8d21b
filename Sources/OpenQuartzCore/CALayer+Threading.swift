import Foundation
import OpenCoreGraphics

// Layers carry no actor, as in Core Animation: a layer may be built and configured on any
// thread. The one rule is the one the render loop needs: a layer in a hosted tree (one a
// window shows) belongs to the main thread, where frames commit it, run its actions and ask
// its delegate to draw. Every change that reaches the tree's bookkeeping (property changes,
// display and layout requests, tree edits, animations) passes through the check below.
extension CALayer {
    /// Stops with a message naming `change` when the caller is off the main actor (the main
    /// thread) and the layer is in a tree that has a host. A layer outside any hosted tree may
    /// be changed anywhere. Costs one thread test on the main thread.
    package func requireMainThreadIfHosted(_ change: @autoclosure () -> String) {
        if QuartzCoreThreadState.isOnMainActor { return }
        if let message = Self.offMainThreadMessage(isHosted: treeHost != nil, change: change()) {
            Fatal.stop(message)
        }
    }

    /// The stop message for `change` made off the main thread to a layer that is (`isHosted`)
    /// or is not in a hosted tree; nil when the change is allowed.
    package static func offMainThreadMessage(isHosted: Bool, change: String) -> String? {
        guard isHosted else { return nil }
        return "CALayer \(change) off the main thread while the layer is in a window's layer tree: a layer that is shown is changed on the main thread only (build layers anywhere, then add them to a window's tree on the main thread)"
    }
}
