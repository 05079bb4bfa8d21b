import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Feedback generators play nothing on Linux; their requests are in the application's trace.
@MainActor @Suite struct FeedbackGeneratorTests {
    @Test("Each generator's requests are recorded in the trace, in order")
    func requestsInTheTrace() {
        let app = HeadlessApp()
        app.trace.isEnabled = true
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.25)
        impact.impactOccurred(intensity: 4)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(app.trace.lines([.feedback]) == [
            "UIImpactFeedbackGenerator prepare",
            "UIImpactFeedbackGenerator impact heavy intensity 1",
            "UIImpactFeedbackGenerator impact heavy intensity 0.25",
            "UIImpactFeedbackGenerator impact heavy intensity 1",
            "UISelectionFeedbackGenerator selection changed",
            "UINotificationFeedbackGenerator notification warning",
        ])
        #expect(app.trace.payloads([.feedback]).last == .feedback(generator: "UINotificationFeedbackGenerator", .notification(type: "warning")))
    }

    @Test("A generator made for a view records in that view's application, and nothing once the view left its window")
    func viewGenerators() {
        let first = HeadlessApp()
        let window = first.makeWindow()
        let view = UIView()
        window.addSubview(view)
        let second = HeadlessApp()
        first.trace.isEnabled = true
        second.trace.isEnabled = true
        let generator = UIImpactFeedbackGenerator(style: .rigid, view: view)
        generator.impactOccurred(intensity: 0.5, at: .zero)
        view.removeFromSuperview()
        generator.impactOccurred()
        #expect(first.trace.payloads([.feedback]) == [.feedback(generator: "UIImpactFeedbackGenerator", .impact(style: "rigid", intensity: 0.5))])
        #expect(second.trace.payloads([.feedback]).isEmpty)
        let attached = UISelectionFeedbackGenerator()
        view.addInteraction(attached)
        #expect(attached.view === view)
    }
}
