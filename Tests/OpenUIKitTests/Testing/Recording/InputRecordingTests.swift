import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A screen to record on: a button counting its taps above a scroll view with content.
@MainActor
private final class RecordingStage {
    let app: HeadlessApp
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
    let field = UITextField(frame: CGRect(x: 160, y: 20, width: 140, height: 36))
    private(set) var taps = 0
    let window: UIWindow

    init() {
        app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        button.backgroundColor = .systemBlue
        controller.view.addSubview(button)
        controller.view.addSubview(field)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        for row in 0..<20 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 320, height: 90))
            stripe.backgroundColor = row.isMultiple(of: 2) ? .systemGreen : .systemPink
            scrollView.addSubview(stripe)
        }
        controller.view.addSubview(scrollView)
        window = app.makeWindow(rootViewController: controller)
        button.addAction(UIAction { [unowned self] _ in
            taps += 1
            button.backgroundColor = taps.isMultiple(of: 2) ? .systemBlue : .systemOrange
        }, for: .touchUpInside)
        app.trace.isEnabled = true
        app.runTurn()
    }

    /// A session touching every kind of input the format carries.
    func perform() {
        app.tap(at: CGPoint(x: 60, y: 40))
        app.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), steps: 6, duration: 0.2)
        app.flick(from: CGPoint(x: 160, y: 420), velocity: CGPoint(x: 0, y: -1500))
        app.advance(by: 0.4)
        app.tap(at: CGPoint(x: 200, y: 38))
        app.type("hi")
        app.shake()
        app.remoteControl(.remoteControlPlay)
        app.advance(by: 2)
    }
}

@MainActor
@Suite struct InputRecordingTests {
    private let screen = CGSize(width: 320, height: 480)

    private func sample() -> InputRecording {
        InputRecording(
            screenSize: screen, scale: 2, metadata: ["screen": "controls", "note": "quote \" and\nnewline"],
            events: [
                .touch(TouchInput(fingerID: 1, phase: .down, location: CGPoint(x: 10.5, y: 20), timestamp: 0)),
                .touches([
                    TouchInput(fingerID: 1, phase: .move, location: CGPoint(x: 11, y: 21), timestamp: 0.1, force: 0.5),
                    TouchInput(fingerID: 2, phase: .down, location: CGPoint(x: 100, y: 200), timestamp: 0.1, majorRadius: 8),
                ]),
                .key(KeyInput(
                    isDown: true, key: UIKey(keyCode: .keyboardA, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift),
                    timestamp: 0.125)),
                .text("é漢😀", timestamp: 0.2),
                .shake(.began, timestamp: 0.3),
                .shake(.ended, timestamp: 0.5),
                .remoteControl(.remoteControlNextTrack, timestamp: 0.75),
                .touch(TouchInput(fingerID: 1, phase: .cancel, location: CGPoint(x: 0.1, y: 1e-5), timestamp: 0.75 + 1.0 / 3.0)),
            ],
            duration: 1.5)
    }

    @Test("Every kind of input survives writing and reading, and rewriting gives the same text")
    func roundTrip() throws {
        let recording = sample()
        let text = recording.jsonLines()
        let read = try InputRecording(jsonLines: text)
        #expect(read == recording)
        #expect(read.jsonLines() == text)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix(#"{"format":"openuikit-input","version":1,"duration":1.5,"screen":{"width":320,"height":480,"scale":2}"#))
        #expect(lines[1] == #"{"t":0,"type":"touch","finger":1,"phase":"down","x":10.5,"y":20}"#)
    }

    /// The error reading `lines` (joined into a file) gives.
    private func failure(_ lines: [String]) -> InputRecordingError? {
        do {
            _ = try InputRecording(jsonLines: lines.joined(separator: "\n"))
            return nil
        } catch {
            return error
        }
    }

    private let header = #"{"format":"openuikit-input","version":1,"duration":2,"screen":{"width":320,"height":480,"scale":1},"metadata":{}}"#

    @Test("Malformed recordings are refused with the line, the column and the reason")
    func malformed() {
        #expect(failure([]) == InputRecordingError(line: 1, column: 1, reason: "empty recording: expected a header line"))
        #expect(
            failure([#"{"format":"openuikit-input","version":2,"duration":0,"screen":{},"metadata":{}}"#])
                == InputRecordingError(line: 1, column: 39, reason: "unsupported version 2; this build reads version 1"))
        #expect(
            failure([header, #"{"t":0,"type":"touch","finger":1,"phase":"hover","x":1,"y":2}"#])
                == InputRecordingError(line: 2, column: 42, reason: "touch phase 'hover' is not one of down, move, up, cancel"))
        #expect(
            failure([header, #"{"t":0,"type":"touch","finger":1,"phase":"down","x":1,"y":2}"#, #"{"t":0.1,"type":"touch",}"#])
                == InputRecordingError(line: 3, column: 25, reason: "expected a member name in quotes"))
        #expect(
            failure([header, #"{"t":0.5,"type":"shake","phase":"began"}"#, #"{"t":0.25,"type":"shake","phase":"ended"}"#])
                == InputRecordingError(line: 3, column: 6, reason: "time 0.25 is earlier than the line before (0.5)"))
        #expect(
            failure([header, #"{"t":0,"type":"touch","finger":1,"phase":"down","x":"1","y":2}"#])
                == InputRecordingError(line: 2, column: 53, reason: "'x' must be a number, found a string"))
        #expect(
            failure([header, #"{"t":0,"type":"swipe"}"#])?.reason
                == "unknown event type 'swipe'; expected touch, touches, key, text, shake or remoteControl")
        #expect(failure([header, #"{"t":0,"type":"text","text":"a\q"}"#]) == InputRecordingError(line: 2, column: 31, reason: "invalid escape '\\q'"))
        #expect(failure([header, #"{"t":1e999,"type":"text","text":"a"}"#])?.reason == "number out of range")
        #expect(failure([header, #"{"t":3,"type":"text","text":"a"}"#])?.reason == "'duration' 2.0 is shorter than the last input's time 3.0")
        // Times the application clock's 64-bit nanoseconds cannot reach are refused, not replayed.
        #expect(failure([header, #"{"t":1e300,"type":"text","text":"a"}"#])?.reason == "'t' 1e+300 is beyond the 1000000000.0 s a recording may last")
    }

    @Test("A recorded session replays into two new applications with identical traces and pixels")
    func replayIsDeterministic() throws {
        let original = RecordingStage()
        original.app.trace.clear()
        original.app.startRecording(metadata: ["case": "replay"])
        original.perform()
        let recording = try #require(original.app.stopRecording())
        #expect(original.taps == 1)
        #expect(original.field.text == "hi")
        #expect(recording.events.count > 20)
        #expect(recording.metadata == ["case": "replay"])
        // Through the file format, as a replay from disk would.
        let loaded = try InputRecording(jsonLines: recording.jsonLines())

        var traces: [[EventTrace.Entry]] = []
        var pixels: [PixelBuffer] = []
        for _ in 0..<2 {
            let replayed = RecordingStage()
            replayed.app.trace.clear()
            replayed.app.replay(loaded)
            #expect(replayed.taps == 1)
            #expect(replayed.field.text == "hi")
            #expect(replayed.scrollView.contentOffset == original.scrollView.contentOffset)
            traces.append(replayed.app.trace.entries)
            pixels.append(PixelBuffer(replayed.app.render()))
        }
        #expect(traces[0] == traces[1])
        #expect(traces[0].count > 50)
        #expect(pixels[0] == pixels[1])
        #expect(pixels[0] == PixelBuffer(original.app.render()))
        // What the inputs did (hit-tests, deliveries, gestures, actions) matches the original.
        let stages: Set<EventTrace.Stage> = [.hitTest, .delivery, .gesture, .control, .action, .text]
        #expect(traces[0].filter { stages.contains($0.stage) } == original.app.trace.entries.filter { stages.contains($0.stage) })
    }

    @Test("Playing a recording a frame at a time, as the live window does, gives the trace and pixels of playing it at once")
    func playingInStepsMatchesPlayingAtOnce() throws {
        let original = RecordingStage()
        original.app.startRecording()
        original.perform()
        let recording = try #require(original.app.stopRecording())

        let atOnce = RecordingStage()
        atOnce.app.trace.clear()
        atOnce.app.replay(recording)

        let stepped = RecordingStage()
        stepped.app.trace.clear()
        let player = RecordingPlayer(recording, into: stepped.app.application, clock: stepped.app.clock)
        var ticks = 0
        // Ticks of a 60 Hz display, which fall between the inputs' times and the timers' deadlines.
        while !player.isFinished {
            ticks += 1
            player.play(until: Double(ticks) / 60)
            if ticks > 100_000 {
                Issue.record("the player never finished")
                break
            }
        }
        #expect(ticks >= Int(recording.duration * 60))
        #expect(player.elapsed == recording.duration)
        // Asking again, or for an earlier time, changes nothing.
        let entries = stepped.app.trace.entries.count
        player.play(until: 0)
        player.playToEnd()
        #expect(stepped.app.trace.entries.count == entries)

        #expect(stepped.taps == 1)
        #expect(stepped.field.text == "hi")
        #expect(stepped.app.trace.entries == atOnce.app.trace.entries)
        #expect(stepped.app.trace.entries.count > 50)
        #expect(PixelBuffer(stepped.app.render()) == PixelBuffer(atOnce.app.render()))
    }
}
