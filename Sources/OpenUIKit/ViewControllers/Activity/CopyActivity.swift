import Foundation

/// The share sheet's built-in Copy: puts the strings, URLs (with their text) and images among
/// the items on the general pasteboard of the sheet's application.
@MainActor
final class CopyActivity: UIActivity {
    private var items: [PasteboardItem] = []

    override var activityType: UIActivity.ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.pasteboardItem(for: $0) != nil }
    }

    /// The pasteboard of the sheet's application, found while the sheet is still on screen.
    private var pasteboard: UIPasteboard?

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems.compactMap(Self.pasteboardItem(for:))
        pasteboard = host?.presentingApplication.map(UIPasteboard.general(of:))
    }

    override func perform() {
        guard let pasteboard else {
            Fatal.stop("Copy: the share sheet performing it is in no application")
        }
        pasteboard.replaceItems(with: items)
        self.pasteboard = nil
        activityDidFinish(true)
    }

    /// What `item` puts on the pasteboard; nil for kinds it cannot hold.
    private static func pasteboardItem(for item: Any) -> PasteboardItem? {
        switch item {
        case let string as String: return PasteboardItem(string: string)
        case let text as NSAttributedString: return PasteboardItem(string: text.string)
        case let url as URL: return PasteboardItem(string: url.absoluteString, url: url)
        case let image as UIImage: return PasteboardItem(image: image)
        default: return nil
        }
    }
}
