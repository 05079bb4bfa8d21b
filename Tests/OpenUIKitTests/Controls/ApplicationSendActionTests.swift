import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An application subclass that records every action passing through it and drops the ones
/// it is told to veto, as UIKit apps do by overriding `sendAction(_:to:from:for:)`. Each call is
/// `.call("application", "sendAction", arguments: [action, target, sender, event])`: the target's
/// class (`chain` for a nil target), the sender's identifier, the event's type (`nil` for none).
private final class ActionAuditingApplication: UIApplication {
    let audit = EventRecorder()
    var vetoed: Set<String> = []

    override func sendAction(_ action: ResponderAction, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let senderName = (sender as? UIView)?.accessibilityIdentifier ?? "?"
        let targetName = target.map { String(describing: type(of: $0)) } ?? "chain"
        let eventName = event.map { "\($0.type)" } ?? "nil"
        audit.record(.call("application", "sendAction", arguments: [action.name, targetName, senderName, eventName]))
        if vetoed.contains(action.name) { return false }
        return super.sendAction(action, to: target, from: sender, for: event)
    }
}

/// The target of the buttons' actions, recording each as `.action(name)`.
@MainActor
private final class DocumentActions {
    let received = EventRecorder()
    func save(_ sender: UIButton) { received.record(.action("save")) }
    func delete(_ sender: UIButton) { received.record(.action("delete")) }
}

/// A responder reached by a nil-targeted action.
@MainActor
private protocol ShareHandling: UIResponder {
    func share(_ sender: UIButton)
}

private final class SharingViewController: UIViewController, ShareHandling {
    var shares = 0
    func share(_ sender: UIButton) { shares += 1 }
}

@MainActor
@Suite struct ApplicationSendActionTests {
    @Test("A UIApplication subclass given to HeadlessApp is the shared application")
    func subclassIsShared() {
        let app = HeadlessApp(applicationClass: ActionAuditingApplication.self)
        #expect(app.application is ActionAuditingApplication)
        #expect(UIApplication.shared === app.application)
    }

    @Test("A button's target-actions pass through the overridden sendAction; a vetoed one never reaches its target")
    func auditAndVeto() throws {
        let app = HeadlessApp(applicationClass: ActionAuditingApplication.self)
        let application = try #require(app.application as? ActionAuditingApplication)
        let controller = SharingViewController()
        app.makeWindow(rootViewController: controller)
        let target = DocumentActions()

        let saveButton = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        saveButton.accessibilityIdentifier = "saveButton"
        saveButton.addTarget(target, action: ResponderAction(DocumentActions.save, name: "save"), for: .touchUpInside)
        controller.view.addSubview(saveButton)

        let deleteButton = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        deleteButton.accessibilityIdentifier = "deleteButton"
        deleteButton.addTarget(target, action: ResponderAction(DocumentActions.delete, name: "delete"), for: .touchUpInside)
        deleteButton.addTarget(nil, action: ResponderAction(ShareHandling.share, name: "share"), for: .touchUpInside)
        controller.view.addSubview(deleteButton)

        application.vetoed = ["delete"]
        app.tap(at: CGPoint(x: 70, y: 122))
        app.tap(at: CGPoint(x: 70, y: 222))

        #expect(application.audit.events == [
            .call("application", "sendAction", arguments: ["save", "DocumentActions", "saveButton", "touches"]),
            .call("application", "sendAction", arguments: ["delete", "DocumentActions", "deleteButton", "touches"]),
            .call("application", "sendAction", arguments: ["share", "chain", "deleteButton", "touches"]),
        ])
        #expect(target.received.events == [.action("save")])
        #expect(controller.shares == 1)

        // Lifting the veto lets the same tap through.
        application.vetoed = []
        app.tap(at: CGPoint(x: 70, y: 222))
        #expect(target.received.events == [.action("save"), .action("delete")])
    }

    @Test("UIApplication.sendAction called directly goes through the override and reports the veto")
    func directSendReportsVeto() throws {
        let app = HeadlessApp(applicationClass: ActionAuditingApplication.self)
        let application = try #require(app.application as? ActionAuditingApplication)
        app.makeWindow()
        let target = DocumentActions()
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "button"
        application.vetoed = ["delete"]

        let sent = UIApplication.shared.sendAction(
            ResponderAction(DocumentActions.save, name: "save"), to: target, from: button, for: nil)
        let vetoed = UIApplication.shared.sendAction(
            ResponderAction(DocumentActions.delete, name: "delete"), to: target, from: button, for: nil)
        #expect(sent && !vetoed)
        #expect(target.received.events == [.action("save")])
        #expect(application.audit.events == [
            .call("application", "sendAction", arguments: ["save", "DocumentActions", "button", "nil"]),
            .call("application", "sendAction", arguments: ["delete", "DocumentActions", "button", "nil"]),
        ])
    }
}
