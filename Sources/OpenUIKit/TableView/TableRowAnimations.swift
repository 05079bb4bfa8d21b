import Foundation

/// The row animation each change of a table view batch asked for, by the index path or
/// section the change named (before the update for deletions and reloads, after it for
/// insertions).
struct TableRowAnimations {
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]

    /// The animation of a row leaving — deleted (by itself or with its section) or the old
    /// cell of a reloaded row or section — at `indexPath` (before the update) in a section of
    /// `count` rows then.
    func leaving(_ indexPath: IndexPath, count: Int) -> UITableView.RowAnimation {
        if let animation = deletedRows[indexPath] {
            return animation.resolved(row: indexPath.row, count: count)
        }
        return (deletedSections[indexPath.section] ?? reloadedRows[indexPath] ?? reloadedSections[indexPath.section]
            ?? .fade).resolvedAsWhole
    }

    /// The animation of a row's new cell at `indexPath` (after the update) in a section of
    /// `count` rows: an inserted row (by itself or with its section), or the new cell of a
    /// reloaded row (`reloadedFrom`: its index path before the update) or of a reloaded
    /// section (`oldSection`: the section's index before the update).
    func arriving(
        _ indexPath: IndexPath, count: Int, reloadedFrom: IndexPath?, oldSection: Int?
    ) -> UITableView.RowAnimation {
        if let reloadedFrom {
            return (reloadedRows[reloadedFrom] ?? reloadedSections[reloadedFrom.section] ?? .fade).resolvedAsWhole
        }
        if let animation = insertedRows[indexPath] {
            return animation.resolved(row: indexPath.row, count: count)
        }
        let sectionAnimation =
            insertedSections[indexPath.section] ?? oldSection.flatMap { reloadedSections[$0] } ?? .fade
        return sectionAnimation.resolvedAsWhole
    }
}

extension UITableView.RowAnimation {
    /// What `.automatic` becomes for a row at `row` of a section of `count` rows: a row at the
    /// start of the section slides from the bottom and one at its end from the top, so it
    /// never passes under the section's header or footer [OBS: WWDC 2011 "UITableView Changes,
    /// Tips, Tricks", as reported in answers to "How does UITableViewRowAnimationAutomatic
    /// determine which animation to use?"]; any other row (and a row
    /// inserted or deleted alone in its section) fades [CHOSEN].
    func resolved(row: Int, count: Int) -> UITableView.RowAnimation {
        guard self == .automatic else { return self }
        if count <= 1 { return .fade }
        if row == 0 { return .bottom }
        if row == count - 1 { return .top }
        return .fade
    }

    /// What `.automatic` becomes for reloads and whole sections: a fade [CHOSEN].
    var resolvedAsWhole: UITableView.RowAnimation { self == .automatic ? .fade : self }
}

/// A cell still on screen for an update animation after its row left the table's shown rows
/// (deleted, reloaded, or moved out of view): it is neither visible to `visibleCells` nor to
/// `cellForRow(at:)`, and goes to the reuse queue when the animations on it end.
struct LeavingTableRow {
    let cell: UITableViewCell
    /// The row's index path when it left (before the update for a deleted row).
    let indexPath: IndexPath
    /// The cell's alpha before it faded out, given back when it goes to the reuse queue.
    var alpha: CGFloat = 1
}
