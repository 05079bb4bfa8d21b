import Foundation

/// The accessibility elements of an application's windows in the order an assistive
/// technology reads them, as VoiceOver walks a screen.
///
/// - An object that ``UIResponder/isAccessibilityElement`` is one element; what is inside it
///   is not visited.
/// - Hidden views, views at alpha below 0.01, and objects with
///   ``UIResponder/accessibilityElementsHidden`` are skipped with their contents.
/// - A container lists its ``UIResponder/accessibilityElements`` (or
///   `accessibilityElement(at:)`) in the order given; otherwise its subviews, whose elements
///   join their neighbours and are ordered by position: in rows from top to bottom (an element
///   starting above the middle of the first one in a row shares its row), leading to trailing
///   within a row.
/// - A container with ``UIResponder/shouldGroupAccessibilityChildren`` keeps its elements
///   together, ordered among its neighbours by their joint frame; so does a container with
///   explicit elements.
/// - A visible subview with ``UIResponder/accessibilityViewIsModal`` hides its siblings (the
///   frontmost one wins).
@MainActor
package enum AccessibilityTree {
    /// The elements of the visible windows, back window first.
    package static func elements(in windows: [UIWindow]) -> [UIResponder] {
        var result: [UIResponder] = []
        for window in windows where !window.isHidden {
            result += flatten(sorted(items(in: window), direction: window.effectiveUserInterfaceLayoutDirection))
        }
        return result
    }

    /// An element, or a run of elements read together, with the frame it is ordered by.
    private struct Item {
        var elements: [UIResponder]
        var frame: CGRect
    }

    /// The items of `object` as a child of its container: itself when it is an element,
    /// otherwise its contents (one group when it groups them).
    private static func items(forChild object: UIResponder, direction: UIUserInterfaceLayoutDirection) -> [Item] {
        if isHidden(object) { return [] }
        if object.isAccessibilityElement { return [Item(elements: [object], frame: object.accessibilityFrame)] }
        let inner = items(in: object)
        if object.shouldGroupAccessibilityChildren, !inner.isEmpty {
            return [group(flatten(sorted(inner, direction: direction)))]
        }
        return inner
    }

    /// The items inside a container.
    private static func items(in container: UIResponder) -> [Item] {
        let direction = (container as? UIView)?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let count = container.accessibilityElementCount()
        if count > 0 {
            // Explicit elements: kept in their order, as one group.
            var elements: [UIResponder] = []
            for index in 0..<count {
                guard let child = container.accessibilityElement(at: index) as? UIResponder else { continue }
                elements += flatten(sorted(items(forChild: child, direction: direction), direction: direction))
            }
            return elements.isEmpty ? [] : [group(elements)]
        }
        guard let view = container as? UIView else { return [] }
        var children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !isHidden($0) }) { children = [modal] }
        return children.flatMap { items(forChild: $0, direction: direction) }
    }

    private static func group(_ elements: [UIResponder]) -> Item {
        let frame = elements.map(\.accessibilityFrame).reduce(CGRect.null) { $0.union($1) }
        return Item(elements: elements, frame: frame.isNull ? .zero : frame)
    }

    private static func isHidden(_ object: UIResponder) -> Bool {
        if object.accessibilityElementsHidden { return true }
        guard let view = object as? UIView else { return false }
        return view.isHidden || view.alpha < 0.01
    }

    /// Reading order by position: rows top to bottom, leading to trailing within a row.
    private static func sorted(_ items: [Item], direction: UIUserInterfaceLayoutDirection) -> [Item] {
        guard items.count > 1 else { return items }
        let byTop = items.enumerated().sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
        var rows: [[(offset: Int, element: Item)]] = []
        for item in byTop {
            if let first = rows.last?.first, item.element.frame.minY < first.element.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                let (x, y) =
                    direction == .rightToLeft
                    ? (-a.element.frame.maxX, -b.element.frame.maxX) : (a.element.frame.minX, b.element.frame.minX)
                return (x, a.offset) < (y, b.offset)
            }.map(\.element)
        }
    }

    private static func flatten(_ items: [Item]) -> [UIResponder] { items.flatMap(\.elements) }
}
