import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench render [--runs N] [--png DIR]`: the "cards" scene of docs/bench/cards_scene.md built
/// from UIViews on a 390 × 844 screen at scale 3, rendered headless. Prints one JSON object
/// with the fields docs/bench/render_reference.py prints for Cairo and Skia drawing the same
/// scene directly: the median of N runs (15 by default) of a full frame (a new scene in an
/// existing window: every view laid out, drawn into a new store and composited), a
/// full recomposite, a frame after one badge changes colour, and a frame after one card
/// moves; the draw(_:) calls each made, and the bytes of every backing store. A frame is a
/// run-loop turn (layout, display, commit) and the repaint of what it damaged in the
/// window's bitmap (`HeadlessApp.renderFrame()`); copying the pixels out is not part of it.
/// `first_frame_ms` (not in the reference) is the first frame of a new application, which
/// also makes the window's bitmap.
enum RenderBenchmark {
    struct Scene {
        var cards: [UIView] = []
        var badges: [UIView] = []
    }

    @MainActor
    static func buildScene(in root: UIView) -> Scene {
        var scene = Scene()
        for i in 0..<CardsScene.cardCount {
            let (card, badge) = CardsScene.makeCard(i)
            root.addSubview(card)
            scene.cards.append(card)
            scene.badges.append(badge)
        }
        return scene
    }

    @MainActor
    static func makeApp() -> (HeadlessApp, UIWindow) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let window = app.makeWindow()
        window.backgroundColor = CardsScene.backgroundColor
        return (app, window)
    }

    @MainActor
    static func run(arguments: [String]) {
        var runs = 15
        var pngFolder: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--runs":
                index += 1
                runs = Int(arguments[index]) ?? runs
            case "--png":
                index += 1
                pngFolder = arguments[index]
            default:
                FileHandle.standardError.write(Data("bench render: unknown argument \(arguments[index])\n".utf8))
                exit(2)
            }
            index += 1
        }
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
        }
        func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
        func drawCalls(_ app: HeadlessApp) -> Int { app.application.framePipeline.statistics.drawCalls }

        // First frames: a new application each run, the scene added, its first frame timed
        // (this includes making the window's 1170 × 2532 bitmap).
        var first: [Double] = []
        for _ in 0...runs {
            let (app, window) = makeApp()
            app.renderFrame()
            _ = buildScene(in: window)
            let start = clock.now
            app.renderFrame()
            first.append(ms(clock.now - start))
        }
        first.removeFirst()  // warm-up

        // Full frames: in one application, a new scene replaces the previous one each run, so
        // every view is laid out, every draw(_:) runs into a new store and the whole screen is
        // composited; only the window's bitmap already exists.
        var full: [Double] = []
        var fullDraws = 0
        do {
            let (app, window) = makeApp()
            var previous = buildScene(in: window)
            app.renderFrame()
            for _ in 0...runs {
                for card in previous.cards { card.removeFromSuperview() }
                previous = buildScene(in: window)
                let before = drawCalls(app)
                let start = clock.now
                app.renderFrame()
                full.append(ms(clock.now - start))
                fullDraws = drawCalls(app) - before
            }
            full.removeFirst()  // warm-up
        }

        let (app, window) = makeApp()
        let scene = buildScene(in: window)
        app.renderFrame()
        let backingBytes = app.backingStoreBytes

        var recomposite: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            app.repaintAll()
            app.renderFrame()
            recomposite.append(ms(clock.now - start))
        }

        let badge = scene.badges[3]
        var dirty: [Double] = []
        var dirtyDraws = 0
        for run in 0..<runs {
            let before = drawCalls(app)
            let start = clock.now
            badge.backgroundColor =
                run % 2 == 0 ? UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1) : UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
            app.renderFrame()
            dirty.append(ms(clock.now - start))
            dirtyDraws = drawCalls(app) - before
        }
        badge.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)

        let card = scene.cards[2]
        var move: [Double] = []
        var moveDraws = 0
        for run in 0..<runs {
            let before = drawCalls(app)
            let start = clock.now
            card.center.x += run % 2 == 0 ? 10 : -10
            app.renderFrame()
            move.append(ms(clock.now - start))
            moveDraws = drawCalls(app) - before
        }

        if let pngFolder {
            let (pngApp, pngWindow) = makeApp()
            _ = buildScene(in: pngWindow)
            do {
                try FileManager.default.createDirectory(atPath: pngFolder, withIntermediateDirectories: true)
                try pngApp.renderPNG().write(to: URL(fileURLWithPath: pngFolder).appendingPathComponent("full.png"))
            } catch {
                FileHandle.standardError.write(Data("bench render: cannot write \(pngFolder)/full.png: \(error)\n".utf8))
                exit(1)
            }
        }

        let fields: [(String, String)] = [
            ("engine", "\"openuikit\""), ("scene", "\"cards\""), ("width_px", "1170"), ("height_px", "2532"),
            ("scale", "3"),
            ("full_frame_ms", String(format: "%.3f", median(full))),
            ("first_frame_ms", String(format: "%.3f", median(first))),
            ("recomposite_ms", String(format: "%.3f", median(recomposite))),
            ("dirty_frame_ms", String(format: "%.3f", median(dirty))),
            ("move_frame_ms", String(format: "%.3f", median(move))),
            ("full_draw_calls", "\(fullDraws)"), ("dirty_draw_calls", "\(dirtyDraws)"),
            ("move_draw_calls", "\(moveDraws)"), ("backing_bytes", "\(backingBytes)"),
        ]
        print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }
}
