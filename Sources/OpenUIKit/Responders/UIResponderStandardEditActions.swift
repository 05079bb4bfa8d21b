import Foundation

/// The standard edit commands a responder can carry out: cut, copy, paste, select, select all
/// and delete. Edit menus and keyboard shortcuts send them up the responder chain from the
/// first responder as ``ResponderAction/cut`` … ``ResponderAction/delete``.
///
/// A conforming responder implements all six; it narrows what is available at the moment by
/// overriding ``UIResponder/canPerformAction(_:withSender:)`` (copy only with a selection,
/// paste only when the pasteboard has text).
/// - Note: See https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions
// UIKit divergence: UIKit's methods are optional Objective-C requirements and
// "implements copy" means "has a copy: method"; here a responder implements the commands by
// conforming, and availability is decided by canPerformAction.
@MainActor @preconcurrency
public protocol UIResponderStandardEditActions: UIResponder {
    /// Removes the selection and puts it on the pasteboard.
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard.
    func copy(_ sender: Any?)
    /// Inserts the pasteboard's contents, replacing the selection.
    func paste(_ sender: Any?)
    /// Selects the item (the word) at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Removes the selection without touching the pasteboard.
    func delete(_ sender: Any?)
}

extension ResponderAction {
    /// The cut command.
    @MainActor public static let cut = ResponderAction(UIResponderStandardEditActions.cut, name: "cut")
    /// The copy command.
    @MainActor public static let copy = ResponderAction(UIResponderStandardEditActions.copy, name: "copy")
    /// The paste command.
    @MainActor public static let paste = ResponderAction(UIResponderStandardEditActions.paste, name: "paste")
    /// The select command.
    @MainActor public static let select = ResponderAction(UIResponderStandardEditActions.select, name: "select")
    /// The select-all command.
    @MainActor public static let selectAll = ResponderAction(UIResponderStandardEditActions.selectAll, name: "selectAll")
    /// The delete command.
    @MainActor public static let delete = ResponderAction(UIResponderStandardEditActions.delete, name: "delete")

    /// The standard edit commands in the order an edit menu lists them.
    @MainActor public static let standardEditActions: [ResponderAction] = [.cut, .copy, .paste, .select, .selectAll, .delete]
}
