import Foundation
import OpenUIKit

/// The text of the `recursiveDescription` strategy.
@MainActor
enum HierarchyDescription {
    /// One line per view, depth-first, each indented by " | " per level:
    /// `<UILabel; frame = (16 8; 200 21); text = 'Hello'>`.
    static func describe(_ root: UIView) -> String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + line(view))
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ view: UIView) -> String {
        let f = view.frame
        var parts = ["\(type(of: view))", "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let button = view as? UIButton, let title = button.title(for: .normal) { parts.append("title = '\(title)'") }
        if let field = view as? UITextField, let text = field.text, !text.isEmpty { parts.append("text = '\(text)'") }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { parts.append("identifier = '\(identifier)'") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
