import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor @Suite(.serialized) struct CATransactionTests {
    @Test("Defaults: duration 0.25 s, actions enabled, no completion block")
    func defaults() {
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test("Nested transactions read the innermost value and restore the outer one on commit")
    func nesting() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setValue("outer", forKey: "custom")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 2 && CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1 && !CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && CATransaction.depth == 0)
    }

    @Test("Completion blocks run when the outermost transaction commits, inner ones first")
    func completions() {
        let recorder = CallRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record(.completion("outer")) }
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record(.completion("inner")) }
        CATransaction.commit()
        #expect(recorder.calls == [])
        CATransaction.commit()
        #expect(recorder.calls == [.completion("inner"), .completion("outer")])
    }

    @Test("setCompletionBlock takes a plain closure, as Core Animation does: a nonisolated parameter passes in Swift 6 mode")
    func plainClosure() {
        let recorder = CallRecorder()
        commitForwarding { recorder.record(.completion("forwarded")) }
        #expect(recorder.calls == [.completion("forwarded")])
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test("Values set outside a transaction open an implicit one that flush commits")
    func implicitTransaction() {
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.setDisableActions(true)
        #expect(CATransaction.depth == 1 && CATransaction.disableActions())
        CATransaction.commit()
        #expect(!ran && CATransaction.depth == 1)
        CATransaction.flush()
        #expect(ran && CATransaction.depth == 0 && !CATransaction.disableActions())
    }
}

/// A nonisolated function handing its closure parameter, with no isolation, to the transaction.
private func commitForwarding(_ completion: @escaping () -> Void) {
    CATransaction.begin()
    CATransaction.setCompletionBlock(completion)
    CATransaction.commit()
}
