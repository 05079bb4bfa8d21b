import Foundation
import OpenUIKit

/// One element of the tree queries search: a subject, its type, and the elements inside it.
///
/// The tree is the views of the visible windows, pruned as an assistive technology sees
/// them: hidden views, views at alpha below 0.01 and `accessibilityElementsHidden` subtrees
/// are left out; a view is a node when it is an accessibility element, has an accessibility
/// identifier, or has a type other than ``HeadlessElement/ElementType/other`` (window, cell,
/// table, alert, …); other views are transparent, their nodes joining their superview's. The
/// contents of an accessibility element are not searched (a button's title label is the
/// button), except a cell's. A container's explicit `accessibilityElements` replace its
/// subviews. Order: windows in `UIApplication.windows` order, each depth-first, subviews back
/// to front — except a scroll view's, in screen order (top to bottom, then leading to
/// trailing), as cells are read.
@MainActor
final class ElementNode {
    let subject: ElementSubject
    let type: HeadlessElement.ElementType
    private(set) var children: [ElementNode] = []
    /// The subject's frame in screen coordinates, read once: for walks over a tree just
    /// built, during which nothing moves (the scroll-view sort, then the driver's JSON).
    /// Live reads (``HeadlessElement/frame``) ask the subject instead.
    private(set) lazy var frame: CGRect = subject.frame

    init(subject: ElementSubject, type: HeadlessElement.ElementType) {
        self.subject = subject
        self.type = type
    }

    /// The tree of `windows`: one node per visible window.
    static func roots(of windows: [UIWindow]) -> [ElementNode] {
        windows.flatMap { nodes(for: $0) }
    }

    /// Every node below this one, depth-first, each before its children.
    var descendants: [ElementNode] {
        var found: [ElementNode] = []
        var stack = children.reversed() as [ElementNode]
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The nodes `object` contributes: itself with its contents, or, when it is transparent,
    /// its contents' nodes.
    private static func nodes(for object: UIResponder) -> [ElementNode] {
        if object.accessibilityElementsHidden { return [] }
        if let view = object as? UIView, view.isHidden || view.alpha < 0.01 { return [] }
        let type = HeadlessElement.ElementType.of(object)
        let isElement = object.isAccessibilityElement
        var contents: [ElementNode] = []
        if !isElement || type == .cell {
            if let explicit = object.accessibilityElements {
                contents = explicit.flatMap { ($0 as? UIResponder).map(nodes(for:)) ?? [] }
            } else if let view = object as? UIView {
                contents = view.subviews.flatMap(nodes(for:))
                // A scroll view's content (cells, rows) in screen order, top to bottom, then
                // leading to trailing, whatever order reuse left the subviews in.
                // Each frame is read once (it walks the view's superview chain to the screen),
                // not at every comparison.
                if view is UIScrollView {
                    let keyed = contents.enumerated().map { (offset: $0.offset, node: $0.element, frame: $0.element.frame) }
                    contents = keyed.sorted { lhs, rhs in
                        let a = lhs.frame
                        let b = rhs.frame
                        if a.minY != b.minY { return a.minY < b.minY }
                        if a.minX != b.minX { return a.minX < b.minX }
                        return lhs.offset < rhs.offset
                    }.map(\.node)
                }
            }
        }
        let identifier = object.accessibilityIdentifier ?? ""
        guard isElement || !identifier.isEmpty || type != .other || object is UIAccessibilityElement else { return contents }
        let node = ElementNode(subject: .responder(object), type: type)
        node.children = contents
        return [node]
    }

    /// "Button "Save" (identifier: save; value: 1) at (x, y, w, h)".
    var summary: String {
        var text = type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
        if let label = subject.label, !label.isEmpty { text += " \"\(label)\"" }
        var details: [String] = []
        if let identifier = subject.identifier, !identifier.isEmpty { details.append("identifier: \(identifier)") }
        if let value = subject.value, !value.isEmpty { details.append("value: \(value)") }
        if !subject.isEnabled { details.append("disabled") }
        if !details.isEmpty { text += " (" + details.joined(separator: "; ") + ")" }
        let f = subject.frame
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        text += " at (\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))"
        text += " <\(String(describing: Swift.type(of: subject.object)))>"
        return text
    }
}
