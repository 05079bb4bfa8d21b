import Foundation
import OpenCoreGraphics

/// Key of the animation duration in a transaction's values.
public let kCATransactionAnimationDuration = "animationDuration"
/// Key of the disable-actions flag in a transaction's values.
public let kCATransactionDisableActions = "disableActions"
/// Key of the animation timing function in a transaction's values.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// Key of the completion block in a transaction's values.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes: a stack of nested transactions, each holding values (animation
/// duration, whether actions are disabled, a completion block, any keyed value). A value read
/// comes from the innermost transaction that set it.
///
/// Changes made with no explicit transaction open belong to an implicit one, which
/// ``flush()`` commits (the frame cycle's commit phase calls it).
///
/// Property changes of layers look up their actions with the current transaction's values:
/// ``disableActions()`` turns implicit animations off, ``animationDuration()`` and
/// ``animationTimingFunction()`` shape them.
///
/// - Note: See https://developer.apple.com/documentation/quartzcore/catransaction
// UIKit divergence: setting a completion block off the main thread stops (blocks run on the
// main thread, and only a block set there can safely run there).
// Limitation: `lock()`/`unlock()` are not provided.
open class CATransaction {
    /// One open transaction.
    struct Level {
        var values: [String: Any] = [:]
        var isImplicit = false
        /// Counts the animations added while this transaction is open.
        var completion: TransactionCompletion?
    }

    /// The calling thread's open transactions, innermost last: each thread has its own stack,
    /// as in Core Animation.
    private static var levels: [Level] {
        get { QuartzCoreThreadState.current.transactionLevels }
        _modify { yield &QuartzCoreThreadState.current.transactionLevels }
    }
    /// The calling thread's completions of committed transactions, closed when the outermost
    /// commits.
    private static var pendingCompletions: [TransactionCompletion] {
        get { QuartzCoreThreadState.current.pendingCompletions }
        _modify { yield &QuartzCoreThreadState.current.pendingCompletions }
    }

    /// How many transactions are open, the implicit one included.
    package static var depth: Int { levels.count }

    /// Opens a transaction nested in the current one.
    open class func begin() {
        levels.append(Level())
    }

    /// Closes the innermost explicit transaction. Its completion block runs once no
    /// transaction (the implicit one included) is open and every animation added while it
    /// was open has stopped (finished or removed); nested blocks with nothing to wait for run
    /// at the outermost commit or the flush, inner first. A commit with no explicit
    /// transaction open does nothing.
    open class func commit() {
        guard let index = levels.lastIndex(where: { !$0.isImplicit }) else { return }
        close(levels.remove(at: index))
        if levels.isEmpty { runCompletions() }
    }

    /// Commits the implicit transaction, if one is open and no explicit one is.
    open class func flush() {
        guard levels.count == 1, levels[0].isImplicit else { return }
        close(levels.removeFirst())
        runCompletions()
    }

    private static func close(_ level: Level) {
        guard let block = level.values[kCATransactionCompletionBlock] as? () -> Void else { return }
        let completion = level.completion ?? TransactionCompletion()
        completion.block = block
        pendingCompletions.append(completion)
    }

    private static func runCompletions() {
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion.close() }
    }

    /// Records an animation added now in every open transaction; the returned completions
    /// are told when it stops.
    package static func trackAnimation() -> [TransactionCompletion] {
        var tracked: [TransactionCompletion] = []
        for index in levels.indices {
            let completion = levels[index].completion ?? TransactionCompletion()
            levels[index].completion = completion
            completion.running += 1
            tracked.append(completion)
        }
        return tracked
    }

    /// The value for `key`, from the innermost transaction that has one.
    open class func value(forKey key: String) -> Any? {
        // Read on every layer property change (`disableActions()`): the stack is read in
        // place, and a transaction that holds no values is passed without hashing the key.
        let state = QuartzCoreThreadState.current
        var index = state.transactionLevels.count
        while index > 0 {
            index -= 1
            if state.transactionLevels[index].values.isEmpty { continue }
            if let value = state.transactionLevels[index].values[key] { return value }
        }
        return nil
    }

    /// Sets `anObject` for `key` in the current transaction (opening the implicit one if
    /// none is open); nil removes it.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if levels.isEmpty { levels.append(Level(isImplicit: true)) }
        levels[levels.count - 1].values[key] = anObject
    }

    /// Whether property changes in the current transaction should skip their implicit
    /// actions; false unless set.
    open class func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    /// Sets ``disableActions()`` for the current transaction.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The duration implicit animations of the current transaction use; 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }

    /// Sets ``animationDuration()`` for the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        Fatal.check(dur.isFinite, "CATransaction animation duration must be finite, got \(dur)")
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function implicit animations of the current transaction use; nil unless
    /// set (implicit animations then use the default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets ``animationTimingFunction()`` for the current transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// The block run when the current transaction and the animations added during it are
    /// done.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets ``completionBlock()`` for the current transaction.
    /// - Note: The block runs on the main thread, the thread it must be set on: a block formed
    ///   in main-actor code keeps that isolation, and the transaction calls it there, so it
    ///   need not be `@Sendable` (as in Core Animation). Setting one off the main thread stops.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        Fatal.check(
            block == nil || QuartzCoreThreadState.isOnMainActor,
            "CATransaction.setCompletionBlock called off the main thread: completion blocks run on the main thread, so set them there")
        setValue(block, forKey: kCATransactionCompletionBlock)
    }
}
