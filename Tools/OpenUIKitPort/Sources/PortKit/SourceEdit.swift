/// One replacement in a file's original text: the UTF-8 byte range `range` becomes
/// `replacement`. Every pass describes its work as edits against the same parsed text, so
/// line numbers in the report are the original file's and passes never see each other's
/// output.
public struct SourceEdit: Sendable, Equatable {
    /// Byte offsets into the original text (UTF-8), half-open.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies `edits` to `text`. Edits must not overlap (two insertions at one offset keep
    /// their order); an overlapping edit is dropped and returned so the caller can report it.
    public static func apply(_ edits: [SourceEdit], to text: String) -> (text: String, dropped: [SourceEdit]) {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        var accepted: [SourceEdit] = []
        var dropped: [SourceEdit] = []
        var end = 0
        for edit in ordered {
            if edit.range.lowerBound < end {
                dropped.append(edit)
                continue
            }
            accepted.append(edit)
            end = edit.range.upperBound
        }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in accepted {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return (String(decoding: result, as: UTF8.self), dropped)
    }
}
