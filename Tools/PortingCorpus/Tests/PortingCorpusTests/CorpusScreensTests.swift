import Foundation
import OpenUIKit
import OpenUIKitTesting
@testable import PortedCorpus
import Testing

/// A notes-list delegate implementing one optional requirement.
final class NotesListSpy: NotesListViewControllerDelegate {
    var opened: [Int] = []

    func notesList(_ controller: NotesListViewController, didOpenNoteAt index: Int) {
        opened.append(index)
    }
}

/// The corpus's screens: the notes app, the carousel and the app's root, in a headless window.
@MainActor @Suite struct CorpusScreensTests {
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// A store posting on the default center, as the list observes it; each test's store is a
    /// new object, and the list observes only its own store.
    private func notes() -> NoteStore {
        NoteStore(notes: SampleData.notes)
    }

    @Test("Notes list: rows from the store, pinned first; a tap opens the editor once and tells the delegate")
    func notesListOpen() throws {
        let app = HeadlessApp()
        let list = NotesListViewController(store: notes())
        let spy = NotesListSpy()
        list.delegate = spy
        let navigation = UINavigationController(rootViewController: list)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        let first = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        #expect(first.titleLabel.text == "Groceries")
        #expect(!first.pinImageView.isHidden)
        #expect(first.styleAtInit == .default)
        #expect(first.frame.height == 64)
        app.tap(at: center(of: first))
        app.advance(by: 1)
        #expect(spy.opened == [0])
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? NoteEditorViewController)?.note.title == "Groceries")
    }

    @Test("Notes list: the add bar button item's #selector action adds a note and opens it")
    func notesListAdd() throws {
        let app = HeadlessApp()
        let store = notes()
        let list = NotesListViewController(store: store)
        let navigation = UINavigationController(rootViewController: list)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let add = try #require(list.navigationItem.rightBarButtonItem)
        #expect(add === list.addButtonItem)
        let buttons = navigation.navigationBar.subviews(ofType: UIButton.self)
        let button = try #require(buttons.max { $0.convert($0.bounds, to: nil).maxX < $1.convert($1.bounds, to: nil).maxX })
        app.tap(at: center(of: button))
        app.advance(by: 1)
        #expect(store.count == 4)
        #expect(list.reloadCount == 1)
        #expect(list.countLabel.text == "4 Notes")
        #expect(navigation.topViewController is NoteEditorViewController)
    }

    @Test("Notes list: deleting a row through the data source removes it from the store and the table")
    func notesListDelete() {
        let app = HeadlessApp()
        let store = notes()
        let list = NotesListViewController(store: store)
        app.makeWindow(rootViewController: UINavigationController(rootViewController: list))
        app.runTurn()
        list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        app.advance(by: 1)
        #expect(store.count == 2)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        #expect(list.countLabel.text == "2 Notes")
    }

    @Test("Notes list: a view controller with deinit is released and its observers go with it")
    func notesListDeinit() {
        let center = NotificationCenter.default
        let store = NoteStore(notes: SampleData.notes)
        weak var released: NotesListViewController?
        do {
            let list = NotesListViewController(store: store)
            released = list
            store.add(title: "Seen")
            #expect(list.reloadCount == 1)
        }
        #expect(released == nil)
        center.post(name: NoteStore.didChangeNotification, object: store)
        store.add(title: "Unseen")
        #expect(store.count == 5)
    }

    @Test("Note editor: content edges pinned to the scroll view's edges make the content size (TN2154)")
    func editorContentSize() {
        let app = HeadlessApp()
        let store = notes()
        let editor = NoteEditorViewController(note: store.note(at: 0), store: store)
        app.makeWindow(rootViewController: editor)
        app.runTurn()
        let scroll = editor.scrollView!
        let content = editor.contentView!
        #expect(content.frame.origin == .zero)
        #expect(content.frame.width == scroll.bounds.width)
        #expect(scroll.contentSize == content.frame.size)
        #expect(content.frame.height >= 16 + 44 + 8 + 240 + 8 + 20)
        #expect(editor.wordCountLabel.text == "4 words")
    }

    @Test("Note editor: the pin button's target-action toggles the pin once per tap and saves through the store")
    func editorPin() {
        let app = HeadlessApp()
        let store = notes()
        let editor = NoteEditorViewController(note: store.note(at: 1), store: store)
        app.makeWindow(rootViewController: editor)
        app.runTurn()
        #expect(editor.pinButton.title(for: .normal) == "Pin")
        app.tap(at: center(of: editor.pinButton))
        #expect(editor.note.isPinned)
        #expect(editor.pinButton.title(for: .normal) == "Unpin")
        #expect(store.notes.filter(\.isPinned).count == 2)
    }

    @Test("Note editor: the keyboard notifications' #selector observers inset the scroll view")
    func editorKeyboard() {
        let app = HeadlessApp()
        let store = notes()
        let editor = NoteEditorViewController(note: store.note(at: 0), store: store)
        let window = app.makeWindow(rootViewController: editor)
        app.runTurn()
        let frame = CGRect(x: 0, y: window.bounds.height - 300, width: window.bounds.width, height: 300)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        #expect(editor.keyboardHeight == 300 - editor.view.safeAreaInsets.bottom)
        #expect(editor.scrollView.contentInset.bottom == editor.keyboardHeight)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(editor.scrollView.contentInset.bottom == 0)
    }

    @Test("Carousel: cells are made with init(frame:) and sized to the item; a flick snaps to the next page")
    func carouselFlick() throws {
        let app = HeadlessApp()
        let carousel = CarouselViewController(items: SampleData.carouselItems)
        app.makeWindow(rootViewController: carousel)
        app.runTurn()
        let layout = carousel.layout
        let width = carousel.collectionView.bounds.width
        #expect(layout.itemSize.width == width - 2 * (32 + 12))
        #expect(abs(layout.itemSize.height - (220 - 16)) < 1e-9)
        let cell = try #require(carousel.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CarouselCell)
        #expect(cell.sizeAtInit.width > 0 && cell.sizeAtInit.height > 0)
        #expect(cell.bounds.size == layout.itemSize)
        #expect(cell.titleLabel.text == "Sunrise")
        let start = center(of: carousel.collectionView)
        app.flick(from: start, velocity: CGPoint(x: -600, y: 0))
        app.advance(by: 2)
        #expect(carousel.collectionView.contentOffset.x == layout.pageWidth)
        #expect(carousel.currentPage == 1)
        #expect(carousel.pageControl.currentPage == 1)
    }

    @Test("Carousel layout: the side items shrink and fade; a slow drag snaps to the nearest page")
    func carouselLayout() throws {
        let app = HeadlessApp()
        let carousel = CarouselViewController(items: SampleData.carouselItems)
        app.makeWindow(rootViewController: carousel)
        app.runTurn()
        let layout = carousel.layout
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let expectedScale = 1 - (1 - layout.sideItemScale) * min(abs(second.center.x - carousel.collectionView.bounds.width / 2) / layout.pageWidth, 1)
        #expect(abs(second.transform.a - expectedScale) < 1e-9)
        let offset = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: layout.pageWidth * 2.4, y: 0), withScrollingVelocity: .zero)
        #expect(offset.x == layout.pageWidth * 2)
        let fast = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 10, y: 0), withScrollingVelocity: CGPoint(x: 2, y: 0))
        #expect(fast.x == layout.pageWidth)
    }

    @Test("App: the root builder's tab bar holds the four screens in order")
    func appRoot() throws {
        let app = HeadlessApp()
        let tabs = AppRootBuilder(store: notes()).makeRootViewController()
        app.makeWindow(rootViewController: tabs)
        app.runTurn()
        let titles = (tabs.viewControllers ?? []).map { $0.tabBarItem.title ?? "" }
        #expect(titles == ["Notes", "Featured", "Playground", "Settings"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Swipe deck: dragging the top card past the threshold swipes it right and records it")
    func swipeDeck() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let deck = SwipeDeckView(frame: CGRect(x: 20, y: 200, width: 350, height: 300))
        window.addSubview(deck)
        app.runTurn()
        deck.reload(titles: ["One", "Two"])
        app.runTurn()
        let top = deck.topCard!
        #expect(top.titleLabel.text == "One")
        let start = center(of: top)
        app.drag(from: start, to: CGPoint(x: start.x + 160, y: start.y), steps: 10, duration: 0.5)
        app.advance(by: 1)
        #expect(deck.results == ["One:right"])
        #expect(deck.topCard?.titleLabel.text == "Two")
    }
}

extension UIView {
    /// Every descendant of type `T`, depth first.
    func subviews<T: UIView>(ofType type: T.Type) -> [T] {
        subviews.flatMap { view -> [T] in ((view as? T).map { [$0] } ?? []) + view.subviews(ofType: type) }
    }
}
