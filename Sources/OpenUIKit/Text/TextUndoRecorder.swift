import Foundation

/// An editable text control whose user edits can be undone: ``UITextField`` and ``UITextView``.
@MainActor
protocol UndoableTextInput: UIResponder {
    /// Inserts the characters (with their styles) in `range` of the text now into `target` at
    /// `index`, editing `target` in place (this Foundation keeps part of every attributed string
    /// it creates for good, so a step makes at most one).
    func copyUndoableText(in range: NSRange, into target: NSMutableAttributedString, at index: Int)
    /// Puts `text` in place of `range` for an undo or redo, as an edit does (the delegate is
    /// asked and the change notifications are sent), restores the styles of `text`, and then
    /// selects `selection`. Returns false, changing nothing, when the delegate refuses.
    func applyUndoReplacement(in range: NSRange, with text: NSAttributedString, selection: NSRange) -> Bool
    /// The current selection in UTF-16 offsets.
    var undoableSelection: NSRange { get }
    /// The input's recorder of edits.
    var undoRecorder: TextUndoRecorder { get }
}

/// Records a text input's user edits with its ``UIResponder/undoManager`` (the window's), one
/// undo step per run of typing.
///
/// How edits make steps:
/// - Characters typed one after another at the caret extend one step; so do Backspace presses
///   deleting backwards one after another.
/// - A step ends, so the next edit begins a new one, when the selection moves other than by
///   the edit itself (a tap, an arrow key, code), when typing turns into deleting or back,
///   after a paste, a cut or a `delete(_:)` (each is a step of its own), when editing ends, and
///   after an undo or a redo.
/// - Undoing a step puts back the replaced characters with their styles and the selection the
///   step started with; redoing it puts the typed characters back with the caret after them.
/// - Setting the text in code forgets the input's steps (``forgetSteps(of:)``), as UIKit does.
// UIKit divergence: UIKit also ends a typing run after a pause in typing; with no wall clock
// in the core, only the events above end one here.
@MainActor
final class TextUndoRecorder {
    /// What a user edit was, to decide whether it extends the open step.
    enum EditKind {
        /// Characters typed (or inserted by the software keyboard).
        case typing
        /// Backspace.
        case deleting
        /// Paste, cut, delete and other commands: always a step of their own.
        case command
    }

    /// One undoable change: after it, `length` UTF-16 units at `location` replaced `replaced`.
    final class Step {
        var location: Int
        var length: Int
        let replaced: NSMutableAttributedString
        /// The selection to restore when the step is undone.
        let selection: NSRange
        let kind: EditKind

        init(location: Int, length: Int, replaced: NSMutableAttributedString, selection: NSRange, kind: EditKind) {
            self.location = location
            self.length = length
            self.replaced = replaced
            self.selection = selection
            self.kind = kind
        }
    }

    /// The step typing may still extend, with the undo manager it went to and that manager's
    /// registration count just after (a registration by anything else in between closes it).
    private var openStep: Step?
    private weak var openManager: UndoManager?
    private var openMark = 0

    /// Whether an undo or redo is being applied (its change is not recorded as an edit).
    private(set) var isApplying = false

    init() {}

    /// Ends the open step: the next edit starts a new one.
    func closeStep() { openStep = nil }

    /// Records that `input` is about to replace `range` with `replacement`, made by the user.
    /// Call after the delegate agreed and before the text changes.
    func willReplace(_ range: NSRange, with replacement: String, kind: EditKind, in input: some UndoableTextInput) {
        guard !isApplying else { return }
        guard let manager = input.undoManager, manager.isUndoRegistrationEnabled else {
            openStep = nil
            return
        }
        let insertedLength = (replacement as NSString).length
        if let step = openStep, openManager === manager, Self.registrationMark(of: manager) == openMark {
            switch (kind, step.kind) {
            case (.typing, .typing) where range.length == 0 && range.location == step.location + step.length:
                step.length += insertedLength
                return
            case (.deleting, .deleting) where insertedLength == 0 && step.length == 0
                && range.location + range.length == step.location:
                input.copyUndoableText(in: range, into: step.replaced, at: 0)
                step.location = range.location
                return
            default:
                break
            }
        }
        let replaced = NSMutableAttributedString(string: "")
        input.copyUndoableText(in: range, into: replaced, at: 0)
        let step = Step(
            location: range.location, length: insertedLength, replaced: replaced,
            selection: input.undoableSelection, kind: kind)
        register(step, for: input, with: manager)
        if kind == .command {
            openStep = nil
        } else {
            openStep = step
            openManager = manager
            openMark = Self.registrationMark(of: manager)
        }
    }

    /// Registers undoing `step` on `input` with `manager`.
    private func register(_ step: Step, for input: some UndoableTextInput, with manager: UndoManager) {
        // The manager keeps the closure, so the closure must not keep the manager.
        manager.registerUndo(withTarget: input) { [weak manager] input in
            guard let manager else { return }
            input.undoRecorder.apply(step, to: input, manager: manager)
        }
    }

    /// Undoes `step` (or redoes it, when it is a redo's inverse) and registers its inverse.
    private func apply(_ step: Step, to input: some UndoableTextInput, manager: UndoManager) {
        openStep = nil
        let range = NSRange(location: step.location, length: step.length)
        let current = NSMutableAttributedString(string: "")
        input.copyUndoableText(in: range, into: current, at: 0)
        let inverse = Step(
            location: step.location, length: step.replaced.length, replaced: current,
            selection: input.undoableSelection, kind: .command)
        isApplying = true
        let applied = input.applyUndoReplacement(in: range, with: step.replaced, selection: step.selection)
        isApplying = false
        guard applied else { return }
        register(inverse, for: input, with: manager)
    }

    /// Forgets every step of `input` (its text was set in code).
    func forgetSteps(of input: some UndoableTextInput) {
        openStep = nil
        guard !isApplying else { return }
        input.undoManager?.removeAllActions(withTarget: input)
    }

    /// A number that changes whenever `manager` records anything.
    private static func registrationMark(of manager: UndoManager) -> Int {
        #if canImport(Darwin)
        // Foundation's manager does not tell; typing then extends its step regardless.
        return 0
        #else
        return manager.registrationCount
        #endif
    }
}
