import Foundation

/// Builds one JSON line by appending to a string: fast enough that a 300-element tree takes
/// well under a millisecond, and with numbers printed the same way on every machine (whole
/// numbers without a fraction, others as Swift's shortest round-tripping form).
struct DriverJSONWriter {
    private(set) var text = ""
    /// Whether the next value in the open object or array needs a comma before it.
    private var needsComma = false

    init(capacity: Int = 256) { text.reserveCapacity(capacity) }

    mutating func beginObject() {
        comma()
        text.append("{")
        needsComma = false
    }

    mutating func endObject() {
        text.append("}")
        needsComma = true
    }

    mutating func beginArray() {
        comma()
        text.append("[")
        needsComma = false
    }

    mutating func endArray() {
        text.append("]")
        needsComma = true
    }

    /// Writes a member's key; the value follows.
    mutating func key(_ name: String) {
        comma()
        appendString(name)
        text.append(":")
        needsComma = false
    }

    mutating func string(_ value: String) {
        comma()
        appendString(value)
        needsComma = true
    }

    mutating func number(_ value: Double) {
        comma()
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            text.append(String(Int64(value)))
        } else if value.isFinite {
            text.append(value.description)
        } else {
            text.append("null")
        }
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        comma()
        text.append(value ? "true" : "false")
        needsComma = true
    }

    mutating func null() {
        comma()
        text.append("null")
        needsComma = true
    }

    mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// A member whose value is a string or null.
    mutating func field(_ name: String, optional value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    /// `[x, y, width, height]`.
    mutating func rect(_ name: String, _ rect: CGRect) {
        key(name)
        beginArray()
        number(Double(rect.minX))
        number(Double(rect.minY))
        number(Double(rect.width))
        number(Double(rect.height))
        endArray()
    }

    /// `[x, y]`.
    mutating func point(_ name: String, _ point: CGPoint) {
        key(name)
        beginArray()
        number(Double(point.x))
        number(Double(point.y))
        endArray()
    }

    /// Appends members another writer wrote (`"a":1,"b":2`) to the open object.
    mutating func appendRaw(_ members: String) {
        guard !members.isEmpty else { return }
        comma()
        text.append(members)
        needsComma = true
    }

    private mutating func comma() {
        if needsComma { text.append(",") }
    }

    private mutating func appendString(_ string: String) {
        text.append("\"")
        var plain = true
        for unit in string.utf8 where unit < 0x20 || unit == 0x22 || unit == 0x5C {
            plain = false
            break
        }
        if plain {
            text.append(string)
        } else {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text.append("\\\"")
                case "\\": text.append("\\\\")
                case "\n": text.append("\\n")
                case "\r": text.append("\\r")
                case "\t": text.append("\\t")
                case let c where c.value < 0x20:
                    let hex = String(c.value, radix: 16)
                    text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text.append("\"")
    }
}
