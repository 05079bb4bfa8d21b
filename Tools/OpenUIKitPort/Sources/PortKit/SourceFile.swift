import SwiftParser
import SwiftSyntax

/// A parsed Swift file and what the passes found in it.
public final class SourceFile {
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    private(set) var edits: [SourceEdit] = []
    private(set) var notes: [PortNote] = []
    private lazy var utf8: [UInt8] = Array(text.utf8)

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The 1-based line where `node` starts (after its leading trivia).
    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    /// Replaces `node` (without its trivia) by `replacement` and records `message`.
    func replace(_ node: some SyntaxProtocol, with replacement: String, note message: String?) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edit(range, replacement, at: node, note: message)
    }

    /// Records an edit of `range` and, when `message` is given, a `rewrote` note at `node`'s line.
    func edit(_ range: Range<Int>, _ replacement: String, at node: some SyntaxProtocol, note message: String?) {
        edits.append(SourceEdit(range: range, replacement: replacement))
        if let message { notes.append(PortNote(kind: .rewrote, file: path, line: line(of: node), message: message)) }
    }

    /// Lists `node` as something the tool could not port, with the reason and the fix.
    func unportable(_ node: some SyntaxProtocol, _ reason: String) {
        notes.append(PortNote(kind: .unportable, file: path, line: line(of: node), message: reason))
    }

    /// Removes `node` together with the spaces after it, so `@objc func` becomes `func`; a
    /// node alone on its line takes the line with it.
    func remove(_ node: some SyntaxProtocol, note message: String?) {
        let bytes = utf8
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var before = start
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        let startsLine = before == 0 || bytes[before - 1] == 0x0A
        if startsLine, after < bytes.count, bytes[after] == 0x0A {
            edit(before..<(after + 1), "", at: node, note: message)
        } else {
            edit(start..<after, "", at: node, note: message)
        }
    }

    /// The text of this file after every recorded edit, and notes for edits that collided.
    func rewrittenText() -> String {
        let (result, dropped) = SourceEdit.apply(edits, to: text)
        for edit in dropped {
            let position = AbsolutePosition(utf8Offset: edit.range.lowerBound)
            notes.append(
                PortNote(
                    kind: .unportable, file: path, line: converter.location(for: position).line,
                    message: "two rewrites touched the same code; the second was skipped (port it by hand)"))
        }
        return result
    }
}

extension TriviaPiece {
    var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
        default: false
        }
    }
}
