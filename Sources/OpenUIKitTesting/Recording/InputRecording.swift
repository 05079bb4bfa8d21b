import Foundation
import OpenUIKit

/// A sequence of input values with their times, as JSON Lines: what `gallery --record` writes
/// and what ``HeadlessApp/replay(_:)`` plays back.
///
/// The first line is a header naming the format and its version, the screen the input was made
/// on, and free-form metadata (the gallery stores its starting screen there). Every following
/// line is one `InputEvent`, its time `t` in seconds since the recording started:
///
/// ```
/// {"format":"openuikit-input","version":1,"duration":0.5,"screen":{"width":390,"height":640,"scale":1},"metadata":{}}
/// {"t":0,"type":"touch","finger":1,"phase":"down","x":120,"y":200}
/// {"t":0.05,"type":"touch","finger":1,"phase":"up","x":120,"y":200}
/// ```
///
/// Other event lines: `touches` (`"touches":[…]`, each like a touch line without `type`),
/// `key` (`down`, `code`, `characters`, `charactersIgnoringModifiers`, `modifiers`), `text`
/// (`text`), `shake` (`phase`: began, ended, cancelled) and `remoteControl` (`subtype`,
/// `UIEvent.EventSubtype`'s raw value). Times never go backwards.
public struct InputRecording: Sendable, Equatable {
    /// The `format` every header carries.
    public static let format = "openuikit-input"
    /// The schema version this build writes and reads.
    public static let version = 1
    /// The latest time a recording may hold, in seconds (about 31.7 years): replays add its
    /// times to the application clock's whole nanoseconds, which count about 292 years.
    public static let maximumTime: TimeInterval = 1e9

    /// The screen size, in points, the input was made on.
    public var screenSize: CGSize
    /// The screen's pixels per point.
    public var scale: CGFloat
    /// Free-form facts about the session (a program's starting state, say).
    public var metadata: [String: String]
    /// The inputs, their timestamps in seconds since the recording started.
    public var events: [InputEvent]
    /// How long the session went on, from its start to when recording stopped (at least the
    /// last input's time): a replay runs the clock this far so what the last input started
    /// (an animation, a glide) ends as it did.
    public var duration: TimeInterval

    public init(
        screenSize: CGSize, scale: CGFloat, metadata: [String: String] = [:], events: [InputEvent] = [],
        duration: TimeInterval? = nil
    ) {
        self.screenSize = screenSize
        self.scale = scale
        self.metadata = metadata
        self.events = events
        self.duration = max(duration ?? 0, events.last?.timestamp ?? 0)
    }

    /// Reads a recording, checking all of it first: any problem throws with its line and column.
    public init(jsonLines text: String) throws(InputRecordingError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let headerLine = lines.first else {
            throw InputRecordingError(line: 1, column: 1, reason: "empty recording: expected a header line")
        }
        let header = try Self.parseLine(headerLine, number: 1)
        let reader = RecordingFieldReader(line: 1, value: header)
        let format = try reader.string("format")
        guard format == Self.format else {
            throw reader.failure(at: "format", "format is '\(format)', expected '\(Self.format)'")
        }
        let version = try reader.integer("version")
        guard version == Self.version else {
            throw reader.failure(at: "version", "unsupported version \(version); this build reads version \(Self.version)")
        }
        let screen = try reader.object("screen")
        screenSize = CGSize(width: try screen.positive("width"), height: try screen.positive("height"))
        scale = try screen.positive("scale")
        metadata = try reader.stringDictionary("metadata")
        let duration = try reader.number("duration")
        guard duration >= 0 else { throw reader.failure(at: "duration", "'duration' must not be negative, found \(duration)") }
        guard duration <= Self.maximumTime else {
            throw reader.failure(at: "duration", "'duration' \(duration) is beyond the \(Self.maximumTime) s a recording may last")
        }
        events = []
        var lastTime: TimeInterval = 0
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            let value = try Self.parseLine(line, number: number)
            let eventReader = RecordingFieldReader(line: number, value: value)
            let event = try eventReader.event()
            if event.timestamp < lastTime {
                throw eventReader.failure(at: "t", "time \(event.timestamp) is earlier than the line before (\(lastTime))")
            }
            lastTime = event.timestamp
            events.append(event)
        }
        guard duration >= lastTime else {
            throw reader.failure(at: "duration", "'duration' \(duration) is shorter than the last input's time \(lastTime)")
        }
        self.duration = duration
    }

    private static func parseLine(_ line: Substring, number: Int) throws(InputRecordingError) -> JSONValue {
        do {
            return try JSONLineParser.parse(line)
        } catch {
            throw InputRecordingError(line: number, column: error.column, reason: error.reason)
        }
    }

    /// The recording as JSON Lines, header first, one event per line, ending with a newline.
    public func jsonLines() -> String {
        var out = RecordingLineWriter()
        out.begin()
        out.field("format", string: Self.format)
        out.field("version", number: Double(Self.version))
        out.field("duration", number: duration)
        out.key("screen")
        out.begin()
        out.field("width", number: Double(screenSize.width))
        out.field("height", number: Double(screenSize.height))
        out.field("scale", number: Double(scale))
        out.end()
        out.key("metadata")
        out.begin()
        for key in metadata.keys.sorted() { out.field(key, string: metadata[key] ?? "") }
        out.end()
        out.end()
        out.newline()
        for event in events {
            out.write(event)
            out.newline()
        }
        return out.text
    }
}
