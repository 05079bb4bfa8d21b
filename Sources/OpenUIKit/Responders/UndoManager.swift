import Foundation

#if !canImport(Darwin)
/// A record of changes that can be undone and redone: Foundation's `UndoManager`, which
/// Foundation on Linux does not provide. Changes register a closure that puts things back
/// (``registerUndo(withTarget:handler:)``); registrations made between
/// ``beginUndoGrouping()`` and ``endUndoGrouping()`` are undone together. While undoing, what
/// the closures register goes onto the redo stack, and while redoing, back onto the undo
/// stack. Every window has one, which responders reach through
/// ``UIResponder/undoManager``.
/// - Note: See https://developer.apple.com/documentation/foundation/undomanager
// UIKit divergence: with `groupsByEvent` (the default) each registration made outside an
// explicit group is a group of its own; Foundation gathers all of one run-loop turn's into one.
@MainActor @preconcurrency
open class UndoManager {
    /// One registered change: the closure that reverses it and the object it acts on.
    private struct Action {
        weak var target: AnyObject?
        let run: @MainActor () -> Void
    }

    /// Changes undone or redone together, with the name the app gave them.
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The explicit groups open now, innermost last.
    private var openGroups: [Group] = []
    private var disabledCount = 0

    /// Whether a registration outside an explicit group is its own undo step (see the
    /// divergence above); true by default.
    open var groupsByEvent = true
    /// The most undo steps kept (the oldest go first); 0, the default, keeps them all.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Whether ``undo()`` is running its closures now.
    open private(set) var isUndoing = false
    /// Whether ``redo()`` is running its closures now.
    open private(set) var isRedoing = false

    public init() {}

    /// How many changes have been registered so far (text inputs use it to tell whether
    /// anything else registered since their last typing step).
    package private(set) var registrationCount = 0

    /// How many explicit groups are open.
    open var groupingLevel: Int { openGroups.count }
    /// Whether there is a change to undo.
    open var canUndo: Bool { undoStack.contains { !$0.actions.isEmpty } }
    /// Whether there is an undone change to redo.
    open var canRedo: Bool { redoStack.contains { !$0.actions.isEmpty } }
    /// The name of the change ``undo()`` would undo ("" when unnamed or none).
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the change ``redo()`` would redo ("" when unnamed or none).
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// Whether registrations are recorded (see ``disableUndoRegistration()``).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Records that `handler`, called with `target`, undoes a change just made. A plain
    /// registration clears what could be redone.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        registrationCount += 1
        let action = Action(target: target) { [weak target] in
            guard let target else { return }
            handler(target)
        }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
            return
        }
        if isUndoing {
            append(action, to: &redoStack)
        } else {
            if !isRedoing { redoStack.removeAll() }
            append(action, to: &undoStack)
            trim()
        }
        dropFreedTargetsIfGrown()
    }

    /// The steps kept after the last ``dropFreedTargetsIfGrown()`` that dropped anything.
    private var stepsAfterLastSweep = 0

    /// Drops the changes whose target was freed, which can never run (UIKit's objects remove
    /// theirs with ``removeAllActions(withTarget:)`` when freed, as Foundation asks of objects
    /// sharing a manager), and the steps left empty: a window's manager otherwise kept every
    /// step of every text view it ever had (`bench text-edit-memory … undo`, about 15 KB per
    /// text view edited and freed). Runs once the steps have doubled since the last time, so a
    /// registration stays cheap; never while undoing, redoing or grouping.
    // UIKit divergence: Foundation's manager leaves this to the objects, which remove their
    // changes when freed; here the manager drops them itself.
    private func dropFreedTargetsIfGrown() {
        guard !isUndoing, !isRedoing, openGroups.isEmpty else { return }
        guard undoStack.count + redoStack.count >= 2 * max(32, stepsAfterLastSweep) else { return }
        func strip(_ stack: inout [Group]) {
            for index in stack.indices { stack[index].actions.removeAll { $0.target == nil } }
            stack.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
        stepsAfterLastSweep = undoStack.count + redoStack.count
    }

    /// Adds `action` to the step being recorded by the running undo or redo, or as a step of
    /// its own.
    private func append(_ action: Action, to stack: inout [Group]) {
        if (isUndoing || isRedoing), let last = stack.indices.last, recordingStep {
            stack[last].actions.append(action)
        } else {
            stack.append(Group(actions: [action]))
            if isUndoing || isRedoing { recordingStep = true }
        }
    }
    /// Whether an undo or redo already began the step its closures' registrations fill.
    private var recordingStep = false

    /// Opens a group: what is registered until the matching ``endUndoGrouping()`` is one step.
    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    /// Closes the innermost group; the outermost becomes a step (when it holds anything).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            Fatal.stop("UndoManager.endUndoGrouping() called with no open group")
        }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
            return
        }
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            if !isRedoing { redoStack.removeAll() }
            undoStack.append(group)
            trim()
        }
    }

    /// Names the change being recorded (the open group, else the last step), as shown in
    /// "Undo <name>".
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the last step: its closures run, last registered first; what they register
    /// becomes the step ``redo()`` runs.
    open func undo() {
        guard openGroups.isEmpty else {
            Fatal.stop("UndoManager.undo() called with \(openGroups.count) undo group(s) still open")
        }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        recordingStep = false
        for action in group.actions.reversed() { action.run() }
        if recordingStep, !redoStack.isEmpty, redoStack[redoStack.count - 1].name.isEmpty {
            redoStack[redoStack.count - 1].name = group.name
        }
        recordingStep = false
        isUndoing = false
    }

    /// Redoes the last undone step; what its closures register becomes undoable again.
    open func redo() {
        guard openGroups.isEmpty else {
            Fatal.stop("UndoManager.redo() called with \(openGroups.count) undo group(s) still open")
        }
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        recordingStep = false
        for action in group.actions.reversed() { action.run() }
        if recordingStep, !undoStack.isEmpty, undoStack[undoStack.count - 1].name.isEmpty {
            undoStack[undoStack.count - 1].name = group.name
        }
        recordingStep = false
        isRedoing = false
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Forgets the changes registered for `target` (steps left empty are dropped).
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ stack: inout [Group]) {
            for index in stack.indices { stack[index].actions.removeAll { $0.target === target } }
            stack.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
    }

    /// Stops recording registrations until the matching ``enableUndoRegistration()``.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Records registrations again (after as many calls as ``disableUndoRegistration()`` had).
    open func enableUndoRegistration() {
        guard disabledCount > 0 else {
            Fatal.stop("UndoManager.enableUndoRegistration() called more often than disableUndoRegistration()")
        }
        disabledCount -= 1
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
}
#endif
