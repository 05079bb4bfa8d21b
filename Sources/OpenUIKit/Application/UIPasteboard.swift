import Foundation

/// Shared storage for copy and paste, kept in memory: one general pasteboard per application,
/// so applications (and tests) never see each other's contents.
/// - Note: See https://developer.apple.com/documentation/uikit/uipasteboard
// UIKit divergence: text only (no images, URLs or item providers); `general` belongs to the
// current application rather than the device, and reaches the system clipboard only when a
// live backend gives it a ``SystemClipboard`` (headless it stays in memory).
@MainActor @preconcurrency
open class UIPasteboard {
    private struct Entry {
        weak var application: UIApplication?
        let pasteboard: UIPasteboard
    }

    private static var generalPasteboards: [Entry] = []

    /// The current application's general pasteboard (the façade's application,
    /// `UIApplication.shared`; library code asks `general(of:)` for a view's application).
    public static var general: UIPasteboard { general(of: UIApplication.shared) }

    /// The general pasteboard of `application`.
    package static func general(of application: UIApplication) -> UIPasteboard {
        generalPasteboards.removeAll { $0.application == nil }
        if let entry = generalPasteboards.first(where: { $0.application === application }) { return entry.pasteboard }
        let pasteboard = UIPasteboard()
        generalPasteboards.append(Entry(application: application, pasteboard: pasteboard))
        return pasteboard
    }

    /// Grows each time the contents change.
    // Limitation: with a system clipboard, changes made by other programs are not counted.
    public private(set) var changeCount = 0
    private var items: [String] = []

    /// Where the contents really live, when a live backend provides the system clipboard.
    package var systemClipboard: (any SystemClipboard)?

    /// Creates an empty pasteboard (OpenUIKit addition; use ``general`` in app code).
    public init() {}

    /// The first string, or `nil`; setting replaces the contents with one string.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// All strings, or `nil` when there are none; setting replaces the contents.
    open var strings: [String]? {
        get {
            if let systemClipboard { return systemClipboard.text.map { [$0] } }
            return items.isEmpty ? nil : items
        }
        set {
            if let systemClipboard {
                // The system clipboard holds one text; several strings are joined by newlines.
                systemClipboard.text = newValue?.joined(separator: "\n")
            } else {
                items = newValue ?? []
            }
            changeCount += 1
        }
    }

    /// Whether there is at least one string.
    open var hasStrings: Bool { strings != nil }
}
