import Foundation

// Character geometry in UTF-16 offsets (the unit of NSRange), shared by the text field and the
// text view so a caret or selection never splits a character.
extension String {
    /// The UTF-16 offset of every character boundary, from 0 to the string's UTF-16 length.
    var characterBoundaries: [Int] {
        var offsets = [0]
        var offset = 0
        for character in self {
            offset += character.utf16.count
            offsets.append(offset)
        }
        return offsets
    }

    /// `range` clamped to the string and widened so it never splits a character.
    func wholeCharacterRange(_ range: NSRange) -> NSRange {
        let boundaries = characterBoundaries
        let length = boundaries.last ?? 0
        let start = min(max(range.location, 0), length)
        let end = min(max(start + max(range.length, 0), start), length)
        let snappedStart = boundaries.last { $0 <= start } ?? 0
        let snappedEnd = boundaries.first { $0 >= end } ?? length
        return NSRange(location: snappedStart, length: snappedEnd - snappedStart)
    }

    /// The character that ends at `offset`, or `nil` at the start.
    func characterRange(before offset: Int) -> NSRange? {
        guard let start = characterBoundaries.last(where: { $0 < offset }) else { return nil }
        return NSRange(location: start, length: offset - start)
    }

    /// The character that starts at `offset`, or `nil` at the end.
    func characterRange(after offset: Int) -> NSRange? {
        guard let end = characterBoundaries.first(where: { $0 > offset }) else { return nil }
        return NSRange(location: offset, length: end - offset)
    }

    /// The run of letters and digits containing or ending at `offset`, or `nil` when `offset`
    /// touches none: the word a double tap or the Select command picks.
    func wordRange(around offset: Int) -> NSRange? {
        var runStart: Int?
        var position = 0
        for character in self {
            let isWordCharacter = character.isLetter || character.isNumber
            if isWordCharacter, runStart == nil { runStart = position }
            if !isWordCharacter, let start = runStart {
                if start <= offset, offset <= position { return NSRange(location: start, length: position - start) }
                runStart = nil
            }
            position += character.utf16.count
        }
        if let start = runStart, start <= offset, offset <= position {
            return NSRange(location: start, length: position - start)
        }
        return nil
    }
}
