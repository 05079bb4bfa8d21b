import Foundation

/// Shared storage for copy and paste, kept in memory: one general pasteboard per application,
/// so applications (and tests) never see each other's contents.
/// - Note: See https://developer.apple.com/documentation/uikit/uipasteboard
// UIKit divergence: strings, URLs and images only (no item providers, type identifiers or
// `items` dictionaries); `general` belongs to the current application rather than the device,
// and reaches the system clipboard only when a live backend gives it a ``SystemClipboard``
// (headless it stays in memory); the system clipboard carries text only, so URLs and images
// stay in memory there too.
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
    private var items: [PasteboardItem] = []

    /// Where the contents really live, when a live backend provides the system clipboard.
    package var systemClipboard: (any SystemClipboard)?

    /// Creates an empty pasteboard (OpenUIKit addition; use ``general`` in app code).
    public init() {}

    /// The first string, or `nil`; setting replaces the contents with one string.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// All strings (URL items copied with their text included), or `nil` when there are none;
    /// setting replaces the contents.
    open var strings: [String]? {
        get {
            if let systemClipboard { return systemClipboard.text.map { [$0] } }
            let found = items.compactMap(\.string)
            return found.isEmpty ? nil : found
        }
        set { replaceItems(with: (newValue ?? []).map { PasteboardItem(string: $0) }) }
    }

    /// Whether there is at least one string.
    open var hasStrings: Bool { strings != nil }

    /// The first URL, or `nil`; setting replaces the contents with one URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// All URLs, or `nil` when there are none; setting replaces the contents.
    open var urls: [URL]? {
        get {
            let found = items.compactMap(\.url)
            return found.isEmpty ? nil : found
        }
        set { replaceItems(with: (newValue ?? []).map { PasteboardItem(url: $0) }) }
    }

    /// Whether there is at least one URL.
    open var hasURLs: Bool { urls != nil }

    /// The first image, or `nil`; setting replaces the contents with one image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// All images, or `nil` when there are none; setting replaces the contents.
    open var images: [UIImage]? {
        get {
            let found = items.compactMap(\.image)
            return found.isEmpty ? nil : found
        }
        set { replaceItems(with: (newValue ?? []).map { PasteboardItem(image: $0) }) }
    }

    /// Whether there is at least one image.
    open var hasImages: Bool { images != nil }

    /// Replaces the contents with `newItems` (the share sheet's Copy puts several kinds at once).
    package func replaceItems(with newItems: [PasteboardItem]) {
        items = newItems
        if let systemClipboard {
            // The system clipboard holds one text; several strings are joined by newlines.
            let texts = newItems.compactMap(\.string)
            systemClipboard.text = texts.isEmpty ? nil : texts.joined(separator: "\n")
        }
        changeCount += 1
    }
}
