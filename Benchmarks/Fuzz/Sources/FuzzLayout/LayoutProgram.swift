import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Bytes read as operations on a small view tree: each operation is one byte choosing what to
/// do, followed by the bytes it reads for which views, attributes and values. The tree has two
/// hierarchies — a window of a headless application and a detached container — and up to 24
/// views that the operations add, remove and move between them. Only uses UIKit accepts are
/// made (no view under its own descendant, no constraint between hierarchies, no active
/// constraint changed between required and optional), so every stop is a finding.
@MainActor
final class LayoutProgram {
    private var bytes: ArraySlice<UInt8>
    private let app = HeadlessApp()
    private let window: UIWindow
    private let shelf = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    private var pool: [FuzzSizedView] = []
    private var constraints: [NSLayoutConstraint] = []
    private var history: [String] = []

    private static let constants: [CGFloat] = [0, 1, -1, 8, 20, -20, 44, 100, 0.5, 1000, -300, 100_000]
    private static let multipliers: [CGFloat] = [1, 2, 0.5, -1, 0, 3, 0.25, 10]
    private static let priorities: [Float] = [1000, 999, 750, 250, 1, 500, 751, 50]
    private static let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .left, .right]
    private static let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
    private static let dimensions: [NSLayoutConstraint.Attribute] = [.width, .height]

    init(bytes: [UInt8]) {
        self.bytes = bytes[...]
        window = app.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Runs every operation, then lays out and checks once more.
    func run() {
        while let op = next() {
            step(op)
            if history.count > 400 { break }
        }
        layOutAndCheck()
    }

    private func next() -> UInt8? { bytes.popFirst() }

    private func byte() -> Int { Int(next() ?? 0) }

    private func value() -> CGFloat { CGFloat(byte()) }

    private func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[byte() % items.count] }

    private var parents: [UIView] { [window, shelf] + pool }

    private static func name(_ view: UIView) -> String { view.accessibilityIdentifier ?? "\(type(of: view))" }

    private func step(_ op: UInt8) {
        switch op % 14 {
        case 0:
            guard pool.count < 24, let parent = pick(parents) else { return }
            let view = FuzzSizedView(frame: CGRect(x: value(), y: value(), width: value(), height: value()))
            view.accessibilityIdentifier = "v\(pool.count)"
            view.translatesAutoresizingMaskIntoConstraints = byte() % 2 == 0
            pool.append(view)
            parent.addSubview(view)
            history.append("add \(Self.name(view)) to \(Self.name(parent)) tamic=\(view.translatesAutoresizingMaskIntoConstraints)")
        case 1:
            guard let view = pick(pool) else { return }
            view.removeFromSuperview()
            history.append("remove \(Self.name(view))")
        case 2:
            guard let view = pick(pool), let target = pick(parents) else { return }
            guard target !== view, !target.isDescendant(of: view) else { return }
            let index = byte()
            target.insertSubview(view, at: min(index % 4, target.subviews.count))
            history.append("move \(Self.name(view)) into \(Self.name(target)) at \(index % 4)")
        case 3:
            makeConstraint()
        case 4:
            guard let constraint = pick(constraints) else { return }
            if constraint.isActive {
                constraint.isActive = false
                history.append("deactivate \(constraint)")
            } else if canActivate(constraint) {
                constraint.isActive = true
                history.append("activate \(constraint)")
            }
        case 5:
            guard let constraint = pick(constraints), let constant = pick(Self.constants) else { return }
            constraint.constant = constant
            history.append("constant \(constant) of \(constraint)")
        case 6:
            guard let constraint = pick(constraints), let raw = pick(Self.priorities) else { return }
            let priority = UILayoutPriority(raw)
            if constraint.isActive, priority.rawValue >= 1000 || constraint.priority.rawValue >= 1000 { return }
            constraint.priority = priority
            history.append("priority \(raw) of \(constraint)")
        case 7:
            replaceMultiplier()
        case 8:
            guard let view = pick(pool) else { return }
            let width = byte(), height = byte()
            view.intrinsicSize = CGSize(
                width: width < 32 ? UIView.noIntrinsicMetric : CGFloat(width),
                height: height < 32 ? UIView.noIntrinsicMetric : CGFloat(height))
            history.append("intrinsic \(view.intrinsicSize) of \(Self.name(view))")
        case 9:
            guard let view = pick(pool), let raw = pick(Self.priorities) else { return }
            let axis: NSLayoutConstraint.Axis = byte() % 2 == 0 ? .horizontal : .vertical
            if byte() % 2 == 0 {
                view.setContentHuggingPriority(UILayoutPriority(raw), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(raw), for: axis)
            }
            history.append("content priority \(raw) on \(axis) of \(Self.name(view))")
        case 10:
            layOutAndCheck()
        case 11:
            let milliseconds = byte()
            app.advance(by: Double(milliseconds) / 1000)
            history.append("advance \(milliseconds) ms")
            check()
        case 12:
            guard let view = pick(parents.filter { $0 !== window }) else { return }
            view.frame = CGRect(x: value(), y: value(), width: value() * 2, height: value() * 2)
            history.append("frame \(view.frame) of \(Self.name(view))")
        default:
            guard let view = pick(pool) else { return }
            view.translatesAutoresizingMaskIntoConstraints.toggle()
            history.append("tamic \(view.translatesAutoresizingMaskIntoConstraints) of \(Self.name(view))")
        }
    }

    /// A constraint between two views (or a view and a constant size), activated when its
    /// items share a hierarchy.
    private func makeConstraint() {
        guard constraints.count < 48, let first = pick(pool + [shelf]) else { return }
        let kind = byte() % 3
        let family = [Self.horizontal, Self.vertical, Self.dimensions][kind]
        guard let firstAttribute = pick(family) else { return }
        var second: UIView? = pick(parents)
        if kind == 2, byte() % 3 == 0 { second = nil }
        var secondAttribute = pick(family) ?? firstAttribute
        if Self.isLeadingTrailing(firstAttribute) != Self.isLeadingTrailing(secondAttribute),
            kind == 0, !(firstAttribute == .centerX || secondAttribute == .centerX)
        {
            secondAttribute = firstAttribute
        }
        var multiplier = pick(Self.multipliers) ?? 1
        if kind != 2, multiplier == 0 { multiplier = 1 }
        let relation: NSLayoutConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][byte() % 3]
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
            constant: pick(Self.constants) ?? 0)
        constraint.priority = UILayoutPriority(pick(Self.priorities) ?? 1000)
        constraints.append(constraint)
        if canActivate(constraint) {
            constraint.isActive = true
        }
        history.append("make \(constraint) active=\(constraint.isActive)")
    }

    private static func isLeadingTrailing(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .leading || attribute == .trailing
    }

    /// Deactivates a constraint and puts an equal one with another multiplier in its place
    /// (a constraint's multiplier is fixed once made).
    private func replaceMultiplier() {
        guard !constraints.isEmpty else { return }
        let index = byte() % constraints.count
        guard let multiplier = pick(Self.multipliers) else { return }
        let old = constraints[index]
        guard let first = old.firstItem as? UIView else { return }
        let wasActive = old.isActive
        old.isActive = false
        let value = Self.dimensions.contains(old.firstAttribute) || multiplier != 0 ? multiplier : 1
        let replacement = NSLayoutConstraint(
            item: first, attribute: old.firstAttribute, relatedBy: old.relation, toItem: old.secondItem,
            attribute: old.secondAttribute, multiplier: old.secondItem == nil ? 1 : value, constant: old.constant)
        replacement.priority = old.priority
        constraints[index] = replacement
        if wasActive, canActivate(replacement) { replacement.isActive = true }
        history.append("multiplier \(value) replaces \(old)")
    }

    private func canActivate(_ constraint: NSLayoutConstraint) -> Bool {
        guard let first = constraint.firstItem as? UIView else { return false }
        guard let second = constraint.secondItem as? UIView else { return true }
        return Self.root(of: first) === Self.root(of: second)
    }

    private static func root(of view: UIView) -> UIView {
        var top = view
        while let superview = top.superview { top = superview }
        return top
    }

    private func layOutAndCheck() {
        window.layoutIfNeeded()
        shelf.layoutIfNeeded()
        for view in pool where view.window == nil { Self.root(of: view).layoutIfNeeded() }
        history.append("layout")
        check()
    }

    /// Every hierarchy's engine is sound and agrees with a fresh solve; every frame is finite.
    private func check() {
        var roots: [ObjectIdentifier: UIView] = [:]
        for view in parents { roots[ObjectIdentifier(Self.root(of: view))] = Self.root(of: view) }
        var found: [String] = []
        for root in roots.values {
            found += HeadlessApp.layoutEngineViolations(in: root, comparingFreshSolve: true)
                .map { "hierarchy of \(Self.name(root)): \($0)" }
        }
        for view in pool {
            let frame = view.frame
            if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                found.append("\(Self.name(view)) has a non-finite frame \(frame)")
            }
        }
        for constraint in constraints where constraint.isActive {
            if let second = constraint.secondItem as? UIView, let first = constraint.firstItem as? UIView,
                Self.root(of: first) !== Self.root(of: second)
            {
                found.append("\(constraint) is active across two hierarchies")
            }
        }
        guard found.isEmpty else {
            fatalError("layout engine broke its invariants:\n" + found.joined(separator: "\n")
                + "\nafter:\n" + history.suffix(60).joined(separator: "\n"))
        }
    }
}
