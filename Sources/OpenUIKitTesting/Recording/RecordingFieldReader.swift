import Foundation
import OpenUIKit

/// Reads the members of one parsed recording line, turning every missing or ill-typed member
/// into an ``InputRecordingError`` that points at it.
struct RecordingFieldReader {
    let line: Int
    let value: JSONValue

    init(line: Int, value: JSONValue) {
        self.line = line
        self.value = value
    }

    /// An error at member `key` (or at the object itself when it has no such member).
    func failure(at key: String, _ reason: String) -> InputRecordingError {
        InputRecordingError(line: line, column: value[key]?.column ?? value.column, reason: reason)
    }

    private func member(_ key: String) throws(InputRecordingError) -> JSONValue {
        guard case .object = value.kind else {
            throw InputRecordingError(line: line, column: value.column, reason: "expected an object, found \(value.typeName)")
        }
        guard let member = value[key] else { throw failure(at: key, "missing member '\(key)'") }
        return member
    }

    func string(_ key: String) throws(InputRecordingError) -> String {
        let member = try member(key)
        guard case .string(let text) = member.kind else {
            throw failure(at: key, "'\(key)' must be a string, found \(member.typeName)")
        }
        return text
    }

    func bool(_ key: String) throws(InputRecordingError) -> Bool {
        let member = try member(key)
        guard case .bool(let flag) = member.kind else {
            throw failure(at: key, "'\(key)' must be true or false, found \(member.typeName)")
        }
        return flag
    }

    func number(_ key: String) throws(InputRecordingError) -> Double {
        let member = try member(key)
        guard case .number(let number) = member.kind else {
            throw failure(at: key, "'\(key)' must be a number, found \(member.typeName)")
        }
        return number
    }

    /// A number that is present only sometimes, with its default.
    func number(_ key: String, default fallback: Double) throws(InputRecordingError) -> Double {
        value[key] == nil ? fallback : try number(key)
    }

    func integer(_ key: String) throws(InputRecordingError) -> Int {
        let number = try number(key)
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw failure(at: key, "'\(key)' must be a whole number, found \(number)")
        }
        return Int(number)
    }

    func positive(_ key: String) throws(InputRecordingError) -> CGFloat {
        let number = try number(key)
        guard number > 0 else { throw failure(at: key, "'\(key)' must be greater than zero, found \(number)") }
        return CGFloat(number)
    }

    func object(_ key: String) throws(InputRecordingError) -> RecordingFieldReader {
        let member = try member(key)
        guard case .object = member.kind else {
            throw failure(at: key, "'\(key)' must be an object, found \(member.typeName)")
        }
        return RecordingFieldReader(line: line, value: member)
    }

    func stringDictionary(_ key: String) throws(InputRecordingError) -> [String: String] {
        let reader = try object(key)
        guard case .object(let members) = reader.value.kind else { return [:] }
        var result: [String: String] = [:]
        for (name, entry) in members {
            guard case .string(let text) = entry.kind else {
                throw InputRecordingError(
                    line: line, column: entry.column, reason: "'\(key).\(name)' must be a string, found \(entry.typeName)")
            }
            result[name] = text
        }
        return result
    }

    /// The line as an input event.
    func event() throws(InputRecordingError) -> InputEvent {
        let time = try number("t")
        guard time >= 0 else { throw failure(at: "t", "'t' must not be negative, found \(time)") }
        guard time <= InputRecording.maximumTime else {
            throw failure(at: "t", "'t' \(time) is beyond the \(InputRecording.maximumTime) s a recording may last")
        }
        let type = try string("type")
        switch type {
        case "touch":
            return .touch(try touch(at: time))
        case "touches":
            let member = try member("touches")
            guard case .array(let elements) = member.kind, !elements.isEmpty else {
                throw failure(at: "touches", "'touches' must be a non-empty array of touches")
            }
            var touches: [TouchInput] = []
            for element in elements {
                touches.append(try RecordingFieldReader(line: line, value: element).touch(at: time))
            }
            return .touches(touches)
        case "key":
            let code = try integer("code")
            let key = UIKey(
                keyCode: UIKeyboardHIDUsage(rawValue: code), characters: try string("characters"),
                charactersIgnoringModifiers: try string("charactersIgnoringModifiers"),
                modifierFlags: UIKeyModifierFlags(rawValue: try integer("modifiers")))
            return .key(KeyInput(isDown: try bool("down"), key: key, timestamp: time))
        case "text":
            return .text(try string("text"), timestamp: time)
        case "shake":
            let phase: InputEvent.MotionPhase
            switch try string("phase") {
            case "began": phase = .began
            case "ended": phase = .ended
            case "cancelled": phase = .cancelled
            case let other: throw failure(at: "phase", "shake phase '\(other)' is not one of began, ended, cancelled")
            }
            return .shake(phase, timestamp: time)
        case "remoteControl":
            let raw = try integer("subtype")
            guard let subtype = UIEvent.EventSubtype(rawValue: raw), raw >= 100 else {
                throw failure(at: "subtype", "\(raw) is not a remote-control subtype (100…109)")
            }
            return .remoteControl(subtype, timestamp: time)
        default:
            throw failure(at: "type", "unknown event type '\(type)'; expected touch, touches, key, text, shake or remoteControl")
        }
    }

    /// One finger, as a touch line or an element of a `touches` line.
    func touch(at time: TimeInterval) throws(InputRecordingError) -> TouchInput {
        let phase: TouchInput.Phase
        switch try string("phase") {
        case "down": phase = .down
        case "move": phase = .move
        case "up": phase = .up
        case "cancel": phase = .cancel
        case let other: throw failure(at: "phase", "touch phase '\(other)' is not one of down, move, up, cancel")
        }
        let radius = try number("radius", default: 20)
        let force = try number("force", default: 0)
        guard radius >= 0, force >= 0 else {
            throw failure(at: radius < 0 ? "radius" : "force", "'radius' and 'force' must not be negative")
        }
        return TouchInput(
            fingerID: try integer("finger"), phase: phase,
            location: CGPoint(x: try number("x"), y: try number("y")), timestamp: time,
            majorRadius: CGFloat(radius), force: CGFloat(force))
    }
}
