import Foundation

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
/// - Note: See https://developer.apple.com/documentation/quartzcore/catransaction
// UIKit divergence: the stack is a main-actor static, not per thread; layers are main-actor
// here. Implicit actions (the animations a transaction's duration and disableActions drive)
// belong to the animation work: for now the values are only stored.
// Limitation: `animationTimingFunction` and `lock()`/`unlock()` are not provided yet.
@MainActor
open class CATransaction {
    /// One open transaction.
    private struct Level {
        var values: [String: Any] = [:]
        var isImplicit = false
    }

    private static var levels: [Level] = []
    /// Completion blocks of committed nested transactions, run when the outermost commits.
    private static var pendingCompletions: [@MainActor () -> Void] = []

    /// How many transactions are open, the implicit one included.
    package static var depth: Int { levels.count }

    /// Opens a transaction nested in the current one.
    open class func begin() {
        levels.append(Level())
    }

    /// Closes the innermost explicit transaction. Completion blocks run once no transaction
    /// (the implicit one included) is open, so nested blocks wait for the outermost commit or
    /// the flush, and run inner first. A commit with no explicit transaction open does nothing.
    // UIKit divergence: with no animations yet, "after the transaction's animations finish" is
    // the moment the outermost transaction commits.
    open class func commit() {
        guard let index = levels.lastIndex(where: { !$0.isImplicit }) else { return }
        let level = levels.remove(at: index)
        if let completion = level.values[kCATransactionCompletionBlock] as? @MainActor () -> Void {
            pendingCompletions.append(completion)
        }
        if levels.isEmpty { runCompletions() }
    }

    /// Commits the implicit transaction, if one is open and no explicit one is.
    open class func flush() {
        guard levels.count == 1, levels[0].isImplicit else { return }
        let level = levels.removeFirst()
        if let completion = level.values[kCATransactionCompletionBlock] as? @MainActor () -> Void {
            pendingCompletions.append(completion)
        }
        runCompletions()
    }

    private static func runCompletions() {
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion() }
    }

    /// The value for `key`, from the innermost transaction that has one.
    open class func value(forKey key: String) -> Any? {
        for level in levels.reversed() {
            if let value = level.values[key] { return value }
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
        precondition(dur.isFinite, "CATransaction animation duration must be finite, got \(dur)")
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The block run when the current transaction (and its animations) complete.
    open class func completionBlock() -> (@MainActor () -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? @MainActor () -> Void
    }

    /// Sets ``completionBlock()`` for the current transaction.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }
}
