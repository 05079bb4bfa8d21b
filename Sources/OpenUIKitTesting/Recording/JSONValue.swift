/// A parsed JSON value that remembers where in its line it started, so a recording's reader can
/// point at the exact column of a value it rejects.
///
/// The recording format is one JSON object per line; this small reader exists because
/// Foundation's decoders report malformed input without a dependable column.
struct JSONValue {
    enum Kind {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([(key: String, value: JSONValue)])
    }

    var kind: Kind
    /// The 1-based column (in Unicode scalars) where the value starts.
    var column: Int

    /// A short name of the value's type for error messages.
    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member named `key` of an object, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// Why a line is not well-formed JSON, and where.
struct JSONSyntaxError: Error {
    var column: Int
    var reason: String
}

/// Parses exactly one JSON value spanning a whole line (whitespace around it allowed).
struct JSONLineParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Nesting deeper than this is refused rather than recursed into.
    private static let maximumDepth = 64

    init(_ line: Substring) { scalars = Array(line.unicodeScalars) }

    /// Parses the line; throws with the column of the first problem.
    static func parse(_ line: Substring) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONLineParser(line)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else {
            throw parser.error("unexpected '\(parser.scalars[parser.index])' after the JSON value")
        }
        return value
    }

    private func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(column: (position ?? index) + 1, reason: reason)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\t" || c == "\r" || c == "\n" { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        let start = index
        guard let c = current else { throw error("unexpected end of line, expected a value") }
        switch c {
        case "{": return JSONValue(kind: try parseObject(depth: depth), column: start + 1)
        case "[": return JSONValue(kind: try parseArray(depth: depth), column: start + 1)
        case "\"": return JSONValue(kind: .string(try parseString()), column: start + 1)
        case "t": try expectWord("true"); return JSONValue(kind: .bool(true), column: start + 1)
        case "f": try expectWord("false"); return JSONValue(kind: .bool(false), column: start + 1)
        case "n": try expectWord("null"); return JSONValue(kind: .null, column: start + 1)
        case "-", "0"..."9": return JSONValue(kind: .number(try parseNumber()), column: start + 1)
        default: throw error("unexpected '\(c)', expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for expected in word.unicodeScalars {
            guard current == expected else { throw error("invalid literal, expected '\(word)'", at: start) }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == "}" {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a member name in quotes") }
            let keyStart = index
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw error("duplicate member '\(key)'", at: keyStart)
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected ':' after the member name") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case ",": index += 1
            case "}":
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}' in the object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case ",": index += 1
            case "]":
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string", at: start) }
            index += 1
            switch c {
            case "\"": return String(result)
            case "\\": result.append(try parseEscape())
            default:
                guard c.value >= 0x20 else { throw error("control character in a string", at: index - 1) }
                result.append(c)
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let c = current else { throw error("unterminated escape") }
        index += 1
        switch c {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default: throw error("invalid escape '\\\(c)'", at: index - 2)
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = Int(String(c), radix: 16) else {
                throw error("expected four hex digits in \\u escape")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if current == "-" { index += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit", at: index) }
        if first == "0" {
            index += 1
        } else {
            while let c = current, ("0"..."9").contains(c) { index += 1 }
        }
        if current == "." {
            index += 1
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit after '.'") }
            while let c = current, ("0"..."9").contains(c) { index += 1 }
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" { index += 1 }
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit in the exponent") }
            while let c = current, ("0"..."9").contains(c) { index += 1 }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return value
    }
}
