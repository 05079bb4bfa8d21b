import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Items highlighted under the finger and selected when it lifts; a scroll selects nothing.
@MainActor
@Suite struct CollectionViewSelectionTests {
    @Test("A tap highlights the item, then selects it at the lift; a tap on another item moves the selection")
    func tapSelects() {
        let stage = CollectionStage(counts: [30])
        let cv = stage.collectionView
        let selectedLook = UIView()
        cv.cellForItem(at: IndexPath(item: 5, section: 0))?.selectedBackgroundView = selectedLook
        stage.app.tap(at: stage.center(of: IndexPath(item: 2, section: 0)))
        #expect(stage.source.calls == [
            .call("collection", "didHighlightItemAt", at: [0, 2]),
            .call("collection", "didUnhighlightItemAt", at: [0, 2]),
            .call("collection", "shouldSelectItemAt", at: [0, 2]), .call("collection", "didSelectItemAt", at: [0, 2]),
        ])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        stage.source.recorder.clear()
        stage.app.tap(at: stage.center(of: IndexPath(item: 5, section: 0)))
        #expect(stage.source.calls == [
            .call("collection", "didHighlightItemAt", at: [0, 5]),
            .call("collection", "didUnhighlightItemAt", at: [0, 5]),
            .call("collection", "shouldSelectItemAt", at: [0, 5]),
            .call("collection", "didDeselectItemAt", at: [0, 2]), .call("collection", "didSelectItemAt", at: [0, 5]),
        ])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
        // The selected background view shows while the cell is selected.
        #expect(selectedLook.superview === cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        // A tap on the selected item in single selection changes nothing.
        stage.source.recorder.clear()
        stage.app.tap(at: stage.center(of: IndexPath(item: 5, section: 0)))
        #expect(stage.source.calls == [
            .call("collection", "didHighlightItemAt", at: [0, 5]),
            .call("collection", "didUnhighlightItemAt", at: [0, 5]),
        ])
        cv.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(selectedLook.superview == nil)
    }

    @Test("A held finger highlights after the scroll view's hold; turning it into a scroll selects nothing")
    func scrollCancelsSelection() {
        let stage = CollectionStage(counts: [60])
        let cv = stage.collectionView
        let point = stage.center(of: IndexPath(item: 4, section: 0))
        stage.app.touchDown(at: point)
        #expect(stage.source.calls.isEmpty)
        stage.app.advance(by: 0.2)
        #expect(stage.source.calls == [.call("collection", "didHighlightItemAt", at: [0, 4])])
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
        for step in 1...6 {
            stage.app.advance(by: 1.0 / 64)
            stage.app.touchMove(to: CGPoint(x: point.x, y: point.y - CGFloat(step) * 20))
        }
        stage.app.touchUp()
        #expect(stage.source.calls == [
            .call("collection", "didHighlightItemAt", at: [0, 4]),
            .call("collection", "didUnhighlightItemAt", at: [0, 4]),
        ])
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == false)
        #expect(cv.contentOffset.y > 0)
        // A quick drag (no hold) scrolls without highlighting anything.
        stage.source.recorder.clear()
        stage.app.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), steps: 8, duration: 0.1)
        #expect(stage.source.calls.isEmpty)
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    @Test("Multiple selection adds items and deselects a selected one; shouldSelect can refuse; selection can be off")
    func multipleAndRefused() {
        let stage = CollectionStage(counts: [30])
        let cv = stage.collectionView
        cv.allowsMultipleSelection = true
        stage.app.tap(at: stage.center(of: IndexPath(item: 1, section: 0)))
        stage.app.tap(at: stage.center(of: IndexPath(item: 7, section: 0)))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 7, section: 0)])
        stage.source.recorder.clear()
        stage.app.tap(at: stage.center(of: IndexPath(item: 1, section: 0)))
        #expect(stage.source.calls == [
            .call("collection", "didHighlightItemAt", at: [0, 1]),
            .call("collection", "didUnhighlightItemAt", at: [0, 1]),
            .call("collection", "shouldDeselectItemAt", at: [0, 1]),
            .call("collection", "didDeselectItemAt", at: [0, 1]),
        ])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        stage.source.refusesSelection = [IndexPath(item: 3, section: 0)]
        stage.app.tap(at: stage.center(of: IndexPath(item: 3, section: 0)))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        cv.allowsSelection = false
        cv.allowsMultipleSelection = false
        stage.source.recorder.clear()
        stage.app.tap(at: stage.center(of: IndexPath(item: 4, section: 0)))
        #expect(stage.source.calls.isEmpty)
        // selectItem selects without telling the delegate, and the selection follows scrolling.
        cv.allowsSelection = true
        cv.selectItem(at: IndexPath(item: 200 / 10, section: 0), animated: false, scrollPosition: .top)
        #expect(stage.source.calls.isEmpty)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 20, section: 0)])
        #expect(cv.contentOffset.y == min(660, cv.contentSize.height - 844))
        #expect(cv.cellForItem(at: IndexPath(item: 20, section: 0))?.isSelected == true)
    }
}
