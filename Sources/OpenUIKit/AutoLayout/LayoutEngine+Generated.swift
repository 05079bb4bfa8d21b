import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Replaces the constraints the engine generates for an item: a translating view's frame,
    /// a constraint-driven view's intrinsic size, or a margins or safe-area guide's placement.
    package func regenerate(_ item: EngineItem) {
        removeGenerated(of: item)
        guard let node = item.node else { return }
        if let view = node as? UIView {
            let isFittingRoot = isScratch && view === root
            if view.layoutSettings.translatesAutoresizingMaskIntoConstraints && !isFittingRoot {
                generateFrame(for: item, of: view)
            } else {
                generateIntrinsicSize(for: item, of: view)
            }
        } else if let guide = node as? UILayoutGuide, let owner = guide.owningView, guide.kind != .custom {
            generatePlacement(for: item, of: guide, in: owner)
        }
        markChanged()
    }

    /// Brings the frame constraints of a translating view up to date with its frame.
    package func frameDidChange(of view: UIView) {
        guard let item = existingItem(for: view), item.generatedKind == .frame else { return }
        let frame = view.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(item.generated, values) {
            updateGenerated(constraint, constant: -Double(value))
        }
    }

    /// Brings a view's intrinsic-size constraints up to date.
    package func intrinsicContentSizeDidChange(of view: UIView) {
        guard let item = existingItem(for: view), case .intrinsic(let oldWidth, let oldHeight) = item.generatedKind
        else { return }
        let size = view.intrinsicContentSize
        let width = size.width == UIView.noIntrinsicMetric ? nil : size.width
        let height = size.height == UIView.noIntrinsicMetric ? nil : size.height
        guard (width == nil) == (oldWidth == nil), (height == nil) == (oldHeight == nil) else {
            return regenerate(item)
        }
        var index = 0
        for value in [width, height] {
            guard let value else { continue }
            updateGenerated(item.generated[index], constant: -Double(value))
            updateGenerated(item.generated[index + 1], constant: -Double(value))
            index += 2
        }
        item.generatedKind = .intrinsic(width: width, height: height)
    }

    /// Brings a margins guide's placement up to date with its view's margins.
    package func guidePlacementDidChange(_ guide: UILayoutGuide) {
        guard let item = existingItem(for: guide), item.generatedKind == .guide, let owner = guide.owningView
        else { return }
        if let constants = owner.generatedGuideConstants(for: guide) {
            for (constraint, constant) in zip(item.generated, constants) {
                updateGenerated(constraint, constant: constant)
            }
            return
        }
        let insets = Self.insets(of: guide, in: owner)
        let constants = [
            -Double(insets.left), -Double(insets.top), Double(insets.left + insets.right),
            Double(insets.top + insets.bottom),
        ]
        for (constraint, constant) in zip(item.generated, constants) {
            updateGenerated(constraint, constant: constant)
        }
    }

    private func generateFrame(for item: EngineItem, of view: UIView) {
        let frame = view.frame
        let mask = view.autoresizingMask
        let name = view.traceName
        let parts: [(Variable, CGFloat, StaticString)] = [
            (item.minX, frame.minX, "minX"), (item.minY, frame.minY, "minY"),
            (item.width, frame.width, "width"), (item.height, frame.height, "height"),
        ]
        for (variable, value, label) in parts {
            let constraint = Constraint(
                LinearExpression(terms: [Term(variable)], constant: -Double(value)), .equal)
            addGenerated(constraint, to: item, description: .frame(mask: mask, name: name, label: label, value: value))
        }
        item.generatedKind = .frame
    }

    private func generateIntrinsicSize(for item: EngineItem, of view: UIView) {
        let size = view.intrinsicContentSize
        let width = size.width == UIView.noIntrinsicMetric ? nil : size.width
        let height = size.height == UIView.noIntrinsicMetric ? nil : size.height
        let name = view.traceName
        // The axes one after the other, reading only the priorities each needs (a copy of the
        // whole settings and a list of the two axes cost more than the rest of this but the
        // solver).
        if let width {
            generateIntrinsicSize(
                width, for: item.width, label: "width", hugging: view.layoutSettings.horizontalHugging,
                resistance: view.layoutSettings.horizontalCompressionResistance, item: item, name: name)
        }
        if let height {
            generateIntrinsicSize(
                height, for: item.height, label: "height", hugging: view.layoutSettings.verticalHugging,
                resistance: view.layoutSettings.verticalCompressionResistance, item: item, name: name)
        }
        item.generatedKind = .intrinsic(width: width, height: height)
    }

    /// The hugging and compression-resistance pair of one axis.
    private func generateIntrinsicSize(
        _ value: CGFloat, for variable: Variable, label: StaticString, hugging: UILayoutPriority,
        resistance: UILayoutPriority, item: EngineItem, name: String
    ) {
        let expression = LinearExpression(terms: [Term(variable)], constant: -Double(value))
        addGenerated(
            Constraint(expression, .lessThanOrEqual, priority: Priority(Double(hugging.rawValue))), to: item,
            description: .contentSize(name: name, label: label, value: value, priority: hugging, isHugging: true))
        addGenerated(
            Constraint(expression, .greaterThanOrEqual, priority: Priority(Double(resistance.rawValue))), to: item,
            description: .contentSize(name: name, label: label, value: value, priority: resistance, isHugging: false))
    }

    /// A scroll view's guides: the content guide sits at the content's origin with the
    /// content size as a weak (priority 1) fallback that constraints override; the frame guide
    /// is the scroll view's bounds, following its origin. `constants` are the owner's answer
    /// to ``UIView/generatedGuideConstants(for:)``.
    private func generateScrollPlacement(
        for item: EngineItem, of guide: UILayoutGuide, in scrollView: UIView, constants: [Double]
    ) {
        let ownerItem = self.item(for: scrollView)
        let ownerName = guide.owningView?.traceName
        let isContent = guide.kind == .scrollContent
        let parts: [(LinearExpression, StaticString, Double)] = [
            (LinearExpression(terms: [Term(item.minX)], constant: constants[0]), "left", 1000),
            (LinearExpression(terms: [Term(item.minY)], constant: constants[1]), "top", 1000),
            (
                LinearExpression(
                    terms: isContent ? [Term(item.width)] : [Term(item.width), Term(ownerItem.width, -1)],
                    constant: constants[2]),
                "width", isContent ? 1 : 1000
            ),
            (
                LinearExpression(
                    terms: isContent ? [Term(item.height)] : [Term(item.height), Term(ownerItem.height, -1)],
                    constant: constants[3]),
                "height", isContent ? 1 : 1000
            ),
        ]
        for (expression, label, priority) in parts {
            addGenerated(
                Constraint(expression, .equal, priority: Priority(priority)), to: item,
                description: .guide(identifier: guide.identifier, owner: ownerName, label: label))
        }
        item.generatedKind = .guide
    }

    private func generatePlacement(for item: EngineItem, of guide: UILayoutGuide, in owner: UIView) {
        if let constants = owner.generatedGuideConstants(for: guide) {
            return generateScrollPlacement(for: item, of: guide, in: owner, constants: constants)
        }
        let ownerItem = self.item(for: owner)
        let insets = Self.insets(of: guide, in: owner)
        let ownerName = guide.owningView?.traceName
        let parts: [(LinearExpression, StaticString)] = [
            (LinearExpression(terms: [Term(item.minX)], constant: -Double(insets.left)), "left"),
            (LinearExpression(terms: [Term(item.minY)], constant: -Double(insets.top)), "top"),
            (
                LinearExpression(
                    terms: [Term(item.width), Term(ownerItem.width, -1)], constant: Double(insets.left + insets.right)),
                "width"
            ),
            (
                LinearExpression(
                    terms: [Term(item.height), Term(ownerItem.height, -1)],
                    constant: Double(insets.top + insets.bottom)),
                "height"
            ),
        ]
        for (expression, label) in parts {
            addGenerated(
                Constraint(expression, .equal), to: item,
                description: .guide(identifier: guide.identifier, owner: ownerName, label: label))
        }
        item.generatedKind = .guide
    }

    private static func insets(of guide: UILayoutGuide, in owner: UIView) -> UIEdgeInsets {
        guide.kind == .layoutMargins ? owner.layoutMarginsGuideInsets : owner.safeAreaInsets
    }

    /// UIKit's `h=--& v=--&` notation: margin, size, margin; `&` flexible, `-` fixed.
    static func maskNotation(_ mask: UIView.AutoresizingMask) -> String {
        func mark(_ part: UIView.AutoresizingMask) -> String { mask.contains(part) ? "&" : "-" }
        // With nothing flexible the far margin absorbs changes, hence `--&`.
        var h = mark(.flexibleLeftMargin) + mark(.flexibleWidth) + mark(.flexibleRightMargin)
        var v = mark(.flexibleTopMargin) + mark(.flexibleHeight) + mark(.flexibleBottomMargin)
        if h == "---" { h = "--&" }
        if v == "---" { v = "--&" }
        return "h=\(h) v=\(v)"
    }
}
