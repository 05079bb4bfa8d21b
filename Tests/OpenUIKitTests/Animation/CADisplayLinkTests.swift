import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct CADisplayLinkTests {
    @MainActor final class Ticker {
        var stamps: [CFTimeInterval] = []
        func tick(_ link: CADisplayLink) { stamps.append(link.timestamp) }
    }

    @Test("A link fires once per interval on the application clock, with timestamp and target")
    func fires() {
        let app = HeadlessApp()
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
        link.preferredFramesPerSecond = 20
        link.add(to: app.application.runLoop)
        app.advance(by: 0.16)
        // Frame times are whole nanoseconds counted from the start, so the third is 0.15 s
        // exactly (Double sums of 0.05 gave 0.15000000000000002).
        #expect(stamps.map(\.0) == [0.05, 0.1, 0.15])
        #expect(stamps.map(\.1) == [0.1, 0.15, 0.2])
        link.isPaused = true
        app.advance(by: 0.1)
        #expect(stamps.count == 3)
        link.invalidate()
    }

    @Test("A link with a target calls its method and stops when the target goes away")
    func target() {
        let app = HeadlessApp()
        var ticker: Ticker? = Ticker()
        let link = CADisplayLink(target: ticker!, action: Ticker.tick)
        link.add(to: app.application.runLoop)
        app.stepFrames(2)
        #expect(ticker?.stamps.count == 2)
        ticker = nil
        app.stepFrames(2)
        #expect(app.application.runLoop.nextTimerFireTime == nil)
    }
}
