import Foundation

/// One key of the software keyboard.
package enum KeyboardKey: Hashable, Sendable, CustomStringConvertible {
    /// A key that types its text (a letter).
    case character(String)
    case space
    case `return`
    case delete
    case shift

    package var description: String {
        switch self {
        case .character(let text): "\"\(text)\""
        case .space: "space"
        case .return: "return"
        case .delete: "delete"
        case .shift: "shift"
        }
    }
}
