import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Swipe actions on list rows through the list configuration's providers.
@MainActor
@Suite struct ListSwipeTests {
    private func stage(_ trace: @escaping (String) -> Void) -> ListStage {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            trace("trailing \(indexPath.item)")
            guard indexPath.item == 0 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                trace("delete")
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            trace("leading \(indexPath.item)")
            let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
                trace("pin")
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [pin])
        }
        return ListStage(configuration, sections: [("s", ["A", "B"])])
    }

    @Test("A left swipe reveals the trailing provider's actions; tapping one runs it and closes the row")
    func trailingSwipe() {
        var trace: [String] = []
        let stage = stage { trace.append($0) }
        stage.app.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), steps: 10, duration: 0.3)
        stage.app.runTurn()
        let cell = stage.cell(0)!
        // Two actions of 74 points: the content moved 148 to the left.
        #expect(cell.swipeOffset == -148)
        #expect(cell.contentView.frame.minX == -148)
        let buttons = cell.subviews.compactMap { $0 as? TableSwipeActionsView }.first?.buttons ?? []
        #expect(buttons.map { $0.title(for: .normal) } == ["Flag", "Delete"])
        // The Delete button is nearest the trailing edge.
        stage.app.tap(at: CGPoint(x: 390 - 37, y: 22))
        stage.app.runTurn()
        #expect(trace == ["trailing 0", "delete"])
        #expect(cell.swipeOffset == 0)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("A right swipe reveals the leading provider's action at the leading edge; a row without actions does not move")
    func leadingSwipe() {
        var trace: [String] = []
        let stage = stage { trace.append($0) }
        stage.app.drag(from: CGPoint(x: 60, y: 22), to: CGPoint(x: 200, y: 22), steps: 10, duration: 0.3)
        stage.app.runTurn()
        #expect(stage.cell(0)!.swipeOffset == 74)
        stage.app.tap(at: CGPoint(x: 37, y: 22))
        stage.app.runTurn()
        #expect(stage.cell(0)!.swipeOffset == 0)
        stage.app.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), steps: 10, duration: 0.3)
        stage.app.runTurn()
        #expect(stage.cell(1)!.swipeOffset == 0)
        #expect(trace == ["leading 0", "pin", "trailing 1"])
    }

    @Test("A full swipe either way runs the provider's first action at the lift, as in the table")
    func fullSwipes() {
        var trace: [String] = []
        let stage = stage { trace.append($0) }
        stage.app.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 360, y: 22), steps: 10, duration: 0.3)
        stage.app.runTurn()
        #expect(trace == ["leading 0", "pin"])
        #expect(stage.cell(0)!.swipeOffset == 0)
        stage.app.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 30, y: 22), steps: 10, duration: 0.3)
        stage.app.runTurn()
        #expect(trace == ["leading 0", "pin", "trailing 0", "delete"])
        #expect(stage.cell(0)!.swipeOffset == 0)
    }

    @Test("A touch elsewhere in the list closes an open row and selects nothing")
    func touchElsewhereCloses() {
        var trace: [String] = []
        let stage = stage { trace.append($0) }
        stage.app.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), steps: 10, duration: 0.3)
        stage.app.runTurn()
        #expect(stage.cell(0)!.swipeOffset == -148)
        stage.app.tap(at: CGPoint(x: 100, y: 66))
        stage.app.runTurn()
        #expect(stage.cell(0)!.swipeOffset == 0, "the open row closed")
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the touch that closed it selected nothing")
        stage.app.tap(at: CGPoint(x: 100, y: 66))
        stage.app.runTurn()
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the next tap selects as usual")
        #expect(!trace.contains("delete"))
    }
}
