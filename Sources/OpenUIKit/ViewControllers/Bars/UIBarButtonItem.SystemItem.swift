import Foundation

extension UIBarButtonItem {
    /// The standard items UIKit draws itself: titled actions (Done, Cancel, Edit, Save), glyphs
    /// (add, compose, trash…) and spaces.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        /// Deprecated in UIKit.
        case pageCurl = 23
        case close = 24

        /// The title the bar draws for a titled system item; `nil` for glyphs and spaces.
        package var standardTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            default: nil
            }
        }

        /// What assistive technologies read for the item (its title, or the glyph's name).
        package var spokenName: String? {
            if let standardTitle { return standardTitle }
            switch self {
            case .add: return "Add"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .pageCurl: return "Page Curl"
            case .close: return "Close"
            default: return nil
            }
        }

        /// Whether the item's title is bold, as `.done` items are.
        package var isBold: Bool { self == .done || self == .save }
    }
}
