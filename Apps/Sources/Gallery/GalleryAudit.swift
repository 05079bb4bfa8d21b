import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `gallery --audit`: each screen, and each page the Modern tab pushes, built headless at an
/// iPhone's 3 pixels per point, settled, and run through the test kit's accessibility audit
/// (every category), in light and dark appearance. Prints one line per screen or page and
/// appearance with its issue count, then the issues; returns the total.
///
/// The scale is a phone's rather than the tour's 1×: at 1× the stems of 13-point text never
/// cover a whole pixel, and the contrast measured from the pixels comes out lower than the
/// colours' own.
@MainActor
enum GalleryAudit {
    static let scale: CGFloat = 3

    /// The Modern tab's pages the audit pushes and audits, by row title.
    // Limitation: Lists, Button Menus and Pickers have findings still (mostly in the library:
    // the list cells' accessories, the picker rows' fixed fonts, the compact and inline date
    // pickers' accessibility); each joins this list once it passes, and then the list gives
    // way to every Modern page.
    static let auditedModernPages: Set<String> = [
        "Menus", "Buttons", "Text Effects", "Symbols", "Dynamic Type", "Indicators", "Effects", "Sharing",
    ]

    static func run() -> Int {
        var total = 0
        for style in [UIUserInterfaceStyle.light, .dark] {
            let appearance = style == .dark ? "dark" : "light"
            for screen in GalleryScreen.allCases {
                total += audit(screen.rawValue, appearance: appearance, style: style, screen: screen, push: nil)
            }
            // The Modern tab's audited pages, each pushed onto the tab's navigation controller.
            for entry in ModernEntry.all where Self.auditedModernPages.contains(entry.title) {
                let name = "modern/" + entry.title.lowercased().replacingOccurrences(of: " ", with: "-")
                total += audit(name, appearance: appearance, style: style, screen: .modern, push: entry.make)
            }
        }
        return total
    }

    /// Builds `screen` in a fresh headless application in `style`, pushes the page `push`
    /// makes (if any) onto the screen's navigation controller, audits it, and prints its line
    /// and issues; returns the issue count.
    private static func audit(
        _ name: String, appearance: String, style: UIUserInterfaceStyle, screen: GalleryScreen,
        push: (@MainActor () -> UIViewController)?
    ) -> Int {
        let app = HeadlessApp(screenSize: GalleryRunner.screenSize, scale: Self.scale)
        app.application.makeCurrent()
        app.userInterfaceStyle = style
        let log = GalleryLog(stateFile: nil)
        let (window, gallery) = GalleryRunner.makeWindow(screen: screen, log: log)
        app.runTurn()
        if let push {
            guard let navigation = navigationController(in: gallery) else {
                fatalError("gallery audit: the \(screen.rawValue) screen has no navigation controller to push onto")
            }
            navigation.pushViewController(push(), animated: false)
            app.runTurn()
        }
        app.settle()
        var issues: [AccessibilityAuditIssue] = []
        app.auditAccessibility(reporter: TestFailureReporter { _ in }) { issue in
            // Limitation: OpenUIKit's UISegmentedControl is one element with no trait;
            // UIKit makes each segment a button element. Listed, not counted.
            if issue.auditType == .trait, issue.element is UISegmentedControl {
                print("gallery audit: ignored (library limitation): \(issue.description)")
                return true
            }
            issues.append(issue)
            return true
        }
        print("gallery audit: \(name) (\(appearance)): \(issues.count) issues")
        for issue in issues { print("  \(issue.description)") }
        withExtendedLifetime(window) {}
        return issues.count
    }

    /// The first navigation controller among `controller` and its descendants.
    private static func navigationController(in controller: UIViewController) -> UINavigationController? {
        if let navigation = controller as? UINavigationController { return navigation }
        for child in controller.children {
            if let found = navigationController(in: child) { return found }
        }
        return nil
    }
}
