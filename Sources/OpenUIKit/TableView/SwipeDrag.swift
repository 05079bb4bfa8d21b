import Foundation

/// The geometry of one row's swipe, shared by table rows and list rows: which edge the
/// actions come from, how far the row's content has moved, and what the lift does.
///
/// Offsets are signed: positive moves the content towards the trailing side (leading actions
/// revealed at the left), negative towards the leading side (trailing actions at the right).
/// The content follows the finger up to the actions' width, or up to the whole row when the
/// configuration performs its first action on a full swipe; at the lift the row performs the
/// first action (dragged past ``fullSwipeDistance``), opens (more than half the actions
/// revealed) or closes.
struct SwipeDrag {
    /// What the lift does.
    enum Ending: Equatable {
        case open
        case close
        case performFirstAction
    }

    /// How much of the row's width a drag must pass to perform the first action
    /// [CHOSEN: UIKit does not publish its threshold; about 60 % matches iOS's feel].
    static let fullSwipeFraction: CGFloat = 0.6

    /// Whether the actions are the leading ones (revealed by a swipe towards the trailing edge).
    let leading: Bool
    /// The width of the actions fully revealed.
    let revealWidth: CGFloat
    /// The row's width: how far a full swipe may drag the content.
    let rowWidth: CGFloat
    /// Whether dragging far enough performs the first action
    /// (`UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`).
    let performsFirstActionWithFullSwipe: Bool
    /// How far the content is moved now.
    private(set) var offset: CGFloat = 0
    /// The offset when the current drag began.
    private var dragStart: CGFloat = 0

    init(leading: Bool, revealWidth: CGFloat, rowWidth: CGFloat, performsFirstActionWithFullSwipe: Bool) {
        self.leading = leading
        self.revealWidth = revealWidth
        self.rowWidth = rowWidth
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    private var sign: CGFloat { leading ? 1 : -1 }

    /// The distance past which the lift performs the first action: 60 % of the row, and
    /// always past the fully revealed actions.
    var fullSwipeDistance: CGFloat { max(revealWidth + 1, rowWidth * Self.fullSwipeFraction) }

    /// The offset of the row held open.
    var openOffset: CGFloat { revealWidth * sign }

    /// A new drag begins from where the content is.
    mutating func beginDrag() { dragStart = offset }

    /// The content follows a drag that has moved `translation` points across since it began.
    mutating func follow(translation: CGFloat) {
        let limit = performsFirstActionWithFullSwipe ? max(revealWidth, rowWidth) : revealWidth
        let moved = (dragStart + translation) * sign
        offset = min(limit, max(0, moved)) * sign
    }

    /// Sets the offset outright (opening or closing the row).
    mutating func settle(at offset: CGFloat) { self.offset = offset }

    /// What the lift does from the current offset.
    var ending: Ending {
        let distance = abs(offset)
        if performsFirstActionWithFullSwipe && distance > fullSwipeDistance { return .performFirstAction }
        return distance > revealWidth / 2 ? .open : .close
    }
}
