import OpenCoreGraphics

/// The completion of one transaction: its block runs once the transaction has committed (and
/// no transaction is open any more) and every animation added while it was open has stopped.
package final class TransactionCompletion {
    var block: (() -> Void)?
    /// Animations added during the transaction that have not stopped yet.
    var running = 0
    /// Whether the transaction has committed and the outermost one with it.
    var isClosed = false

    func animationStopped() {
        running -= 1
        runIfDone()
    }

    func close() {
        isClosed = true
        runIfDone()
    }

    private func runIfDone() {
        guard isClosed, running <= 0, let block else { return }
        self.block = nil
        // Blocks are only set on the main thread (see `CATransaction.setCompletionBlock`), and
        // commits and the frames that stop animations run there.
        Fatal.check(QuartzCoreThreadState.isOnMainActor, "a CATransaction completion block would run off the main thread")
        block()
    }
}
