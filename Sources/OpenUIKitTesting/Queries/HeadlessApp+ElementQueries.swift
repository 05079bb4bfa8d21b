import Foundation
import OpenUIKit

extension HeadlessApp: HeadlessElementTypeQueryProvider {
    /// Every element of `type` in the visible windows (windows included).
    public func descendants(matching type: HeadlessElement.ElementType) -> HeadlessElementQuery {
        HeadlessElementQuery(app: self, description: "app.\(HeadlessElementQuery.name(of: type))") { [application] in
            let roots = ElementNode.roots(of: application.windows)
            return (roots.flatMap { [$0] + $0.descendants }).filter { type == .any || $0.type == type }
        }
    }

    /// Every element of `type` at the top of the tree: the visible windows.
    public func children(matching type: HeadlessElement.ElementType) -> HeadlessElementQuery {
        HeadlessElementQuery(app: self, description: "app.children(matching: .\(type))") { [application] in
            ElementNode.roots(of: application.windows).filter { type == .any || $0.type == type }
        }
    }
}
