import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `gallery --audit`: each screen built headless at an iPhone's 3 pixels per point, settled,
/// and run through the test kit's accessibility audit (every category), in light and dark
/// appearance. Prints one line per screen and appearance with its issue count, then the
/// issues; returns the total.
///
/// The scale is a phone's rather than the tour's 1×: at 1× the stems of 13-point text never
/// cover a whole pixel, and the contrast measured from the pixels comes out lower than the
/// colours' own.
@MainActor
enum GalleryAudit {
    static let scale: CGFloat = 3

    static func run() -> Int {
        var total = 0
        for style in [UIUserInterfaceStyle.light, .dark] {
            for screen in GalleryScreen.allCases {
                let app = HeadlessApp(screenSize: GalleryRunner.screenSize, scale: Self.scale)
                app.application.makeCurrent()
                app.userInterfaceStyle = style
                let log = GalleryLog(stateFile: nil)
                let (window, _) = GalleryRunner.makeWindow(screen: screen, log: log)
                app.runTurn()
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
                let appearance = style == .dark ? "dark" : "light"
                print("gallery audit: \(screen.rawValue) (\(appearance)): \(issues.count) issues")
                for issue in issues { print("  \(issue.description)") }
                total += issues.count
                withExtendedLifetime(window) {}
            }
        }
        return total
    }
}
