import Foundation

/// What happens to text that does not fit on a line.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap between words (a word longer than the line wraps between characters).
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Do not wrap; what passes the edge is cut off.
    case byClipping = 2
    /// Shorten the line with "…" at the start.
    case byTruncatingHead = 3
    /// Shorten the line with "…" at the end.
    case byTruncatingTail = 4
    /// Shorten the line with "…" in the middle.
    case byTruncatingMiddle = 5

    var textLineBreak: TextLineBreak {
        switch self {
        case .byWordWrapping: return .word
        case .byCharWrapping: return .character
        case .byClipping: return .clip
        case .byTruncatingHead: return .truncateHead
        case .byTruncatingTail: return .truncateTail
        case .byTruncatingMiddle: return .truncateMiddle
        }
    }
}
