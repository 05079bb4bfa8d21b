import Foundation
import OpenUIKit

/// Changes a soak scene from inside its own event handlers, as real apps do: a view removes
/// itself (or an ancestor) in `touchesBegan`, a gesture action disables a recognizer, a button's
/// action makes the text field first responder, a handler adds a new view under the finger.
///
/// The scene calls ``handlerRan()`` from every instrumented touch method, gesture action and
/// control action; each time, with a small seeded chance, one change is made right there,
/// while the event is being delivered. The kinds of change:
/// - **detach**: a target view (with its subtree) leaves the tree, kept to be put back;
/// - **reattach**: a detached view goes back into its old parent;
/// - **drop**: a detached view the soak added (with its subtree) is forgotten by the scene:
///   nothing of the soak holds it any more, so it must deallocate once no touch does (checked
///   when the scene is quiescent);
/// - **add**: a new view with a tap, pan or long-press recognizer (and sometimes a button
///   inside it) appears in the content;
/// - **toggle recognizer**: a recognizer is disabled (or enabled again);
/// - **first responder**: the text field becomes or resigns first responder;
/// - **toggle view**: a target's `isUserInteractionEnabled` or `isHidden` is set, or put back.
///
/// The scene stays alive over a long run: the views it was built with are detached and put
/// back but never dropped, added views are dropped and replaced (at most `addedViewLimit`
/// alive at once), and a hidden or disabled view is more likely put back than another one
/// hidden, so most of the tree takes input at any time.
///
/// The changes come from their own generator (seeded from the run's seed), and handlers run
/// in the same order for the same input, so a recording of the input and the seed reproduce a
/// run with its changes.
@MainActor @preconcurrency
public final class SoakMutator {
    /// The kinds of change, counted in ``counts``.
    public enum Kind: String, CaseIterable, Sendable {
        case detach, reattach, drop, add, toggleRecognizer, firstResponder, toggleView
    }

    /// In how many handler calls out of a thousand a change is made.
    public let perMille: Int
    /// How many changes of each kind were made.
    public private(set) var counts: [Kind: Int] = [:]
    /// How many changes were made in all.
    public var mutationCount: Int { counts.values.reduce(0, +) }
    /// The last changes made, oldest first, as readable lines (for reports of a violation).
    public private(set) var recentChanges: [String] = []

    private var random: SoakGenerator
    private unowned let scene: SoakScene
    private var detached: [(view: UIView, parent: UIView)] = []
    private var dropped: [WeakView] = []
    /// How many views were added over the run (names them).
    private var added = 0
    /// The views added and not dropped yet.
    private var addedViews: [UIView] = []
    /// Set while a change is being made: a change that itself runs handlers (resigning first
    /// responder, removing a tracked view) does not start another.
    private var isChanging = false

    private struct WeakView {
        weak var view: UIView?
        let name: String
    }

    /// The most added views alive at once; the tree stays around the scene's size.
    static let addedViewLimit = 40

    init(scene: SoakScene, seed: UInt64, perMille: Int) {
        self.scene = scene
        self.random = SoakGenerator(seed: seed ^ 0x6D75_7461_7465)
        self.perMille = perMille
    }

    /// Called by the scene from every handler: maybe makes one change, now.
    public func handlerRan() {
        guard perMille > 0, !isChanging, random.below(1000) < perMille else { return }
        isChanging = true
        defer { isChanging = false }
        let kind = Kind.allCases[random.below(Kind.allCases.count)]
        if let change = perform(kind) {
            counts[kind, default: 0] += 1
            if recentChanges.count == 20 { recentChanges.removeFirst() }
            recentChanges.append("\(kind) \(change)")
        }
    }

    /// Views the scene dropped that are still alive, by name: checked when no touch is down
    /// (and the ledger has let go of its histories), when they must all be gone.
    func survivingDroppedViews() -> [String] {
        dropped.removeAll { $0.view == nil }
        return dropped.map(\.name)
    }

    /// Makes one change of `kind`; returns what it changed, or nil when none could be made.
    private func perform(_ kind: Kind) -> String? {
        switch kind {
        case .detach:
            let candidates = scene.targets.filter { $0.superview != nil && $0 !== scene.textField }
            guard let view = pick(candidates), let parent = view.superview else { return nil }
            view.removeFromSuperview()
            detached.append((view, parent))
            return name(view)
        case .reattach:
            guard !detached.isEmpty else { return nil }
            let (view, parent) = detached.remove(at: random.below(detached.count))
            parent.addSubview(view)
            return "\(name(view)) into \(name(parent))"
        case .drop:
            let droppable = detached.indices.filter { index in addedViews.contains { $0 === detached[index].view } }
            guard let index = pick(droppable) else { return nil }
            let view = detached.remove(at: index).view
            drop(view)
            return name(view)
        case .add:
            guard addedViews.count < Self.addedViewLimit else { return nil }
            added += 1
            let frame = CGRect(
                x: CGFloat(random.below(300)), y: CGFloat(random.below(1200)), width: 60 + CGFloat(random.below(120)),
                height: 40 + CGFloat(random.below(120)))
            let view = SoakView(frame: frame, ledger: scene.ledger, identifier: "added\(added)")
            view.isMultipleTouchEnabled = random.chance(50)
            let recognizer: UIGestureRecognizer =
                switch random.below(3) {
                case 0: UITapGestureRecognizer()
                case 1: UIPanGestureRecognizer()
                default: UILongPressGestureRecognizer()
                }
            scene.add(view, to: scene.scrollView)
            scene.attach(recognizer, to: view)
            addedViews.append(view)
            guard random.chance(50) else { return "\(name(view)) with a \(type(of: recognizer))" }
            let button = SoakButton(
                frame: CGRect(x: 8, y: 8, width: 44, height: 30), ledger: scene.ledger, identifier: "added\(added)Button")
            scene.add(button, to: view)
            return "\(name(view)) with a \(type(of: recognizer)) and a button"
        case .toggleRecognizer:
            guard let recognizer = pick(scene.recognizers) else { return nil }
            recognizer.isEnabled.toggle()
            return "\(type(of: recognizer)) on \(recognizer.view.map(name) ?? "no view") enabled \(recognizer.isEnabled)"
        case .firstResponder:
            let field = scene.textField
            if field.isFirstResponder {
                _ = field.resignFirstResponder()
                return "text field resigned"
            }
            _ = field.becomeFirstResponder()
            return "text field became first responder: \(field.isFirstResponder)"
        case .toggleView:
            guard let view = pick(scene.targets) else { return nil }
            // Put back what is off; turn something off a quarter of the time.
            if !view.isUserInteractionEnabled || view.isHidden {
                view.isUserInteractionEnabled = true
                view.isHidden = false
                return "\(name(view)) shown and interactive again"
            }
            guard random.chance(25) else { return nil }
            if random.chance(50) {
                view.isUserInteractionEnabled = false
                return "\(name(view)) isUserInteractionEnabled false"
            }
            view.isHidden = true
            return "\(name(view)) isHidden true"
        }
    }

    /// Forgets `view` and everything the mutator kept that would hold it: views of its subtree
    /// detached on their own go with it, and so do views detached from inside it earlier (their
    /// record of the parent to go back into would otherwise keep the dropped view alive), and
    /// views detached from inside those, until nothing kept refers into a dropped subtree.
    private func drop(_ view: UIView) {
        var roots = [view]
        while let root = roots.popLast() {
            scene.forget(root)
            addedViews.removeAll { $0.isDescendant(of: root) }
            dropped.append(WeakView(view: root, name: name(root)))
            detached.removeAll { $0.view.isDescendant(of: root) }
            let orphans = detached.filter { $0.parent.isDescendant(of: root) }
            detached.removeAll { $0.parent.isDescendant(of: root) }
            roots.append(contentsOf: orphans.map(\.view))
        }
    }

    private func name(_ view: UIView) -> String { SoakTouchLedger.name(of: view) }

    private func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[random.below(elements.count)]
    }
}
