import OpenUIKit

/// Weak references to objects the soak's apps make (controllers and their text views), so a
/// rest can list the ones still alive outside every window: what the settles' controller
/// check cannot see when an object comes and goes between two settles.
@MainActor
enum SoakLifetimes {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private static var entries: [Entry] = []

    /// How many objects are watched (freed ones are dropped at each ``aliveOutsideWindows()``).
    static var entryCount: Int { entries.count }

    /// Watches `object` from now on.
    static func watch(_ object: AnyObject) {
        entries.append(Entry(object: object, name: "\(type(of: object))"))
    }

    /// The watched objects still alive outside every window, by type (a controller counts
    /// when its view is loaded and in no window; a view when it is in no window).
    static func aliveOutsideWindows() -> [String: Int] {
        entries.removeAll { $0.object == nil }
        var byType: [String: Int] = [:]
        for entry in entries {
            switch entry.object {
            case let controller as UIViewController:
                if controller.viewIfLoaded?.window == nil { byType[entry.name, default: 0] += 1 }
            case let view as UIView:
                if view.window == nil { byType[entry.name, default: 0] += 1 }
            default:
                byType[entry.name, default: 0] += 1
            }
        }
        return byType
    }
}
