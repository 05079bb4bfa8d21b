import Foundation
import OpenUIKit

/// Writes recording lines: compact JSON objects with members in a fixed order, numbers in
/// Swift's shortest round-tripping form, so writing what was read gives the same text.
struct RecordingLineWriter {
    private(set) var text = ""
    private var needsComma = false

    mutating func begin() {
        comma()
        text += "{"
        needsComma = false
    }

    mutating func end() {
        text += "}"
        needsComma = true
    }

    mutating func newline() {
        text += "\n"
        needsComma = false
    }

    private mutating func comma() {
        if needsComma { text += "," }
    }

    mutating func key(_ name: String) {
        comma()
        appendString(name)
        text += ":"
        needsComma = false
    }

    mutating func field(_ name: String, string: String) {
        key(name)
        appendString(string)
        needsComma = true
    }

    mutating func field(_ name: String, number: Double) {
        key(name)
        // Whole numbers print without ".0"; others in the shortest form that reads back exactly.
        if number == number.rounded(), abs(number) < 1e15 {
            text += String(Int64(number))
        } else {
            text += "\(number)"
        }
        needsComma = true
    }

    mutating func field(_ name: String, bool: Bool) {
        key(name)
        text += bool ? "true" : "false"
        needsComma = true
    }

    private mutating func appendString(_ string: String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Writes one event line (without its newline).
    mutating func write(_ event: InputEvent) {
        begin()
        field("t", number: event.timestamp)
        switch event {
        case .touch(let touch):
            field("type", string: "touch")
            touchFields(touch)
        case .touches(let touches):
            field("type", string: "touches")
            key("touches")
            text += "["
            needsComma = false
            for touch in touches {
                begin()
                touchFields(touch)
                end()
            }
            text += "]"
            needsComma = true
        case .key(let key):
            field("type", string: "key")
            field("down", bool: key.isDown)
            field("code", number: Double(key.key.keyCode.rawValue))
            field("characters", string: key.key.characters)
            field("charactersIgnoringModifiers", string: key.key.charactersIgnoringModifiers)
            field("modifiers", number: Double(key.key.modifierFlags.rawValue))
        case .text(let string, _):
            field("type", string: "text")
            field("text", string: string)
        case .shake(let phase, _):
            field("type", string: "shake")
            field("phase", string: phase == .began ? "began" : phase == .ended ? "ended" : "cancelled")
        case .remoteControl(let subtype, _):
            field("type", string: "remoteControl")
            field("subtype", number: Double(subtype.rawValue))
        }
        end()
    }

    private mutating func touchFields(_ touch: TouchInput) {
        field("finger", number: Double(touch.fingerID))
        let phase: String =
            switch touch.phase {
            case .down: "down"
            case .move: "move"
            case .up: "up"
            case .cancel: "cancel"
            }
        field("phase", string: phase)
        field("x", number: Double(touch.location.x))
        field("y", number: Double(touch.location.y))
        if touch.majorRadius != 20 { field("radius", number: Double(touch.majorRadius)) }
        if touch.force != 0 { field("force", number: Double(touch.force)) }
    }
}
