import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What a share-sheet test's activities, item sources and handlers did, in order.
@MainActor
final class ShareTrace {
    var entries: [String] = []
}

/// An app's action activity that records each step and finishes at once.
@MainActor
final class SaveNoteActivity: UIActivity {
    let trace: ShareTrace
    var isSheetShown: () -> Bool = { false }
    var accepts = true

    init(trace: ShareTrace) {
        self.trace = trace
        super.init()
    }

    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.save-note") }
    override var activityTitle: String? { "Save to Notes" }
    override var activityImage: UIImage? { UIImage(systemName: "star") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { accepts }
    override func prepare(withActivityItems activityItems: [Any]) {
        trace.entries.append("prepare \(activityItems.map { "\($0)" }.joined(separator: ","))")
    }
    override func perform() {
        trace.entries.append("perform sheetShown=\(isSheetShown())")
        activityDidFinish(true)
    }
}

/// An app's share activity that brings its own view controller.
@MainActor
final class PostActivity: UIActivity {
    let controller = UIViewController()
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.post") }
    override var activityTitle: String? { "Post" }
    override var activityImage: UIImage? { UIImage(systemName: "heart") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override var activityViewController: UIViewController? { controller }
}

/// An item source giving a different text to Copy than to other activities.
@MainActor
final class NoteItemSource: UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        activityType == .copyToPasteboard ? "Milk, eggs" : "Groceries: milk, eggs"
    }
    func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "Groceries" }
}

@MainActor @Suite struct ActivityViewControllerTests {
    private func makeApp(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) -> (HeadlessApp, UIWindow, UIViewController) {
        let app = HeadlessApp(screenSize: size, scale: scale)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = app.makeWindow(rootViewController: root)
        app.runTurn()
        return (app, window, root)
    }

    private func recordCompletion(of share: UIActivityViewController, into trace: ShareTrace) {
        share.completionWithItemsHandler = { type, completed, items, error in
            trace.entries.append("completion \(type?.rawValue ?? "nil") \(completed) items=\(items == nil ? "nil" : "some") error=\(error == nil ? "nil" : "some")")
        }
    }

    @Test("In compact width the share sheet is a sheet resting at the medium detent")
    func compactSheet() throws {
        let (app, window, root) = makeApp()
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        #expect(share.modalPresentationStyle == .popover)
        root.present(share, animated: true)
        app.advance(by: 1)
        let popover = try #require(share.popoverPresentationController)
        #expect(popover.adaptiveSheetPresentationController.detents.map(\.identifier) == [.medium, .large])
        let bottom = window.safeAreaInsets.bottom
        let maximum = 844 - window.safeAreaInsets.top - 10
        #expect(share.view.frame == CGRect(x: 0, y: 844 - (((maximum - bottom) * 0.5).rounded() + bottom), width: 390, height: ((maximum - bottom) * 0.5).rounded() + bottom))
        #expect(app.element(label: "Copy") != nil)
        #expect(app.element(label: "Close") != nil)
    }

    @Test("Copy puts strings and URLs on the app's pasteboard, dismisses the sheet, then reports once")
    func copy() throws {
        let (app, _, root) = makeApp()
        let trace = ShareTrace()
        let url = try #require(URL(string: "https://example.com/notes/1"))
        let share = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: nil)
        recordCompletion(of: share, into: trace)
        root.present(share, animated: true)
        app.advance(by: 1)
        try #require(app.element(label: "Copy")).tap()
        app.advance(by: 1)
        #expect(trace.entries == ["completion com.apple.UIKit.activity.CopyToPasteboard true items=nil error=nil"])
        #expect(root.presentedViewController == nil)
        let pasteboard = UIPasteboard.general(of: app.application)
        #expect(pasteboard.strings == ["Hello", "https://example.com/notes/1"])
        #expect(pasteboard.urls == [url])
        #expect(pasteboard.hasImages == false)
    }

    @Test("Copy puts an image on the pasteboard")
    func copyImage() throws {
        let (app, _, root) = makeApp()
        let image = try #require(UIImage(systemName: "star"))
        let share = UIActivityViewController(activityItems: [image], applicationActivities: nil)
        root.present(share, animated: false)
        app.runTurn()
        try #require(app.element(label: "Copy")).tap()
        app.advance(by: 1)
        #expect(UIPasteboard.general(of: app.application).images?.count == 1)
        #expect(UIPasteboard.general(of: app.application).image === image)
    }

    @Test("The close button dismisses the sheet and reports no activity, not completed")
    func close() throws {
        let (app, _, root) = makeApp()
        let trace = ShareTrace()
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        recordCompletion(of: share, into: trace)
        root.present(share, animated: true)
        app.advance(by: 1)
        try #require(app.element(label: "Close")).tap()
        app.advance(by: 1)
        #expect(trace.entries == ["completion nil false items=nil error=nil"])
        #expect(root.presentedViewController == nil)
        #expect(UIPasteboard.general(of: app.application).hasStrings == false)
    }

    @Test("An app activity gets the items for its type, performs after the sheet is gone, then the handler runs")
    func appActivity() throws {
        let (app, _, root) = makeApp()
        let trace = ShareTrace()
        let save = SaveNoteActivity(trace: trace)
        save.isSheetShown = { root.presentedViewController != nil }
        let share = UIActivityViewController(activityItems: [NoteItemSource()], applicationActivities: [save])
        recordCompletion(of: share, into: trace)
        root.present(share, animated: true)
        app.advance(by: 1)
        try #require(app.element(label: "Save to Notes")).tap()
        app.advance(by: 1)
        #expect(
            trace.entries == [
                "prepare Groceries: milk, eggs", "perform sheetShown=false",
                "completion com.example.save-note true items=nil error=nil",
            ])
        // Finishing again is logged and ignored.
        save.activityDidFinish(true)
        #expect(trace.entries.count == 3)
        #expect(app.log.messages.contains { $0.contains("which no share sheet is running") })
    }

    @Test("The item source's subject titles the header; Copy gets the source's item for its type")
    func itemSource() throws {
        let (app, _, root) = makeApp()
        let share = UIActivityViewController(activityItems: [NoteItemSource()], applicationActivities: nil)
        root.present(share, animated: false)
        app.runTurn()
        #expect(app.element(label: "Groceries") != nil)
        try #require(app.element(label: "Copy")).tap()
        app.advance(by: 1)
        #expect(UIPasteboard.general(of: app.application).string == "Milk, eggs")
    }

    @Test("Excluded types and activities that cannot act on the items are left out")
    func excluded() {
        let (app, _, root) = makeApp()
        let trace = ShareTrace()
        let refusing = SaveNoteActivity(trace: trace)
        refusing.accepts = false
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [refusing, PostActivity()])
        share.excludedActivityTypes = [.copyToPasteboard, .mail]
        root.present(share, animated: false)
        app.runTurn()
        #expect(app.element(label: "Copy") == nil)
        #expect(app.element(label: "Save to Notes") == nil)
        #expect(app.element(label: "Post") != nil)
    }

    @Test("An activity's own view controller is presented over the sheet; finishing dismisses both, then reports")
    func activityController() throws {
        let (app, _, root) = makeApp()
        let trace = ShareTrace()
        let post = PostActivity()
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [post])
        recordCompletion(of: share, into: trace)
        root.present(share, animated: true)
        app.advance(by: 1)
        try #require(app.element(label: "Post")).tap()
        app.advance(by: 1)
        #expect(share.presentedViewController === post.controller)
        #expect(trace.entries.isEmpty)
        post.activityDidFinish(false)
        app.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(trace.entries == ["completion com.example.post false items=nil error=nil"])
    }

    @Test("In regular width the share sheet is a popover at its source view")
    func regularPopover() throws {
        let (app, _, root) = makeApp(size: CGSize(width: 1024, height: 768))
        let source = UIView(frame: CGRect(x: 900, y: 80, width: 44, height: 44))
        root.view.addSubview(source)
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = source
        root.present(share, animated: true)
        app.advance(by: 1)
        let popover = try #require(share.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        #expect(share.view.frame.width == 375)
        #expect(abs(share.view.frame.minY - (124 + 13)) < 0.001)
        // A tap outside closes it, not completed.
        let trace = ShareTrace()
        recordCompletion(of: share, into: trace)
        app.tap(at: CGPoint(x: 100, y: 600))
        app.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(trace.entries == ["completion nil false items=nil error=nil"])
    }

    @Test("In regular width a share sheet without a source view or bar button item stops with UIKit's message")
    func regularNeedsSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
                let root = UIViewController()
                app.makeWindow(rootViewController: root)
                root.present(UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil), animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIActivityViewController"))
        #expect(message.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs"))
    }
}
