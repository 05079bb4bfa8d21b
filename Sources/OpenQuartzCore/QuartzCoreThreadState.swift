import Dispatch
import Foundation
import OpenCoreGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Core Animation keeps per thread (and, for the main actor, once): the stack of open transactions and the completions
/// waiting for it to close, the list of objects a deferred release is freeing, and the step
/// counters tests read.
///
/// Layers carry no actor, so any thread may build a tree and free one; each thread gets its
/// own state (made the first time the thread needs it), as Core Animation gives each thread
/// its own transaction. Reaching it takes one thread-specific lookup and never allocates
/// after the first time.
package final class QuartzCoreThreadState {
    /// Open transactions, innermost last (see ``CATransaction``).
    var transactionLevels: [CATransaction.Level] = []
    /// Completions of committed transactions, closed when the outermost commits.
    var pendingCompletions: [TransactionCompletion] = []
    /// Objects handed to ``DeferredRelease`` and not dropped yet.
    var releasePending: [AnyObject] = []
    /// Whether a ``DeferredRelease`` loop is running on this thread.
    var releaseDraining = false
    /// See ``CALayer/ancestorWalkSteps``.
    var ancestorWalkSteps = 0
    /// See ``CALayer/sublayerStorageSteps``.
    var sublayerStorageSteps = 0

    private init() {}

    /// The state of the main actor, wherever its jobs run; only main-actor code reaches it
    /// (see ``current``), hence unchecked.
    private nonisolated(unsafe) static let mainActorState = QuartzCoreThreadState()

    /// The caller's state: the main actor's when the caller runs on the main actor, otherwise
    /// the calling thread's.
    static var current: QuartzCoreThreadState {
        if isOnMainActor { return mainActorState }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<QuartzCoreThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = QuartzCoreThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// Whether the caller runs on the main actor (``MainThreadCheck``).
    package static var isOnMainActor: Bool { MainThreadCheck.isOnMainActor }

    /// The thread-specific key; a thread's state is released when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<QuartzCoreThreadState>.fromOpaque(pointer).release()
            #else
            guard let pointer else { return }
            Unmanaged<QuartzCoreThreadState>.fromOpaque(pointer).release()
            #endif
        }
        Fatal.check(status == 0, "Core Animation could not create its per-thread state (pthread_key_create returned \(status))")
        return key
    }()
}
