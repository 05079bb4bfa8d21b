import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Leading swipe actions (a drag to the right) and full swipes, on table rows.
@MainActor
@Suite struct TableViewLeadingSwipeTests {
    /// Gives the source leading actions Pin and Read (Pin first, nearest the leading edge)
    /// whose handlers record into `handled` and call back with true.
    private func leadingActions(
        _ stage: TableStage, handled: EventRecorder, fullSwipe: Bool = true
    ) {
        stage.source.leadingSwipeActions = { indexPath in
            let pin = UIContextualAction(style: .normal, title: "Pin") { action, view, completion in
                handled.record(.call(action.title ?? "", "handler", arguments: ["\(type(of: view))"]))
                completion(true)
            }
            let read = UIContextualAction(style: .normal, title: "Read") { action, _, completion in
                handled.record(.call(action.title ?? "", "handler", at: indexPath))
                completion(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [pin, read])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
    }

    private func drag(_ stage: TableStage, row: Int, from startX: CGFloat, to endX: CGFloat) {
        let y = stage.center(of: IndexPath(row: row, section: 0)).y
        stage.app.drag(from: CGPoint(x: startX, y: y), to: CGPoint(x: endX, y: y), steps: 10, duration: 0.3)
        stage.app.runTurn()
    }

    @Test("A right drag reveals the leading actions at the leading edge, the first nearest it; tapping it runs it and closes the row")
    func leadingReveal() {
        let stage = TableStage(counts: [10])
        let handled = EventRecorder()
        leadingActions(stage, handled: handled)
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        drag(stage, row: 2, from: 60, to: 210)
        // Two 74-point actions: the content moved 148 points to the right.
        #expect(cell.contentView.frame.minX == 148)
        let actionsView = cell.subviews.compactMap { $0 as? TableSwipeActionsView }.first
        #expect(actionsView?.frame == CGRect(x: 0, y: 0, width: 148, height: 44))
        let titles = actionsView?.buttons.map { $0.currentTitle ?? "" }
        #expect(titles == ["Pin", "Read"])
        #expect(actionsView?.buttons.first?.convert(CGRect(x: 0, y: 0, width: 74, height: 44), to: nil)
            == CGRect(x: 0, y: 88, width: 74, height: 44))
        #expect(handled.events.isEmpty)
        stage.app.tap(at: CGPoint(x: 37, y: 110))
        stage.app.runTurn()
        #expect(handled.events == [.call("Pin", "handler", arguments: ["SwipeActionButton"])])
        #expect(cell.contentView.frame.minX == 0)
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    @Test("A left drag on a row with only leading actions and no trailing ones moves nothing")
    func leftDragWithOnlyLeadingActions() {
        let stage = TableStage(counts: [10])
        let handled = EventRecorder()
        leadingActions(stage, handled: handled)
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        drag(stage, row: 2, from: 300, to: 150)
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.subviews.contains { $0 is TableSwipeActionsView } == false)
    }

    @Test("A full right swipe runs the first leading action at the lift and closes the row")
    func leadingFullSwipe() {
        let stage = TableStage(counts: [10])
        let handled = EventRecorder()
        leadingActions(stage, handled: handled)
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let y = stage.center(of: IndexPath(row: 2, section: 0)).y
        // Mid-drag the content follows the finger past the actions' width.
        stage.app.touchDown(at: CGPoint(x: 20, y: y))
        for step in 1...10 {
            stage.app.advance(by: 0.03)
            stage.app.touchMove(to: CGPoint(x: 20 + 33 * CGFloat(step), y: y))
        }
        stage.app.runTurn()
        #expect(cell.contentView.frame.minX > 300)
        #expect(handled.events.isEmpty)
        stage.app.touchUp()
        stage.app.runTurn()
        #expect(handled.events == [.call("Pin", "handler", arguments: ["SwipeActionButton"])])
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("With performsFirstActionWithFullSwipe off, the same drag stops at the actions' width and runs nothing")
    func fullSwipeOff() {
        let stage = TableStage(counts: [10])
        let handled = EventRecorder()
        leadingActions(stage, handled: handled, fullSwipe: false)
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        drag(stage, row: 2, from: 20, to: 350)
        #expect(handled.events.isEmpty)
        #expect(cell.contentView.frame.minX == 148)
    }

    @Test("A full left swipe on an editable row commits the default Delete")
    func trailingFullSwipeDeletes() {
        let stage = TableStage(counts: [10])
        stage.source.editable = true
        drag(stage, row: 2, from: 380, to: 40)
        #expect(stage.source.calls == [.call("table", "commit", arguments: ["delete", "[0, 2]"])])
        #expect(stage.table.numberOfRows(inSection: 0) == 9)
    }

    @Test("SwipeDrag: the lift opens past half the actions, performs past 60 % of the row, closes otherwise")
    func swipeDragEndings() {
        var drag = SwipeDrag(leading: false, revealWidth: 148, rowWidth: 390, performsFirstActionWithFullSwipe: true)
        drag.beginDrag()
        drag.follow(translation: -70)
        #expect(drag.offset == -70 && drag.ending == .close)
        drag.follow(translation: -80)
        #expect(drag.ending == .open && drag.openOffset == -148)
        drag.follow(translation: -240)
        #expect(drag.ending == .performFirstAction)
        drag.follow(translation: -1000)
        #expect(drag.offset == -390)
        drag.follow(translation: 50)
        #expect(drag.offset == 0, "a trailing swipe does not move the content the other way")
        var leading = SwipeDrag(leading: true, revealWidth: 74, rowWidth: 390, performsFirstActionWithFullSwipe: false)
        leading.follow(translation: 500)
        #expect(leading.offset == 74 && leading.ending == .open)
    }
}
