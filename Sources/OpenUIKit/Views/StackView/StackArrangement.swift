import Foundation

/// The constraints and spacer guides a stack view's settings call for, made fresh from its
/// arranged views (see ``UIStackView``). Items are views or the canvas: the stack view, or
/// its layout-margins guide when the arrangement is margins-relative.
@MainActor
package struct StackArrangement {
    /// The gap ``UIStackView/spacingUseSystem`` stands for.
    // UIKit divergence: UIKit's system spacing depends on the views (text uses baseline
    // distances); here it is the standard 8-point gap between siblings [CHOSEN].
    package static let systemSpacing: CGFloat = 8

    /// Priority of the constraint that keeps the breadth of a stack whose views do not fill
    /// it as small as its views allow (just above `fittingSizeLevel`) [CHOSEN].
    package static let spanningFitPriority = UILayoutPriority(51)
    /// Priority of `.fillProportionally`'s length shares [CHOSEN].
    package static let proportionalPriority = UILayoutPriority(999)
    /// Priority of `.equalCentering`'s equal centre distances [CHOSEN].
    package static let equalCenteringPriority = UILayoutPriority(999)
    /// Priority of the weak pulls that settle what stack constraints leave open: which view
    /// takes spare length in `.fill`, where a baseline-aligned row sits in a taller stack.
    package static let ambiguitySuppressionPriority = UILayoutPriority(25)

    /// What was made: constraints (inactive) and guides (not yet added).
    package struct Plan {
        package var constraints: [NSLayoutConstraint] = []
        package var guides: [UILayoutGuide] = []
    }

    /// The attributes of one axis: the start and end edges, the centre and the length.
    struct AxisAttributes {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, center: .centerX, length: .width)
        static let vertical = AxisAttributes(start: .top, end: .bottom, center: .centerY, length: .height)
    }

    let stack: UIStackView
    let canvas: AnyObject
    let along: AxisAttributes
    let across: AxisAttributes
    private var plan = Plan()

    package init(stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
    }

    /// The plan for the stack's current settings and arranged views.
    package func make() -> Plan {
        var builder = self
        let views = stack.arrangedSubviews
        guard !views.isEmpty else { return builder.plan }
        builder.arrangeAlongAxis(views)
        builder.distributeLengths(views.filter { !$0.isHidden })
        builder.alignAcrossAxis(views)
        return builder.plan
    }

    // MARK: Along the axis

    /// The chain from the canvas's start through every view to the canvas's end. Hidden views
    /// have zero length and no gap on either side; `.equalSpacing` and `.equalCentering` make
    /// the gaps minimums and add the spacer guides that even them out.
    private mutating func arrangeAlongAxis(_ views: [UIView]) {
        var previous: UIView?
        var previousVisible: UIView?
        var spacers: [UILayoutGuide] = []
        for view in views {
            if view.isHidden {
                add(view, along.length, .equal, nil, .notAnAttribute, multiplier: 0, 0, "UISV-hiding")
            }
            guard let edge = previous else {
                add(view, along.start, .equal, canvas, along.start, 0, "UISV-canvas-connection")
                previous = view
                if !view.isHidden { previousVisible = view }
                continue
            }
            guard !view.isHidden, let lastVisible = previousVisible else {
                add(view, along.start, .equal, edge, along.end, 0, "UISV-spacing")
                previous = view
                if !view.isHidden { previousVisible = view }
                continue
            }
            let gap = stack.effectiveSpacing(after: lastVisible)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(view, along.start, .equal, edge, along.end, gap, "UISV-spacing")
            case .equalSpacing:
                add(view, along.start, .greaterThanOrEqual, edge, along.end, gap, "UISV-spacing")
                spacers.append(spacer(from: (edge as AnyObject, along.end), to: (view as AnyObject, along.start)))
            case .equalCentering:
                add(view, along.start, .greaterThanOrEqual, edge, along.end, gap, "UISV-spacing")
                spacers.append(spacer(from: (lastVisible as AnyObject, along.center), to: (view as AnyObject, along.center)))
            }
            previous = view
            previousVisible = view
        }
        if let last = previous {
            add(last, along.end, .equal, canvas, along.end, 0, "UISV-canvas-connection")
        }
        if let first = spacers.first {
            let priority = stack.distribution == .equalCentering ? Self.equalCenteringPriority : .required
            for other in spacers.dropFirst() {
                add(other, along.length, .equal, first, along.length, 0, "UISV-fill-equally", priority: priority)
            }
        }
    }

    /// A guide spanning from one anchor to another, for the equal distributions.
    private mutating func spacer(
        from start: (AnyObject, NSLayoutConstraint.Attribute), to end: (AnyObject, NSLayoutConstraint.Attribute)
    ) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        plan.guides.append(guide)
        add(guide, along.start, .equal, start.0, start.1, 0, "UISV-distributing-edge")
        add(guide, along.end, .equal, end.0, end.1, 0, "UISV-distributing-edge")
        // Across the axis the guide follows the canvas, so it is never ambiguous.
        add(guide, across.start, .equal, canvas, across.start, 0, "UISV-distributing-edge")
        add(guide, across.length, .equal, nil, .notAnAttribute, multiplier: 0, 0, "UISV-distributing-edge")
        return guide
    }

    /// The length rules of each distribution among the visible views.
    private mutating func distributeLengths(_ visible: [UIView]) {
        guard let first = visible.first else { return }
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() {
                add(view, along.length, .equal, first, along.length, 0, "UISV-fill-equally")
            }
        case .fillProportionally:
            distributeProportionally(visible)
        case .fill:
            suppressFillAmbiguity(visible)
        case .equalSpacing, .equalCentering:
            break
        }
    }

    /// `.fillProportionally`: each view's length is its share of the intrinsic lengths times
    /// the canvas length less the gaps. With no intrinsic lengths at all, lengths are equal.
    private mutating func distributeProportionally(_ visible: [UIView]) {
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            let length = stack.axis == .horizontal ? size.width : size.height
            return length == UIView.noIntrinsicMetric ? 0 : max(0, length)
        }
        let total = lengths.reduce(0, +)
        guard total > 0, visible.count > 1 else {
            for view in visible.dropFirst() {
                add(view, along.length, .equal, visible[0], along.length, 0, "UISV-fill-equally")
            }
            return
        }
        let gaps = visible.dropLast().reduce(CGFloat(0)) { $0 + stack.effectiveSpacing(after: $1) }
        for (view, length) in zip(visible, lengths) {
            let share = length / total
            add(
                view, along.length, .equal, canvas, along.length, multiplier: share, -share * gaps,
                "UISV-fill-proportionally", priority: Self.proportionalPriority)
        }
    }

    /// `.fill` with spare or missing length and views of equal hugging (or compression
    /// resistance) leaves the solver free to pick who stretches; a weak pull on the other
    /// views' lengths makes it the last visible view with the lowest hugging priority [CHOSEN].
    private mutating func suppressFillAmbiguity(_ visible: [UIView]) {
        guard visible.count > 1 else { return }
        let axis = stack.axis
        let lowest = visible.map { $0.contentHuggingPriority(for: axis).rawValue }.min() ?? 0
        guard let stretcher = visible.last(where: { $0.contentHuggingPriority(for: axis).rawValue == lowest })
        else { return }
        for view in visible where view !== stretcher {
            add(
                view, along.length, .equal, nil, .notAnAttribute, multiplier: 0, 0,
                "UISV-ambiguity-suppression", priority: Self.ambiguitySuppressionPriority)
        }
    }

    // MARK: Across the axis

    /// Alignment: the first visible view (the reference) is connected to the canvas, the
    /// others are aligned with it; visible views that do not fill the breadth are kept inside
    /// it (`UISV-spanning-boundary`), and the breadth shrinks to them when nothing else sets
    /// it (`UISV-spanning-fit`).
    private mutating func alignAcrossAxis(_ views: [UIView]) {
        guard let reference = views.first(where: { !$0.isHidden }) ?? views.first else { return }
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let aligned: [NSLayoutConstraint.Attribute]
        var connected: [NSLayoutConstraint.Attribute] = []
        switch alignment {
        case .fill:
            aligned = [across.start, across.end]
            connected = aligned
        case .leading:
            aligned = [across.start]
            connected = aligned
        case .trailing:
            aligned = [across.end]
            connected = aligned
        case .center:
            aligned = [across.center]
            connected = aligned
        case .firstBaseline:
            aligned = [.firstBaseline]
        case .lastBaseline:
            aligned = [.lastBaseline]
        }
        for attribute in connected {
            add(reference, attribute, .equal, canvas, attribute, 0, "UISV-canvas-connection")
        }
        for view in views where view !== reference {
            for attribute in aligned {
                add(view, attribute, .equal, reference, attribute, 0, "UISV-alignment")
            }
        }
        guard alignment != .fill else { return }
        for view in views where !view.isHidden {
            if !connected.contains(across.start) {
                add(view, across.start, .greaterThanOrEqual, canvas, across.start, 0, "UISV-spanning-boundary")
            }
            if !connected.contains(across.end) {
                add(view, across.end, .lessThanOrEqual, canvas, across.end, 0, "UISV-spanning-boundary")
            }
        }
        add(
            canvas, across.length, .equal, nil, .notAnAttribute, multiplier: 0, 0, "UISV-spanning-fit",
            priority: Self.spanningFitPriority)
        if alignment == .firstBaseline || alignment == .lastBaseline {
            // In a stack taller than its row, the row sits at the top.
            for view in views where !view.isHidden {
                add(
                    view, across.start, .equal, canvas, across.start, 0, "UISV-ambiguity-suppression",
                    priority: Self.ambiguitySuppressionPriority)
            }
        }
    }

    // MARK: Making constraints

    private mutating func add(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        _ constant: CGFloat, _ identifier: String, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        plan.constraints.append(constraint)
    }
}
