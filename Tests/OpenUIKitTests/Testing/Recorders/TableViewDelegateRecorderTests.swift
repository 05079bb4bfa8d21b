import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Twenty plain rows of 44 points in one section.
@MainActor
private final class TwentyRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A recorder that sends a selection of row 3 to row 4, refuses to highlight row 7, and
/// records the highlight question it answers itself.
private final class RedirectingRecorder: TableViewDelegateRecorder {
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let asked = super.tableView(tableView, willSelectRowAt: indexPath)
        return asked?.row == 3 ? IndexPath(row: 4, section: 0) : asked
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        let answer = indexPath.row != 7
        recorder.record(.call(name, "shouldHighlightRowAt", at: indexPath, returned: "\(answer)"))
        return answer
    }
}

/// The test kit's table-view delegate recorder: what it records, in which order, how it is
/// named and printed, and that a subclass's answers reach the table.
@MainActor @Suite struct TableViewDelegateRecorderTests {
    /// A 390 × 844 screen with a full-screen table of twenty 44-point rows, its data source
    /// returned to be kept.
    private func makeScene() -> (HeadlessApp, UITableView, TwentyRows) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = TwentyRows()
        table.dataSource = rows
        controller.view.addSubview(table)
        return (app, table, rows)
    }

    /// The centre of `row`, in the window (the table is at the origin and not scrolled).
    private func center(ofRow row: Int) -> CGPoint { CGPoint(x: 195, y: CGFloat(row) * 44 + 22) }

    @Test("Taps are recorded as the highlight and selection calls UIKit makes, with their index paths, and print as lines")
    func tapsRecordSelection() {
        let (app, table, rows) = makeScene()
        table.accessibilityIdentifier = "inbox"
        let delegate = TableViewDelegateRecorder(table)
        app.runTurn()
        #expect(table.delegate === delegate)
        #expect(delegate.name == "inbox")
        app.tap(at: center(ofRow: 2))
        app.tap(at: center(ofRow: 5))
        #expect(
            delegate.recorder.take() == [
                .call("inbox", "didHighlightRowAt", at: [0, 2]), .call("inbox", "didUnhighlightRowAt", at: [0, 2]),
                .call("inbox", "willSelectRowAt", at: [0, 2]), .call("inbox", "didSelectRowAt", at: [0, 2]),
                .call("inbox", "didHighlightRowAt", at: [0, 5]), .call("inbox", "didUnhighlightRowAt", at: [0, 5]),
                .call("inbox", "willSelectRowAt", at: [0, 5]), .call("inbox", "willDeselectRowAt", at: [0, 2]),
                .call("inbox", "didDeselectRowAt", at: [0, 2]), .call("inbox", "didSelectRowAt", at: [0, 5]),
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        table.allowsMultipleSelection = true
        app.tap(at: center(ofRow: 5))
        #expect(
            delegate.recorder.lines == [
                "inbox.didHighlightRowAt([0, 5])", "inbox.didUnhighlightRowAt([0, 5])", "inbox.willDeselectRowAt([0, 5])",
                "inbox.didDeselectRowAt([0, 5])",
            ])
        // Selecting in code tells the delegate nothing, as in UIKit.
        delegate.recorder.clear()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        app.runTurn()
        #expect(delegate.calls.isEmpty)
        withExtendedLifetime(rows) {}
    }

    @Test("Without a name or identifier the events carry the table's class; calls keeps only this table's events")
    func namingAndSharedRecorder() {
        let (app, table, rows) = makeScene()
        let shared = EventRecorder()
        let delegate = TableViewDelegateRecorder(table, into: shared)
        #expect(delegate.name == "UITableView")
        #expect(delegate.recorder === shared)
        app.runTurn()
        shared.record(.action("before"))
        app.tap(at: center(ofRow: 0))
        #expect(shared.events.first == .action("before"))
        #expect(shared.events.count == 5)
        #expect(
            delegate.calls == [
                .call("UITableView", "didHighlightRowAt", at: [0, 0]),
                .call("UITableView", "didUnhighlightRowAt", at: [0, 0]),
                .call("UITableView", "willSelectRowAt", at: [0, 0]), .call("UITableView", "didSelectRowAt", at: [0, 0]),
            ])
        withExtendedLifetime(rows) {}
    }

    @Test("A subclass's answers reach the table: a redirected selection, a refused highlight that selects nothing")
    func subclassAnswers() {
        let (app, table, rows) = makeScene()
        let delegate = RedirectingRecorder(table, name: "table")
        app.runTurn()
        app.tap(at: center(ofRow: 3))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(
            delegate.recorder.take() == [
                .call("table", "shouldHighlightRowAt", at: [0, 3], returned: "true"),
                .call("table", "didHighlightRowAt", at: [0, 3]), .call("table", "didUnhighlightRowAt", at: [0, 3]),
                .call("table", "willSelectRowAt", at: [0, 3]), .call("table", "didSelectRowAt", at: [0, 4]),
            ])
        // A row that does not highlight is not selected by a tap either.
        app.tap(at: center(ofRow: 7))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(delegate.recorder.take() == [.call("table", "shouldHighlightRowAt", at: [0, 7], returned: "false")])
        withExtendedLifetime(rows) {}
    }

    @Test("A call about an index path is a call with the path printed as Foundation prints it")
    func indexPathCall() {
        let event = RecordedEvent.call("grid", "didSelectItemAt", at: [1, 3], returned: "true")
        #expect(event == .call("grid", "didSelectItemAt", arguments: ["[1, 3]"], returned: "true"))
        #expect(event.description == "grid.didSelectItemAt([1, 3]) → true")
        #expect(event.subject == "grid")
        #expect(RecordedEvent.call("grid", "didSelectItemAt", at: [1, 3]) != .call("grid", "didSelectItemAt", at: [3, 1]))
    }
}
