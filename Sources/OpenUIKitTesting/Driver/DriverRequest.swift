import Foundation
import OpenUIKit

/// One request line, parsed: an object with a `command` and the command's members. Reading a
/// member of the wrong type throws with that member's column.
struct DriverRequest {
    let value: JSONValue
    /// The request's `id`, echoed in the response (a number or a string, as written).
    let id: JSONValue?
    let command: String

    /// Parses `line`; throws with the column of the first problem.
    init(line: Substring) throws(DriverError) {
        let parsed: JSONValue
        do {
            parsed = try JSONLineParser.parse(line)
        } catch {
            throw DriverError(error.reason, column: error.column)
        }
        guard case .object = parsed.kind else {
            throw DriverError("a request is a JSON object, not \(parsed.typeName)", column: parsed.column)
        }
        value = parsed
        id = parsed["id"]
        if let id, !Self.isScalarID(id) {
            throw DriverError("\"id\" is a number or a string, not \(id.typeName)", column: id.column)
        }
        guard let command = parsed["command"] else {
            throw DriverError("the request has no \"command\"", column: parsed.column)
        }
        guard case .string(let name) = command.kind else {
            throw DriverError("\"command\" is a string, not \(command.typeName)", column: command.column)
        }
        self.command = name
        commandColumn = command.column
    }

    /// Where the command's name is, for an unknown command.
    let commandColumn: Int

    private static func isScalarID(_ value: JSONValue) -> Bool {
        switch value.kind {
        case .number, .string: true
        default: false
        }
    }

    func string(_ key: String) throws(DriverError) -> String? {
        guard let member = value[key] else { return nil }
        guard case .string(let text) = member.kind else {
            throw DriverError("\"\(key)\" is a string, not \(member.typeName)", column: member.column)
        }
        return text
    }

    func number(_ key: String) throws(DriverError) -> Double? {
        guard let member = value[key] else { return nil }
        guard case .number(let number) = member.kind else {
            throw DriverError("\"\(key)\" is a number, not \(member.typeName)", column: member.column)
        }
        return number
    }

    /// A member written `[x, y]`.
    func point(_ key: String) throws(DriverError) -> CGPoint? {
        guard let member = value[key] else { return nil }
        guard case .array(let items) = member.kind, items.count == 2,
            case .number(let x) = items[0].kind, case .number(let y) = items[1].kind
        else {
            throw DriverError("\"\(key)\" is [x, y], two numbers", column: member.column)
        }
        return CGPoint(x: x, y: y)
    }

    /// A member that is an array of strings.
    func strings(_ key: String) throws(DriverError) -> [String]? {
        guard let member = value[key] else { return nil }
        guard case .array(let items) = member.kind else {
            throw DriverError("\"\(key)\" is an array of strings, not \(member.typeName)", column: member.column)
        }
        var result: [String] = []
        for item in items {
            guard case .string(let text) = item.kind else {
                throw DriverError("\"\(key)\" holds strings only, not \(item.typeName)", column: item.column)
            }
            result.append(text)
        }
        return result
    }

    /// The column of member `key` (the request's own column when absent).
    func column(of key: String) -> Int { value[key]?.column ?? value.column }

    /// Writes the request's id back, as it was written.
    func writeID(to json: inout DriverJSONWriter) {
        guard let id else { return }
        json.key("id")
        switch id.kind {
        case .number(let number): json.number(number)
        case .string(let text): json.string(text)
        default: json.null()
        }
    }
}
