import Foundation
import OpenUIKit

/// A table view delegate that records what the table tells it about highlighting and selection
/// — `didHighlightRowAt`, `didUnhighlightRowAt`, `willSelectRowAt`, `didSelectRowAt`,
/// `willDeselectRowAt`, `didDeselectRowAt` — as ``RecordedEvent/call(_:_:arguments:returned:)``
/// values named after the method's argument label, with the row's index path, in the order
/// UIKit makes them.
///
/// Creating it makes it the table view's `delegate`. A table view holds its delegate weakly, as
/// UIKit's does, so keep the recorder for as long as you want calls recorded.
///
/// ```swift
/// let delegate = TableViewDelegateRecorder(tableView, name: "table")
/// app.tap(at: CGPoint(x: 100, y: 110))   // row 2 of 44-point rows
/// #expect(delegate.calls == [
///     .call("table", "didHighlightRowAt", at: [0, 2]), .call("table", "didUnhighlightRowAt", at: [0, 2]),
///     .call("table", "willSelectRowAt", at: [0, 2]), .call("table", "didSelectRowAt", at: [0, 2]),
/// ])
/// print(delegate.recorder)   // table.didHighlightRowAt([0, 2]) …
/// ```
///
/// The questions a table asks while it lays out and shows rows (heights, header and footer
/// views, `willDisplay`, `shouldHighlightRowAt`, swipe actions, editing style) and the
/// scroll-view calls are not recorded: they do and answer what UIKit does when a delegate leaves
/// them out. `willSelectRowAt` and `willDeselectRowAt` answer the row they were asked about, as
/// UIKit's default does. Every delegate method is `open`: subclass the recorder to answer
/// differently, to act in a call, to be the table's data source too, or to record more calls
/// into ``recorder`` (call `super` in the recorded ones to keep the recording). Swift reaches a
/// protocol method only through the class that adopted the protocol, which is why the recorder
/// declares them all.
@MainActor @preconcurrency
open class TableViewDelegateRecorder: UITableViewDelegate {
    /// Where the calls are recorded.
    public let recorder: EventRecorder
    /// The name the events carry: the given one, else the table view's
    /// `accessibilityIdentifier`, else its class.
    public let name: String

    /// Becomes `tableView`'s delegate, recording its calls into `recorder` (a new one by
    /// default).
    public init(_ tableView: UITableView, name: String? = nil, into recorder: EventRecorder = EventRecorder()) {
        self.recorder = recorder
        self.name = name ?? tableView.accessibilityIdentifier ?? String(describing: type(of: tableView))
        tableView.delegate = self
    }

    /// The calls about this table view still in the recorder, in order (the other subjects of a
    /// shared recorder left out).
    public var calls: [RecordedEvent] {
        recorder.events.filter { $0.subject == name }
    }

    /// Records the delegate method whose argument label is `method`, about the row at `indexPath`.
    private func record(_ method: String, _ indexPath: IndexPath) {
        recorder.record(.call(name, method, at: indexPath))
    }

    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record("didHighlightRowAt", indexPath)
    }

    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record("didUnhighlightRowAt", indexPath)
    }

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willSelectRowAt", indexPath)
        return indexPath
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record("didSelectRowAt", indexPath)
    }

    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willDeselectRowAt", indexPath)
        return indexPath
    }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record("didDeselectRowAt", indexPath)
    }

    // MARK: Not recorded: UIKit's defaults, for subclasses to override

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
