import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view with a fixed intrinsic size, like a label with fixed text.
@MainActor
final class IntrinsicView: UIView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, _ size: CGSize) {
        contentSize = size
        super.init(frame: .zero)
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { contentSize }
}

@MainActor @Suite struct AutoLayoutTests {
    /// A window holding a translating container of `size` at (0, 0).
    private func scene(_ size: CGSize = CGSize(width: 400, height: 300)) -> (HeadlessApp, UIView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        container.accessibilityIdentifier = "container"
        window.addSubview(container)
        app.runTurn()
        return (app, container)
    }

    private func constrained(_ name: String, in container: UIView) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test("Defaults: priorities, translatesAutoresizingMaskIntoConstraints, margins, hugging and compression")
    func defaults() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let view = UIView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(!constraint.isActive && constraint.priority == .required && constraint.multiplier == 0)
        #expect(NSLayoutConstraint.Attribute.leading.rawValue == 5 && NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    }

    @Test("A row of equal-width views with equal spacing; a spacing change inside an animation block animates the frames")
    func rowOfEqualWidths() {
        let (app, container) = scene()
        let views = (0..<5).map { constrained("v\($0)", in: container) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)]
        var spacings: [NSLayoutConstraint] = []
        for (left, right) in zip(views, views.dropFirst()) {
            let spacing = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
            spacings.append(spacing)
            constraints += [spacing, right.widthAnchor.constraint(equalTo: views[0].widthAnchor)]
        }
        constraints.append(container.trailingAnchor.constraint(equalTo: views[4].trailingAnchor, constant: 8))
        for view in views {
            constraints += [
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                view.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        // (400 − 6·8) / 5 = 70.4; lefts step by 78.4.
        let expectedLefts: [CGFloat] = [8, 86.4, 164.8, 243.2, 321.6]
        for (view, left) in zip(views, expectedLefts) {
            #expect(abs(view.frame.minX - left) < 1e-9 && abs(view.frame.width - 70.4) < 1e-9)
            #expect(view.frame.minY == 10 && view.frame.height == 20)
        }
        var completed: Bool?
        UIView.animate(withDuration: 0.3, animations: {
            for spacing in spacings { spacing.constant = 20 }
            container.layoutIfNeeded()
        }, completion: { completed = $0 })
        #expect(completed == nil, "the completion never runs before animate returns")
        // The model takes the new frames at once: (400 − 2·8 − 4·20) / 5 = 60.8, lefts 8, 88.8,
        // 169.6, 250.4, 331.2.
        let finalLefts: [CGFloat] = [8, 88.8, 169.6, 250.4, 331.2]
        for (view, left) in zip(views, finalLefts) {
            #expect(abs(view.frame.minX - left) < 1e-9 && abs(view.frame.width - 60.8) < 1e-9)
        }
        // Halfway through, the ease-in-out curve is at one half (to 1e-8: its control points
        // are Floats): what is shown lies midway between the old and the new frames.
        app.advance(by: 0.15)
        for (index, view) in views.enumerated() {
            let shown = view.layer.presentation()!.frame
            #expect(abs(shown.minX - (expectedLefts[index] + finalLefts[index]) / 2) < 1e-6)
            #expect(abs(shown.width - (70.4 + 60.8) / 2) < 1e-6)
        }
        #expect(completed == nil)
        app.advance(by: 0.15)
        #expect(completed == true)
        #expect(views.allSatisfy { $0.layer.animationKeys() == nil })
    }

    @Test("A constant change updates the installed constraint in place")
    func constantIsAnEdit() {
        let (app, container) = scene()
        let view = constrained("v", in: container)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        app.runTurn()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        width.constant = 70
        app.runTurn()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 70, height: 10))
        // Size constraints live on the view, pins on the common ancestor.
        #expect(width.isActive && !width.isBroken && view.constraints.count == 2 && container.constraints.count == 2)
    }

    @Test("A required constraint beats an optional one")
    func requiredBeatsOptional() {
        let (_, container) = scene()
        let view = constrained("v", in: container)
        let wish = view.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish, view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 10),
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5),
            view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 145, width: 100, height: 10))
    }

    @Test("Optional priorities are ordered: a higher one wins outright, even against several lower ones")
    func prioritiesOrder() {
        let (_, container) = scene()
        let view = constrained("v", in: container)
        func width(_ value: CGFloat, _ priority: Float) -> NSLayoutConstraint {
            let constraint = view.widthAnchor.constraint(equalToConstant: value)
            constraint.priority = UILayoutPriority(priority)
            return constraint
        }
        let high = width(0, 251)
        NSLayoutConstraint.activate([
            high, width(10, 250), width(10, 250), view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.width == 0)
        high.priority = UILayoutPriority(249)
        container.layoutIfNeeded()
        #expect(view.frame.width == 10)
    }

    @Test("Hugging and compression resistance share a row between two intrinsic sizes")
    func huggingAndCompression() {
        let (app, container) = scene(CGSize(width: 400, height: 100))
        let a = IntrinsicView("A", CGSize(width: 100, height: 20))
        let b = IntrinsicView("B", CGSize(width: 60, height: 20))
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            container.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        app.runTurn()
        #expect(a.frame.width == 316 && b.frame.width == 60)
        #expect(a.frame.height == 20 && b.frame.minX == 332)
        container.frame.size.width = 150
        app.runTurn()
        #expect(a.frame.width == 66 && b.frame.width == 60)
        container.frame.size.width = 184
        app.runTurn()
        #expect(a.frame.width == 100 && b.frame.width == 60)
        b.contentSize = CGSize(width: 80, height: 20)
        app.runTurn()
        #expect(a.frame.width == 80 && b.frame.width == 80)
    }

    @Test("Deactivating constraints takes them out of the layout")
    func deactivation() {
        let (_, container) = scene()
        let view = constrained("v", in: container)
        let narrow = view.widthAnchor.constraint(equalToConstant: 40)
        let wide = view.widthAnchor.constraint(equalToConstant: 90)
        wide.priority = .defaultLow
        NSLayoutConstraint.activate([
            narrow, wide, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.width == 40)
        NSLayoutConstraint.deactivate([narrow])
        #expect(!narrow.isActive && !container.constraints.contains { $0 === narrow })
        container.layoutIfNeeded()
        #expect(view.frame.width == 90)
        narrow.isActive = true
        container.layoutIfNeeded()
        #expect(view.frame.width == 40)
    }

    @Test("Unsatisfiable constraints: the newcomer is broken, logged as UIKit does, and layout goes on")
    func unsatisfiable() {
        let (app, container) = scene()
        let view = constrained("box", in: container)
        let first = view.widthAnchor.constraint(equalToConstant: 20)
        let second = view.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            first, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        app.log.clear()
        second.isActive = true
        app.runTurn()
        #expect(view.frame.width == 20)
        #expect(second.isActive && second.isBroken && !first.isBroken)
        #expect(app.log.messages.count == 1)
        let message = app.log.messages.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint box.width == 20   (active)>\""))
        #expect(message.contains("\"<NSLayoutConstraint box.width == 40   (active)>\""))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint box.width == 40   (active)>"))
        first.isActive = false
        second.constant = 30
        app.runTurn()
        #expect(!second.isBroken && view.frame.width == 30)
    }

    @Test("A constraint fighting a translated frame names the autoresizing constraint")
    func fightingTranslatedFrame() {
        let (app, container) = scene()
        app.log.clear()
        container.widthAnchor.constraint(equalToConstant: 100).isActive = true
        #expect(container.frame.width == 400)
        let message = app.log.messages.first ?? ""
        #expect(message.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& container.width == 400   (active)>"))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
    }

    @Test("updateConstraints runs before layout and its constant changes are in that layout")
    func updateConstraintsFeedsLayout() {
        final class Panel: UIView {
            var widthConstraint: NSLayoutConstraint?
            var wanted: CGFloat = 10
            /// The constraint passes, and each layout pass with the child's width on entry.
            let recorder = EventRecorder()
            override func updateConstraints() {
                recorder.record(.updateConstraints("panel"))
                widthConstraint?.constant = wanted
                super.updateConstraints()
            }
            override func layoutSubviews() {
                recorder.record(.call("panel", "layoutSubviews", arguments: ["child width: \(subviews[0].frame.width)"]))
                super.layoutSubviews()
            }
        }
        let app = HeadlessApp()
        let window = app.makeWindow()
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(panel)
        let child = constrained("child", in: panel)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        panel.widthConstraint = width
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            child.topAnchor.constraint(equalTo: panel.topAnchor),
        ])
        app.runTurn()
        panel.recorder.clear()
        panel.wanted = 55
        panel.setNeedsUpdateConstraints()
        app.runTurn()
        #expect(panel.recorder.take() == [
            .updateConstraints("panel"), .call("panel", "layoutSubviews", arguments: ["child width: 10.0"]),
        ])
        #expect(child.frame.width == 55)
    }

    @Test("Margins guide, safe area, centre anchors and baselines of views without one")
    func guidesAndCenters() {
        let (app, container) = scene(CGSize(width: 200, height: 100))
        let inset = constrained("inset", in: container)
        let centred = constrained("centred", in: container)
        let follower = constrained("follower", in: container)
        NSLayoutConstraint.activate([
            inset.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            inset.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
            inset.heightAnchor.constraint(equalToConstant: 10),
            centred.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            centred.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            centred.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            centred.heightAnchor.constraint(equalToConstant: 20),
            follower.firstBaselineAnchor.constraint(equalTo: centred.lastBaselineAnchor),
            follower.leftAnchor.constraint(equalTo: centred.rightAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        app.runTurn()
        // The container is at the top of a phone's window: the safe area starts under the
        // status bar, 47 points down.
        #expect(inset.frame == CGRect(x: 8, y: 47, width: 184, height: 10))
        #expect(centred.frame == CGRect(x: 50, y: 40, width: 100, height: 20))
        #expect(follower.frame == CGRect(x: 150, y: 60, width: 5, height: 5))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        app.runTurn()
        #expect(inset.frame == CGRect(x: 20, y: 47, width: 160, height: 10))
    }

    @Test("A custom layout guide spaces two views")
    func customGuide() {
        let (app, container) = scene(CGSize(width: 300, height: 100))
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        container.addLayoutGuide(spacer)
        let left = constrained("left", in: container)
        let right = constrained("right", in: container)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 30),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: container.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: container.topAnchor), left.heightAnchor.constraint(equalToConstant: 5),
            right.topAnchor.constraint(equalTo: container.topAnchor), right.heightAnchor.constraint(equalToConstant: 5),
        ])
        app.runTurn()
        #expect(right.frame == CGRect(x: 80, y: 0, width: 220, height: 5))
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 30, height: 1))
        #expect(container.layoutGuides.count == 1)
    }

    @Test("A hierarchy built with constraints outside the window works once added; removal drops crossing constraints")
    func hierarchyMoves() {
        let (app, container) = scene()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        let badge = constrained("badge", in: card)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.addSubview(card)
        app.runTurn()
        #expect(badge.frame == CGRect(x: 86, y: 4, width: 10, height: 10))
        let label = constrained("label", in: container)
        let crossing = label.leadingAnchor.constraint(equalTo: badge.leadingAnchor)
        NSLayoutConstraint.activate([
            crossing, label.topAnchor.constraint(equalTo: container.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 5), label.heightAnchor.constraint(equalToConstant: 5),
        ])
        app.runTurn()
        #expect(label.frame.minX == 96)
        #expect(container.constraints.contains { $0 === crossing })
        card.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(card.constraints.count == 2 && badge.constraints.count == 2)
        card.frame.size = CGSize(width: 60, height: 60)
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 46, y: 4, width: 10, height: 10))
    }

    @Test("systemLayoutSizeFitting gives the size the content's constraints ask for")
    func fittingSize() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = IntrinsicView("label", CGSize(width: 100, height: 20))
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 30))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 30))
        #expect(cell.frame.size == CGSize(width: 10, height: 10))
    }

    @Test("hasAmbiguousLayout tells a free position from a fixed one")
    func ambiguity() {
        let (app, container) = scene()
        let view = constrained("v", in: container)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        app.runTurn()
        #expect(view.hasAmbiguousLayout)
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 3).isActive = true
        app.runTurn()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 3, y: 0, width: 10, height: 10))
    }

    @Test("hasAmbiguousLayout sees a tie between equal compression resistances, on the uncompressed side too")
    func compressionTieIsAmbiguous() {
        // Two 80-pt views in a 100-pt row with equal compression resistance: which one gives
        // way is a tie. The one left at its intrinsic width can only move by shrinking (growing
        // costs its hugging), so a probe that only pushes upward misses it (app soak seed 1,
        // step 290,816: a label beside symbol images in a compressed horizontal stack view).
        let (app, container) = scene()
        let first = IntrinsicView("first", CGSize(width: 80, height: 20))
        let second = IntrinsicView("second", CGSize(width: 80, height: 20))
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100),
        ])
        app.runTurn()
        #expect(first.frame.width + second.frame.width == 100)
        #expect(first.hasAmbiguousLayout && second.hasAmbiguousLayout)
        second.setContentCompressionResistancePriority(UILayoutPriority(800), for: .horizontal)
        app.runTurn()
        #expect(first.frame.width == 20 && second.frame.width == 80)
        #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout)
    }

    @Test("hasAmbiguousLayout sees a view that could only give way by shrinking")
    func shrinkOnlyTieIsAmbiguous() {
        // An 80-pt view asked, at the same priority as its compression resistance, to be at most
        // 50 pt wide: every width from 50 to 80 costs the same. The engine keeps the width it
        // had (80) when the second wish arrives; from there only shrinking is free, so a probe
        // that only pushes upward would call the layout determined.
        let (app, container) = scene()
        let view = IntrinsicView("view", CGSize(width: 80, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        app.runTurn()
        #expect(view.frame.width == 80)
        #expect(!view.hasAmbiguousLayout)
        let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        cap.priority = view.contentCompressionResistancePriority(for: .horizontal)
        cap.isActive = true
        app.runTurn()
        #expect(view.frame.width == 80, "the scenario: the engine stays where it was in the tie")
        #expect(view.hasAmbiguousLayout)
        cap.priority = .defaultHigh + 1
        app.runTurn()
        #expect(view.frame.width == 50)
        #expect(!view.hasAmbiguousLayout)
    }

    @Test("Constraint descriptions follow UIKit's form")
    func descriptions() {
        let (_, container) = scene()
        let view = constrained("v", in: container)
        let constraint = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
        #expect(constraint.description == "<NSLayoutConstraint v.leading == container.leading + 8>")
        constraint.identifier = "pin"
        constraint.priority = .defaultHigh
        constraint.isActive = true
        #expect(constraint.description == "<NSLayoutConstraint:'pin' v.leading == container.leading + 8 @750   (active)>")
        #expect(constraint.firstItem === view && constraint.secondItem === container)
        #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .leading)
        #expect(constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 8)
    }

    @Test("A constraint's items are the view or guide it was made with, held weakly, active or not")
    func itemsHeldWeakly() {
        let (_, container) = scene()
        let view = constrained("v", in: container)
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let toGuide = view.topAnchor.constraint(equalTo: guide.bottomAnchor)
        #expect(toGuide.firstItem === view && toGuide.secondItem === guide)
        toGuide.isActive = true
        #expect(toGuide.firstItem === view && toGuide.secondItem === guide)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(width.firstItem === view && width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        var freed: UIView? = UIView()
        let toFreed = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: freed, attribute: .width, multiplier: 1, constant: 0)
        #expect(toFreed.secondItem === freed)
        freed = nil
        #expect(toFreed.secondItem == nil && toFreed.firstItem === view)
        toGuide.isActive = false
        #expect(toGuide.firstItem === view && toGuide.secondItem === guide && !toGuide.isActive)
    }
}
