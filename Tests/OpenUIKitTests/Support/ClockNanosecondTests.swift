import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The clock, timers and the run loop keep integer nanoseconds; UIKit-facing times are
/// `TimeInterval` views of them. These tests pin down what `Double` seconds got wrong: sums of
/// 0.1 s steps that miss 1 s, repeats that drift, deadlines missed by one turn.
@MainActor @Suite struct ClockNanosecondTests {
    @Test("Ten 0.1 s advances land exactly on 1 s and fire a 1 s timer once, at that moment")
    func tenTenths() {
        // What Double seconds would do: the sum misses 1 s, and a timer due at 1 s waits.
        var doubleSum = 0.0
        for _ in 0..<10 { doubleSum += 0.1 }
        #expect(doubleSum != 1.0)

        let app = HeadlessApp()
        var fired: [ClockInstant] = []
        app.application.runLoop.schedule(after: 1.0) { _ in fired.append(app.clock.instant) }
        for step in 1...10 {
            app.advance(by: 0.1)
            #expect(app.clock.instant == ClockInstant(nanoseconds: Int64(step) * 100_000_000))
            if step < 10 { #expect(fired.isEmpty) }
        }
        #expect(app.now == 1.0)
        #expect(fired == [ClockInstant(nanoseconds: 1_000_000_000)])
        app.advance(by: 5)
        #expect(fired.count == 1)
    }

    @Test("A timer repeating every 0.1 s fires exactly 100 times in 10 s, each at a whole tenth")
    func repeatingTenths() {
        let app = HeadlessApp()
        var fired: [ClockInstant] = []
        let timer = app.application.runLoop.schedule(after: 0.1, repeating: 0.1) { _ in
            fired.append(app.clock.instant)
        }
        #expect(timer.repeatInterval == .milliseconds(100) && timer.interval == 0.1)
        for _ in 0..<100 { app.advance(by: 0.1) }
        #expect(fired.count == 100)
        #expect(fired == (1...100).map { ClockInstant(nanoseconds: Int64($0) * 100_000_000) })
        #expect(timer.fireInstant == ClockInstant(seconds: 10.1) && timer.fireTime == 10.1)
        // In one long advance, the same 100 fire times.
        let other = HeadlessApp()
        var count = 0
        other.application.runLoop.schedule(after: 0.1, repeating: 0.1) { _ in count += 1 }
        other.advance(by: 10)
        #expect(count == 100)
        timer.invalidate()
    }

    @Test("A timer due exactly at the run's end fires in that turn, not one later")
    func thresholdTurn() {
        #expect(0.1 + 0.2 != 0.3)  // where Double seconds put the deadline past the end
        let app = HeadlessApp()
        let runLoop = app.application.runLoop
        app.advance(by: 0.1)
        var firedTurn: Int?
        var firedAt: TimeInterval?
        let timer = runLoop.schedule(after: 0.2) { _ in
            firedTurn = runLoop.turnCount
            firedAt = app.now
        }
        #expect(timer.fireInstant == ClockInstant(nanoseconds: 300_000_000))
        let turnsBefore = runLoop.turnCount
        runLoop.run(until: 0.3)
        #expect(firedTurn == turnsBefore + 1)
        #expect(firedAt == 0.3)

        // A deadline of exactly the current time is due in the next turn.
        var immediate = false
        runLoop.schedule(after: .zero) { _ in immediate = true }
        app.runTurn()
        #expect(immediate)
    }

    @Test("A long press with minimumPressDuration 0.5 begins after exactly 0.5 s, not 1 ns earlier")
    func longPressThreshold() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.5
        view.addGestureRecognizer(press)
        app.advance(by: 0.3)  // start off zero, so the deadline is a sum
        app.touchDown(at: CGPoint(x: 100, y: 100))
        let down = app.clock.instant
        app.advance(by: .nanoseconds(499_999_999))
        #expect(press.state == .possible)
        app.advance(by: .nanoseconds(1))
        #expect(press.state == .began)
        #expect(app.clock.instant - down == .milliseconds(500))
        app.touchUp()
    }

    @Test("Timers with equal fire times fire in the order they were scheduled")
    func equalFireTimesFIFO() {
        let app = HeadlessApp()
        let runLoop = app.application.runLoop
        var order: [String] = []
        runLoop.schedule(after: 0.3) { _ in order.append("a") }
        runLoop.schedule(after: .milliseconds(300)) { _ in order.append("b") }
        let repeating = runLoop.schedule(after: 0.15, repeating: 0.15) { _ in order.append("r") }
        app.advance(by: 0.1)
        runLoop.schedule(after: 0.2) { _ in order.append("c") }  // 0.1 + 0.2: the same 0.3 s
        app.advance(by: 0.1)
        runLoop.schedule(after: .nanoseconds(100_000_000)) { _ in order.append("d") }
        app.advance(by: 1)
        // r fires at 0.15 alone; at 0.3 everything, in schedule order (r was scheduled third).
        #expect(order == ["r", "a", "b", "r", "c", "d", "r", "r", "r", "r", "r", "r"])
        repeating.invalidate()
    }

    @Test("Seconds convert to the nearest nanosecond and read back as the same literal")
    func conversions() {
        #expect(ClockDuration(seconds: 0.1).nanoseconds == 100_000_000)
        #expect(ClockDuration(seconds: 0.1).seconds == 0.1)
        #expect(ClockDuration(seconds: 1.0 / 60).nanoseconds == 16_666_667)
        #expect(ClockDuration(seconds: 0.4e-9).nanoseconds == 0)
        #expect(ClockDuration(seconds: 0.6e-9).nanoseconds == 1)
        #expect(ClockDuration(seconds: -0.25).nanoseconds == -250_000_000)
        #expect(ClockInstant(seconds: 12.5).nanoseconds == 12_500_000_000)
        #expect(ClockInstant(seconds: 2.05).seconds == 2.05)
        #expect(ClockInstant(nanoseconds: 5) + .nanoseconds(7) == ClockInstant(nanoseconds: 12))
        #expect(ClockInstant(nanoseconds: 12) - ClockInstant(nanoseconds: 5) == .nanoseconds(7))
        // Frame k at 60 Hz: rounded from the start, so frame 60 is exactly 1 s.
        #expect(ClockDuration.seconds(1).multiplied(by: 1, dividedBy: 60) == .nanoseconds(16_666_667))
        #expect(ClockDuration.seconds(1).multiplied(by: 2, dividedBy: 60) == .nanoseconds(33_333_333))
        #expect(ClockDuration.seconds(1).multiplied(by: 60, dividedBy: 60) == .seconds(1))
        #expect(ClockDuration.nanoseconds(-3).multiplied(by: 1, dividedBy: 2) == .nanoseconds(-2))
        #expect(ClockDuration.nanoseconds(.max).multiplied(by: 3, dividedBy: 4) == .nanoseconds(6_917_529_027_641_081_855))
    }

    @Test("NaN, infinite and out-of-range seconds stop with a message", arguments: [0, 1, 2, 3])
    func rejectsNonFinite(_ value: Int) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [value] in
            await MainActor.run {
                switch value {
                case 0: _ = ClockDuration(seconds: .nan)
                case 1: _ = ClockInstant(seconds: .infinity)
                case 2: VirtualClock().set(to: -TimeInterval.infinity)
                default: _ = ClockDuration(seconds: 1e12)
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        switch value {
        case 0: #expect(message.contains("A clock duration of nan seconds is not a finite time"))
        case 1: #expect(message.contains("A clock time of inf seconds is not a finite time"))
        case 2: #expect(message.contains("A clock time of -inf seconds is not a finite time"))
        default: #expect(message.contains("A clock duration of 1000000000000.0 seconds is out of range"))
        }
    }

    @Test("A 60 Hz display link fires once per stepped frame; frame 60 is exactly 1 s later")
    func displayLinkFrames() {
        let app = HeadlessApp(startTime: 0.1)
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            stamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
        link.add(to: app.application.runLoop)
        for frame in 1...600 {
            app.stepFrame()
            #expect(stamps.count == frame)
        }
        #expect(stamps[59] == 1.1 && stamps[599] == 10.1)
        #expect(app.clock.instant == ClockInstant(nanoseconds: 10_100_000_000))  // steps continue one grid
        #expect(stamps[0] == ClockInstant(nanoseconds: 116_666_667).seconds)
        #expect(Array(targets.dropLast()) == Array(stamps.dropFirst()))
        link.invalidate()
        // Stepped frames are computed from their start too, on the link's grid: 60 of them are
        // exactly 1 s, and the link fires in each.
        let other = HeadlessApp()
        var counted = 0
        let otherLink = CADisplayLink { _ in counted += 1 }
        otherLink.add(to: other.application.runLoop)
        for frame in 1...3 {
            other.stepFrames(20)
            #expect(counted == frame * 20)
        }
        #expect(other.clock.instant == ClockInstant(nanoseconds: 1_000_000_000))
        #expect(otherLink.timestamp == 1.0)
        otherLink.invalidate()
    }
}
