import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The view of the getting-started article (OpenUIKitTesting.docc): a row of slots that fill
/// with green, one per tap on the button beside them.
@MainActor
private final class TallyView: UIView {
    let button = UIButton(type: .system)
    private var slots: [UIView] = []
    private(set) var count = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.9, alpha: 1)
        for index in 0..<4 {
            let slot = UIView(frame: CGRect(x: 8 + CGFloat(index) * 20, y: 8, width: 16, height: 16))
            slot.backgroundColor = .white
            slots.append(slot)
            addSubview(slot)
        }
        button.frame = CGRect(x: 96, y: 4, width: 24, height: 24)
        button.backgroundColor = .blue
        button.accessibilityIdentifier = "add"
        button.addAction(UIAction { [unowned self] _ in add() }, for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func add() {
        guard count < slots.count else { return }
        slots[count].backgroundColor = .green
        count += 1
    }
}

/// The getting-started article's walk-through, as tests: every code block there is one of
/// these, so the article stays true.
@MainActor @Suite struct GettingStartedTests {
    private func makeApp() -> (HeadlessApp, TallyView) {
        let app = HeadlessApp(screenSize: CGSize(width: 160, height: 64), scale: 2)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let tally = TallyView(frame: CGRect(x: 16, y: 16, width: 128, height: 32))
        controller.view.addSubview(tally)
        return (app, tally)
    }

    @Test("Find a view, tap it, check what it did")
    func tapAndAssert() throws {
        let (app, tally) = makeApp()
        let add = try #require(app.view(withIdentifier: "add") as? UIButton)
        let events = ControlEventRecorder(add)
        app.tap(add)
        app.tap(add)
        #expect(tally.count == 2)
        // The second tap comes soon after the first, so it is a repeat (tapCount 2).
        #expect(
            events.events == [
                .touchDown, .touchUpInside, .primaryActionTriggered, .touchDown, .touchDownRepeat, .touchUpInside,
                .primaryActionTriggered,
            ])
    }

    @Test("Snapshot the view against __Snapshots__/tally-three.png")
    func snapshot() {
        let (app, tally) = makeApp()
        for _ in 0..<3 { app.tap(tally.button) }
        app.assertSnapshot(of: tally, named: "tally-three")
    }

    @Test("Record the inputs of a session and replay them into a fresh application")
    func recordAndReplay() {
        let (app, tally) = makeApp()
        app.startRecording()
        app.tap(tally.button)
        app.advance(by: 0.5)
        app.tap(tally.button)
        let recording = app.stopRecording()!
        let text = recording.jsonLines()

        let (replayed, replayedTally) = makeApp()
        replayed.replay(try! InputRecording(jsonLines: text))
        #expect(replayedTally.count == 2)
        #expect(PixelBuffer(replayed.render(replayedTally)) == PixelBuffer(app.render(tally)))
    }
}
