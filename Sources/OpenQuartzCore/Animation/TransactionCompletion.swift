/// The completion of one transaction: its block runs once the transaction has committed (and
/// no transaction is open any more) and every animation added while it was open has stopped.
package final class TransactionCompletion {
    var block: (@MainActor () -> Void)?
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
        // the frames that stop animations run there.
        MainActor.assumeIsolated { block() }
    }
}
