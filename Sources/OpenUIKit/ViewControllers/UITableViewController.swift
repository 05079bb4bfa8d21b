import Foundation

/// A view controller whose view is a table view it serves as data source and delegate.
///
/// Subclasses override the data source and delegate methods they need. Swift calls a method
/// through a protocol only on the class that adopted the protocol, so this class declares each
/// method it answers as `open`, with UIKit's default, and a subclass's `override` is what the
/// table view reaches (see DIVERGENCES.md).
/// - Note: See https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table view is made with when the view loads.
    private let initialStyle: UITableView.Style

    /// Whether the selection is cleared each time the view is about to appear. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// The refresh control pulled above the table's content: the table view's own
    /// (`UIScrollView.refreshControl`); one set before the view loads is given to the table
    /// view it makes.
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl ?? pendingRefreshControl }
        set {
            if let table = viewIfLoaded as? UITableView {
                table.refreshControl = newValue
            } else {
                pendingRefreshControl = newValue
            }
        }
    }
    /// A refresh control set before the view loaded.
    private var pendingRefreshControl: UIRefreshControl?

    /// The bottom inset added to the table while the software keyboard covers it
    /// (``softwareKeyboardWillChangeFrame(to:)``).
    var keyboardInset: CGFloat = 0

    /// A controller whose table view has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table view; nib files do not exist here, both arguments are
    /// ignored.
    public override init(nibName: String?, bundle: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The table view: the controller's view (loaded on first access). Setting one that has no
    /// data source or delegate makes the controller both.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set {
            view = newValue
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
        }
    }

    /// Makes the table view, the size of the screen, with the controller as its data source
    /// and delegate.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.refreshControl = pendingRefreshControl
        pendingRefreshControl = nil
        view = tableView
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` says so.
    // UIKit divergence: the deselection is not animated alongside the transition.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView = viewIfLoaded as? UITableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: animated)
        }
    }

    /// Enters or leaves editing, and puts the table view in the same mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// One section by default.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows by default.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Subclasses with rows must override it: the default stops, as UIKit's controller does
    /// not answer it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        Fatal.stop(
            "\(type(of: self)) must override tableView(_:cellForRowAt:): UITableViewController does not make cells "
                + "(asked for \(indexPath))")
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate

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
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
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

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
