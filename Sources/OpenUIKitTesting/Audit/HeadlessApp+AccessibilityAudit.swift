import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Audits the key window (or `view`'s part of its window) for accessibility problems, as
    /// XCTest's `performAccessibilityAudit(for:_:)` does on a device, without one: each
    /// category of `auditTypes` is checked by the rule its ``AccessibilityAuditType`` constant
    /// states, contrast on rendered pixels, Dynamic Type by a real re-layout at the largest
    /// accessibility size, touch areas through the window's real `hitTest`.
    ///
    /// `issueHandler` sees every issue and returns true to ignore it. Each issue it does not
    /// ignore is reported as a test failure (to `reporter`, else ``failureReporter``) naming
    /// the element, its frame in the window and the reason. Returns the issues not ignored.
    ///
    /// Run it at rest (after ``settle(timeout:reporter:fileID:filePath:line:column:)``): an
    /// animation in flight draws and places views where they will not stay.
    @discardableResult
    public func auditAccessibility(
        of view: UIView? = nil, for auditTypes: AccessibilityAuditType = .all, reporter: TestFailureReporter? = nil,
        _ issueHandler: ((AccessibilityAuditIssue) -> Bool)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> [AccessibilityAuditIssue] {
        runTurn()
        let root: UIView
        if let view {
            root = view
        } else {
            guard let key = application.windows.last(where: { $0.isKeyWindow && !$0.isHidden }) ?? window else {
                Fatal.stop("auditAccessibility(): the application has no key window to audit; make one with makeWindow(rootViewController:frame:)")
            }
            root = key
        }
        let issues = Self.audit(root, types: auditTypes, skipsAnimatingViews: false, runTurn: { runTurn() })
            .filter { !(issueHandler?($0) ?? false) }
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for issue in issues {
            (reporter ?? failureReporter).report(TestFailure(message: "Accessibility audit: \(issue.description)", location: location))
        }
        return issues
    }

    /// The audit itself, reporting nothing: the issues `root`'s part of its window has.
    static func audit(
        _ root: UIView, types: AccessibilityAuditType, skipsAnimatingViews: Bool, runTurn: () -> Void
    ) -> [AccessibilityAuditIssue] {
        guard let window = root as? UIWindow ?? root.window else {
            Fatal.stop("auditAccessibility: \(root) is not in a window; add it to one first")
        }
        var audit = AccessibilityAudit(window: window, root: root, types: types, skipsAnimatingViews: skipsAnimatingViews)
        return audit.run(runTurn: runTurn)
    }

    /// After an action (the last finger lifted, a key released, any other input) with
    /// ``auditsAfterEachAction`` on: audits the key window for ``afterActionAuditTypes``,
    /// leaving out views whose layers are still animating, and reports each issue not ignored
    /// by ``afterActionIssueHandler`` as a failure naming the input.
    func auditAfterAction(_ input: InputEvent) {
        switch input {
        case .key(let key) where key.isDown: return
        case .shake(.began, _): return
        default: break
        }
        guard let key = application.windows.last(where: { $0.isKeyWindow && !$0.isHidden }) ?? window else { return }
        let issues = Self.audit(key, types: afterActionAuditTypes, skipsAnimatingViews: true, runTurn: { runTurn() })
            .filter { !(afterActionIssueHandler?($0) ?? false) }
        for issue in issues {
            failureReporter.report(
                TestFailure(
                    message: "Accessibility audit after \(Self.actionName(input)) at \(now) s: \(issue.description)",
                    location: TestSourceLocation()))
        }
    }

    private static func actionName(_ input: InputEvent) -> String {
        switch input {
        case .touch, .touches: "a touch sequence"
        case .key: "a key press"
        case .text: "typed text"
        case .shake: "a shake"
        case .remoteControl(let subtype, _): "remote control \(subtype)"
        }
    }
}

extension UIView {
    /// Audits the view's part of its window for accessibility problems, with the same rules
    /// as ``HeadlessApp/auditAccessibility(of:for:reporter:_:fileID:filePath:line:column:)``,
    /// and returns the issues `issueHandler` does not ignore, reporting nothing. The Dynamic
    /// Type check runs turns of the window's application.
    public func auditAccessibility(
        for auditTypes: AccessibilityAuditType = .all, _ issueHandler: ((AccessibilityAuditIssue) -> Bool)? = nil
    ) -> [AccessibilityAuditIssue] {
        let application = (self as? UIWindow ?? window)?.application
        application?.runLoop.runTurn()
        return HeadlessApp.audit(self, types: auditTypes, skipsAnimatingViews: false) { application?.runLoop.runTurn() }
            .filter { !(issueHandler?($0) ?? false) }
    }
}
