import Foundation

/// The share sheet: a header describing the items, a row of services and a list of actions
/// (Copy and the app's own activities) that act on the items.
///
/// Its presentation style is `.popover`: in a horizontally compact environment it adapts to a
/// sheet resting at the medium detent (the large one a drag away); in a regular one it is a
/// popover, which needs a `sourceView`, `sourceRect` or `barButtonItem` on its
/// `popoverPresentationController`, as in UIKit. `completionWithItemsHandler` runs once, after
/// the sheet is gone: with the chosen activity's type and whether it completed, or with
/// `(nil, false, nil, nil)` when the user closed the sheet.
/// - Note: See https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
// UIKit divergence: the only system activity is Copy (no AirDrop, Messages, Mail… on Linux);
// the row shows the app's `.share` activities only, and is left out when there are none.
// `UIActivityItemProvider`, people suggestions and `activityViewControllerLinkMetadata(_:)`
// are absent.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// The handler called when the sheet is done: the chosen activity's type (nil when closed),
    /// whether it completed, the items it returned and an error.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Called once when the sheet is done (see the type's description).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Activity types the sheet leaves out, the system's and the app's.
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { shareSheetIfLoaded?.reload() }
    }

    /// Whether the sheet may emphasise one activity (stored; nothing is emphasised here).
    open var allowsProminentActivity = true

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    private let copyActivity = CopyActivity()
    /// Where the chosen activity is: nothing chosen, one running, or done (handler called).
    private var runningActivity: UIActivity?
    private var isFinished = false

    /// Creates a share sheet for `activityItems` (strings, URLs, images, or
    /// ``UIActivityItemSource`` objects), offering `applicationActivities` beside the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        if let sheet = popoverPresentationController?.adaptiveSheetPresentationController {
            sheet.detents = [.medium(), .large()]
        }
    }

    /// Archived share sheets are not supported; this exists so code written for UIKit compiles.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    open override func loadView() {
        view = ShareSheetView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        updatePreferredContentSize()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Closed without a choice (close button, swipe down, a tap outside the popover).
        if isBeingDismissed, runningActivity == nil { finish(type: nil, completed: false) }
    }

    // MARK: What the sheet shows

    /// The items as the sheet sees them before a choice: item sources give their placeholders.
    package var placeholderItems: [Any] {
        activityItems.map { item in
            (item as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
    }

    /// The items for `type`: item sources give their item for it (or nothing).
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The activities shown, in order: the app's that can act on the items, then Copy; those
    /// whose type is excluded are left out.
    package var shownActivities: [UIActivity] {
        let placeholders = placeholderItems
        let excluded = Set(excludedActivityTypes ?? [])
        return (applicationActivities + [copyActivity]).filter { activity in
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: placeholders)
        }
    }

    /// The header's title: the first item source's subject, else the first string, or the
    /// first URL's host, or a word for the kind of item.
    package var headerTitle: String {
        for item in activityItems {
            if let source = item as? any UIActivityItemSource {
                let subject = source.activityViewController(self, subjectForActivityType: nil)
                if !subject.isEmpty { return subject }
            }
        }
        for item in placeholderItems {
            switch item {
            case let string as String: return string.split(separator: "\n").first.map(String.init) ?? string
            case let text as NSAttributedString: return text.string
            case let url as URL: return url.host ?? url.absoluteString
            case is UIImage: return placeholderItems.count > 1 ? "\(placeholderItems.count) Items" : "Image"
            default: continue
            }
        }
        return placeholderItems.count == 1 ? "1 Item" : "\(placeholderItems.count) Items"
    }

    /// The header's subtitle: the first URL, or the number of items when there are several.
    package var headerSubtitle: String? {
        let items = placeholderItems
        if let url = items.first(where: { $0 is URL }) as? URL { return url.absoluteString }
        return items.count > 1 ? "\(items.count) Items" : nil
    }

    /// The header's picture: an item source's thumbnail or the first image.
    package func headerThumbnail(suggestedSize: CGSize) -> UIImage? {
        for item in activityItems {
            if let source = item as? any UIActivityItemSource,
                let thumbnail = source.activityViewController(self, thumbnailImageForActivityType: nil, suggestedSize: suggestedSize)
            {
                return thumbnail
            }
        }
        return placeholderItems.first { $0 is UIImage } as? UIImage
    }

    /// The application whose window shows (or showed) the sheet.
    package var presentingApplication: UIApplication? {
        viewIfLoaded?.owningApplication ?? presentingViewController?.viewIfLoaded?.owningApplication
    }

    private var shareSheetIfLoaded: ShareSheetView? { viewIfLoaded as? ShareSheetView }

    private func updatePreferredContentSize() {
        guard let sheet = shareSheetIfLoaded else { return }
        preferredContentSize = CGSize(
            width: ShareSheetLayout.popoverWidth, height: sheet.contentHeight(width: ShareSheetLayout.popoverWidth))
    }

    // MARK: Choosing

    /// The user chose `activity`: it is prepared with the items for its type, then performed
    /// after the sheet is dismissed, or its view controller is presented over the sheet.
    package func choose(_ activity: UIActivity) {
        guard runningActivity == nil, !isFinished, !isBeingDismissed, !isBeingPresented else { return }
        runningActivity = activity
        activity.host = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let controller = activity.activityViewController {
            present(controller, animated: true)
            return
        }
        guard let presenter = presentingViewController else {
            activity.perform()
            return
        }
        presenter.dismiss(animated: true) { activity.perform() }
    }

    /// The close button.
    package func close() {
        guard runningActivity == nil, !isFinished else { return }
        presentingViewController?.dismiss(animated: true)
    }

    /// `activity` called `activityDidFinish(_:)`: whatever is still shown is dismissed, then the
    /// handler runs.
    package func activityFinished(_ activity: UIActivity, completed: Bool) {
        guard runningActivity === activity else { return }
        let type = activity.activityType
        if let presenter = presentingViewController, presenter.presentedViewController === self {
            presenter.dismiss(animated: true) { [weak self] in self?.finish(type: type, completed: completed) }
        } else {
            finish(type: type, completed: completed)
        }
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}
