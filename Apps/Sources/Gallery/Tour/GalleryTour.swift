import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The gallery's scripted tour, headless: one application, screens switched by tapping their
/// tabs, every input recorded, the event trace captured step by step, PNG frames at the key
/// moments, and a report that opens in a browser.
@MainActor
enum GalleryTour {
    /// The x of the middle of tab `screen` in the tab strip.
    private static func tabCenter(_ screen: GalleryScreen) -> CGPoint {
        let width = GalleryRunner.screenSize.width / CGFloat(GalleryScreen.allCases.count)
        let index = GalleryScreen.allCases.firstIndex(of: screen) ?? 0
        return CGPoint(x: (CGFloat(index) + 0.5) * width, y: GalleryViewController.tabHeight / 2)
    }

    /// A point inside the current screen's content, given in content coordinates.
    private static func content(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x, y: GalleryViewController.tabHeight + y)
    }

    /// One finger along `points` (content coordinates), a frame apart, then lifted.
    private static func stroke(_ app: HeadlessApp, _ points: [CGPoint]) {
        guard let first = points.first else { return }
        app.touchDown(at: content(first.x, first.y))
        for point in points.dropFirst() {
            app.advance(by: 1.0 / 60)
            app.touchMove(to: content(point.x, point.y))
        }
        app.touchUp()
    }

    /// One finger held at `point` (content coordinates) past the long-press duration, then lifted;
    /// then the menu's fade-in.
    private static func longPress(_ app: HeadlessApp, at point: CGPoint) {
        app.touchDown(at: content(point.x, point.y))
        app.advance(by: 0.6)
        app.touchUp()
        app.advance(by: 0.3)
    }

    /// Taps the shown edit menu's entry titled `title`, as a person would (at its centre).
    private static func chooseMenuEntry(_ app: HeadlessApp, _ title: String) {
        guard let entry = app.element(label: title) else {
            fatalError("gallery tour: the edit menu shows no entry titled \(title.debugDescription)")
        }
        entry.tap()
        app.advance(by: 0.3)
    }

    /// Taps the Modern list's row titled `title` and waits for the push.
    private static func openModernEntry(_ app: HeadlessApp, _ title: String) {
        guard let row = app.element(label: title) else {
            fatalError("gallery tour: the Modern list shows no row titled \(title.debugDescription)")
        }
        row.tap()
        app.advance(by: 1)
    }

    /// Taps the bar button titled `title` and lets the screen settle.
    private static func tapBarButton(_ app: HeadlessApp, _ title: String) {
        guard let button = app.element(label: title) else {
            fatalError("gallery tour: no bar button titled \(title.debugDescription)")
        }
        button.tap()
        app.advance(by: 0.3)
    }

    /// Taps the navigation bar's back button (titled after the Modern list) and waits for the pop.
    private static func goBack(_ app: HeadlessApp) {
        guard let back = app.element(label: "Modern UI") else {
            fatalError("gallery tour: no back button titled \"Modern UI\"")
        }
        back.tap()
        app.advance(by: 1)
    }

    /// The centre of `frame` inside `container`, in content coordinates.
    private static func center(_ frame: CGRect, in container: CGRect = .zero) -> CGPoint {
        CGPoint(x: container.minX + frame.midX, y: container.minY + frame.midY)
    }

    /// The tour's steps, in order.
    static var steps: [TourStep] {
        let button = ControlsViewController.buttonFrame
        let field = ControlsViewController.textFieldFrame
        typealias Controls = ControlsViewController
        typealias Chain = ResponderScreenViewController
        typealias Gestures = GesturesScreenViewController
        let green = center(Chain.greenButtonFrame, in: Chain.noteViewFrame)
        let inner = center(Gestures.innerButtonFrame, in: Gestures.tapAreaFrame)
        let animate = LayoutScreenViewController.animateButtonFrame
        let note = center(EditMenuScreenViewController.noteFrame)
        let pasteField = center(EditMenuScreenViewController.fieldFrame)
        return [
            TourStep("Open the gallery on seed 001's views A–E") { app in app.runTurn() },
            TourStep("Tap inside view E: hit-testing walks A, C, then E") { app in
                app.tap(at: CGPoint(x: 300, y: 300))
            },
            TourStep("Switch to seed 001's applications") { app in app.tap(at: tabCenter(.responder)) },
            TourStep("Tap 6 points left of the small red button: its enlarged touch area takes it") { app in
                app.tap(at: content(Chain.enlargedButtonFrame.minX - 6, Chain.enlargedButtonFrame.midY))
            },
            TourStep("Tap the shaded strip: it passes the touch to the button behind") { app in
                app.tap(at: content(Chain.behindButtonFrame.midX, Chain.behindButtonFrame.midY))
            },
            TourStep("Drag the banner where it sticks out of its cell: it still scrolls") { app in
                let y = Chain.bannerFrame.midY
                app.drag(from: content(300, y), to: content(140, y), steps: 8, duration: 0.4)
                app.advance(by: 1)
            },
            TourStep("Tap the green button with no target: the action climbs the responder chain") { app in
                app.tap(at: content(green.x, green.y))
            },
            TourStep("Switch to seed 000's gestures") { app in app.tap(at: tabCenter(.gestures)) },
            TourStep("Flick right on the pad: the swipe wins, the pan waited for it to fail") { app in
                app.flick(from: content(60, 100), velocity: CGPoint(x: 1600, y: 0))
                app.advance(by: 0.2)
            },
            TourStep("Drag slowly on the pad: the swipe fails and the pan takes over") { app in
                app.drag(from: content(60, 100), to: content(160, 105), steps: 30, duration: 2)
            },
            TourStep("Draw a check mark: the custom discrete recognizer fires") { app in
                stroke(app, [
                    CGPoint(x: 80, y: 240), CGPoint(x: 100, y: 265), CGPoint(x: 120, y: 290), CGPoint(x: 140, y: 315),
                    CGPoint(x: 170, y: 290), CGPoint(x: 200, y: 265), CGPoint(x: 230, y: 240), CGPoint(x: 260, y: 215),
                ])
            },
            TourStep("Tap the area: its tap recognizer fires") { app in
                app.tap(at: content(Gestures.tapAreaFrame.maxX - 40, Gestures.tapAreaFrame.midY))
            },
            TourStep("Tap the button inside it: the button beats the superview's recognizer") { app in
                app.tap(at: content(inner.x, inner.y))
            },
            TourStep("Switch to seed 003's layout screen") { app in app.tap(at: tabCenter(.layout)) },
            TourStep("Tap Animate: the constraint animation half way (0.5 s of 1 s)") { app in
                app.tap(at: content(animate.midX, animate.midY))
                app.advance(by: 0.5)
            },
            TourStep("The constraint animation finished") { app in app.advance(by: 0.6) },
            TourStep("Switch to the cards feed") { app in app.tap(at: tabCenter(.cards)) },
            TourStep("Drag the feed up 300 points") { app in
                app.drag(from: content(200, 460), to: content(200, 160), steps: 10, duration: 0.3)
            },
            TourStep("Flick upwards; the feed glides") { app in
                app.flick(from: content(200, 480), velocity: CGPoint(x: 0, y: -1600))
                app.advance(by: 0.2)
            },
            TourStep("The glide slows to a stop on the clock") { app in app.advance(by: 3) },
            TourStep("Switch to the controls") { app in app.tap(at: tabCenter(.controls)) },
            TourStep("Tap the button: its action runs on touch-up inside") { app in
                app.tap(at: content(button.midX, button.midY))
            },
            TourStep("Tap the switch: its thumb slides on the clock (0.1 s of 0.25 s)") { app in
                app.tap(at: content(Controls.switchFrame.midX, Controls.switchFrame.midY))
                app.advance(by: 0.1)
            },
            TourStep("The switch is on") { app in app.advance(by: 0.3) },
            TourStep("Drag the slider's thumb right, to about three quarters") { app in
                let slider = Controls.sliderFrame
                let from = content(slider.midX, slider.midY)
                app.drag(from: from, to: CGPoint(x: from.x + 61, y: from.y), steps: 6, duration: 0.2)
            },
            TourStep("Tap the stepper's plus twice") { app in
                let plus = content(Controls.stepperFrame.maxX - 20, Controls.stepperFrame.midY)
                app.tap(at: plus)
                app.advance(by: 0.1)
                app.tap(at: plus)
            },
            TourStep("Choose the segmented control's second segment") { app in
                app.tap(at: content(Controls.segmentedFrame.midX, Controls.segmentedFrame.midY))
            },
            TourStep("Tap right of the current page dot: the next page") { app in
                app.tap(at: content(Controls.pageControlFrame.maxX - 30, Controls.pageControlFrame.midY))
            },
            TourStep("Tap the text field and type") { app in
                app.tap(at: content(field.minX + 40, field.midY))
                app.type("hello")
            },
            TourStep("Switch to seed 001's edit menu") { app in app.tap(at: tabCenter(.editMenu)) },
            TourStep("Long-press the note: its edit menu lists what the chain can do, and Highlight") { app in
                longPress(app, at: note)
            },
            TourStep("Choose Select All: the command climbs the responder chain to the note") { app in
                chooseMenuEntry(app, "Select All")
            },
            TourStep("Long-press again: the selected note can be copied; choose Copy") { app in
                longPress(app, at: note)
                chooseMenuEntry(app, "Copy")
            },
            TourStep("Long-press the field: Paste is offered now that something was copied") { app in
                longPress(app, at: pasteField)
            },
            TourStep("Choose Paste: the field's paste(_:) inserts the note's text") { app in
                chooseMenuEntry(app, "Paste")
            },
            TourStep("Switch to the notes sample app: a large-title list with a search bar") { app in
                app.tap(at: tabCenter(.notes))
                app.advance(by: 1)
            },
            TourStep("Search for \"the\": the list filters as each letter is typed") { app in
                app.searchFields.firstMatch.tap()
                app.type("the")
                app.advance(by: 0.3)
            },
            TourStep("Cancel the search: every note is back") { app in
                app.element(label: "Cancel")?.tap()
                app.advance(by: 0.5)
            },
            TourStep("Tap +: a new note opens, its text view editing") { app in
                app.element(label: "New Note")?.tap()
                app.advance(by: 1)
            },
            TourStep("Type the note; its first line becomes the title") { app in
                app.type("Dentist\nTuesday at 9")
                app.advance(by: 0.3)
            },
            TourStep("Switch to Modern UIKit: rows built from content configurations and symbols") { app in
                app.tap(at: tabCenter(.modern))
                app.advance(by: 1)
            },
            TourStep("Open Buttons: each UIButton.Configuration style, a subtitle, an activity indicator") { app in
                openModernEntry(app, "Buttons")
            },
            TourStep("Back, and open Symbols: symbols at three scales and three text styles") { app in
                goBack(app)
                openModernEntry(app, "Symbols")
            },
            TourStep("Back, and open Dynamic Type: every text style") { app in
                goBack(app)
                openModernEntry(app, "Dynamic Type")
            },
            TourStep("Choose AX5: the labels grow to the largest accessibility size") { app in
                // Each segment of the category control is a button element named by its title.
                guard let segment = app.element(label: "AX5") else {
                    fatalError("gallery tour: the Dynamic Type screen's category control has no AX5 segment")
                }
                segment.tap()
                app.advance(by: 0.5)
            },
            TourStep("Back, and open Indicators: spinners on the app clock and progress views") { app in
                goBack(app)
                openModernEntry(app, "Indicators")
                app.advance(by: 0.5)
            },
            TourStep("Back, and open Lists: a list layout with accessories and an expandable outline") { app in
                goBack(app)
                openModernEntry(app, "Lists")
            },
            TourStep("Back, and open Menus") { app in
                goBack(app)
                openModernEntry(app, "Menus")
            },
            TourStep("Long-press the card: its context menu lifts it over a dimmed screen") { app in
                guard let card = app.element(identifier: "menus-card") else {
                    fatalError("gallery tour: the Menus screen shows no card")
                }
                app.touchDown(at: CGPoint(x: card.frame.midX, y: card.frame.midY))
                app.advance(by: 0.7)
                app.touchUp()
                app.advance(by: 0.4)
            },
            TourStep("Tap outside the menu: it closes") { app in
                app.tap(at: CGPoint(x: GalleryRunner.screenSize.width - 10, y: GalleryRunner.screenSize.height - 10))
                app.advance(by: 0.5)
            },
            TourStep("Back, and open Button Menus: pull-down and pop-up buttons, a bar item menu, a compact date picker") { app in
                goBack(app)
                openModernEntry(app, "Button Menus")
            },
            TourStep("Tap Sort: its menu opens below the button, without a preview or a dim") { app in
                guard let sort = app.element(identifier: "button-menus-sort") else {
                    fatalError("gallery tour: the Button Menus screen shows no Sort button")
                }
                sort.tap()
                app.advance(by: 0.5)
            },
            TourStep("Choose Oldest First: the action runs once and the menu closes") { app in
                tapBarButton(app, "Oldest First")
                app.advance(by: 0.5)
            },
            TourStep("Back, and open Pickers: wheels, an inline calendar, a page view controller") { app in
                goBack(app)
                openModernEntry(app, "Pickers")
            },
            TourStep("Back, and open Effects: a blur material with vibrant text, a replicator spinner, a text layer") { app in
                goBack(app)
                openModernEntry(app, "Effects")
            },
            TourStep("Scroll the effects up: the colours pass under the navigation bar's blur") { app in
                stroke(app, [CGPoint(x: 200, y: 420), CGPoint(x: 200, y: 380), CGPoint(x: 200, y: 340), CGPoint(x: 200, y: 330)])
                app.advance(by: 1)
            },
            TourStep("Back, and open Sharing: a Share button, a popover with a passthrough button") { app in
                goBack(app)
                openModernEntry(app, "Sharing")
            },
            TourStep("Tap Share: the share sheet rises at its medium detent, with an app activity and Copy") { app in
                tapBarButton(app, "Share")
                app.advance(by: 1)
            },
            TourStep("Tap Copy: the text and link go on the pasteboard and the sheet goes down") { app in
                tapBarButton(app, "Copy")
                app.advance(by: 1)
            },
            TourStep("Back to the Modern list, and tap Dark: the tab's screens turn dark") { app in
                goBack(app)
                tapBarButton(app, "Dark")
            },
            TourStep("Open Buttons in dark: the styles take their dark colours") { app in
                openModernEntry(app, "Buttons")
            },
            TourStep("Back, and open Lists in dark: the grouped list's dark backgrounds") { app in
                goBack(app)
                openModernEntry(app, "Lists")
            },
            TourStep("Back, and open Effects in dark: the dark material") { app in
                goBack(app)
                openModernEntry(app, "Effects")
            },
            TourStep("Back, and tap Light: the system's appearance again") { app in
                goBack(app)
                tapBarButton(app, "Light")
            },
            TourStep("Back to views A–E") { app in
                app.tap(at: tabCenter(.hitTest))
                app.advance(by: 1)
            },
        ]
    }

    /// Runs the tour into `output`, printing a progress line per step, and returns what the
    /// report needs.
    static func run(scale: CGFloat, output: URL, log: GalleryLog, progress: (String) -> Void) throws -> TourRun {
        let app = HeadlessApp(screenSize: GalleryRunner.screenSize, scale: scale)
        app.application.makeCurrent()
        // Trace first: the overlay then reads the trace without emptying it.
        app.trace.isEnabled = true
        // The overlay is on for the whole tour, so every frame shows the hit-test view and the
        // latest recognizer transitions.
        let (window, _) = GalleryRunner.makeWindow(screen: .hitTest, log: log, overlay: true)
        app.startRecording(metadata: ["screen": GalleryScreen.hitTest.rawValue, "program": "gallery tour", "overlay": "on"])
        let frames = output.appendingPathComponent("frames", isDirectory: true)
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        var results: [TourStepResult] = []
        let steps = steps
        for (index, step) in steps.enumerated() {
            progress("[\(index + 1)/\(steps.count)] \(step.title)")
            let before = app.trace.entries.count
            step.perform(app)
            var file: String?
            var png: Data?
            if step.capturesFrame {
                let bytes = app.renderPNG()
                let name = String(format: "frames/%02d.png", index + 1)
                try bytes.write(to: output.appendingPathComponent(name))
                file = name
                png = bytes
            }
            results.append(
                TourStepResult(
                    index: index + 1, title: step.title, time: app.clock.now,
                    entries: Array(app.trace.entries[before...]), frameFile: file, frame: png))
        }
        let recording = app.stopRecording() ?? InputRecording(screenSize: GalleryRunner.screenSize, scale: scale)
        withExtendedLifetime(window) {}
        return TourRun(steps: results, recording: recording)
    }
}

/// Everything a tour produced.
struct TourRun {
    let steps: [TourStepResult]
    let recording: InputRecording
}
