import Foundation

/// The title of a software keyboard's Return key.
/// - Note: See https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11

    /// The English title the software keyboard shows on its Return key.
    package var keyTitle: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google, .yahoo, .search: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "Emergency"
        case .continue: "continue"
        }
    }
}
