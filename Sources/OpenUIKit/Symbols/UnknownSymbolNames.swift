import Foundation
import Synchronization

/// The names `UIImage(systemName:)` was asked for and has no glyph for, each logged once.
enum UnknownSymbolNames {
    private static let reported = Mutex<Set<String>>([])

    /// Logs `name` the first time it is asked for.
    static func report(_ name: String) {
        let isNew = reported.withLock { $0.insert(name).inserted }
        guard isNew else { return }
        CoreGraphicsLog.error("UIImage(systemName:)", "no glyph for the symbol \"\(name)\" (docs/SYMBOLS.md lists the names); returning nil")
    }
}
