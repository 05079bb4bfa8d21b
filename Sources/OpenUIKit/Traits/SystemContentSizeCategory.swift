import Foundation
import Synchronization

/// The text size of the current application, readable from any thread: what
/// `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` use when no traits say otherwise.
/// The application that becomes the shared one writes its category here, and again whenever
/// its system text size changes; Large while there is none.
package enum SystemContentSizeCategory {
    private static let storage = Mutex<UIContentSizeCategory>(.large)

    /// The current application's text size, or Large.
    package static var value: UIContentSizeCategory {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
