import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The application log keeps only the most recent messages, so a flood of bad input cannot
/// grow memory without bound.
@MainActor @Suite struct BoundedLogTests {
    @Test("A log flooded with 100,000 messages keeps only the most recent ones, in order")
    func floodedLogIsBounded() {
        let log = ApplicationLog(echoesToStandardError: false)
        let total = 100_000
        for index in 0..<total { log.log("message \(index)") }
        #expect(log.messages.count < total)
        #expect(log.messages.last == "message \(total - 1)")
        let kept = log.messages.count
        #expect(log.messages.first == "message \(total - kept)")
    }

    @Test("A flood of bad input through the application keeps the log bounded and still records the latest rejection")
    func badInputFlood() {
        let app = HeadlessApp()
        app.log.echoesToStandardError = false
        app.makeWindow()
        for _ in 0..<20_000 {
            app.application.enqueue(.touch(TouchInput(fingerID: 99, phase: .move, location: .zero, timestamp: app.clock.now)))
        }
        app.runTurn()
        #expect(app.log.messages.count < 20_000)
        #expect(app.log.messages.last?.isEmpty == false)
    }
}

@MainActor @Suite struct BoundedLogRingTests {
    @Test("The log keeps exactly keptMessageLimit messages, counts the dropped ones, and clear() starts over")
    func ringAccounting() {
        let log = ApplicationLog(echoesToStandardError: false)
        let limit = ApplicationLog.keptMessageLimit
        for index in 0..<(limit + 10) { log.log("m\(index)") }
        #expect(log.messages.count == limit)
        #expect(log.messages.first == "m10")
        #expect(log.messages.last == "m\(limit + 9)")
        #expect(log.droppedMessageCount == 10)
        log.clear()
        #expect(log.messages == [] && log.droppedMessageCount == 0)
        log.log("again")
        #expect(log.messages == ["again"])
    }
}
