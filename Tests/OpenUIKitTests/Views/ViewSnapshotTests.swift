import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `snapshotView(afterScreenUpdates:)` and `drawHierarchy(in:afterScreenUpdates:)`.
@MainActor @Suite struct ViewSnapshotTests {
    /// A window with a 120 × 80 card: a rounded blue background, a label and an orange square.
    private func stage() -> (HeadlessApp, UIWindow, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 300), scale: 3)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 120, height: 80))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 24))
        label.text = "Snapshot"
        label.textColor = .white
        card.addSubview(label)
        let square = UIView(frame: CGRect(x: 70, y: 40, width: 30, height: 30))
        square.backgroundColor = .systemOrange
        card.addSubview(square)
        window.addSubview(card)
        app.runTurn()
        return (app, window, card)
    }

    @Test("A snapshot view has the view's size and shows its pixels; later changes do not reach it")
    func snapshotPixels() throws {
        let (app, window, card) = stage()
        let expected = PixelBuffer(app.render(card))
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        card.backgroundColor = .systemRed
        snapshot.frame.origin = CGPoint(x: 150, y: 20)
        window.addSubview(snapshot)
        let shown = PixelBuffer(app.render(snapshot))
        #expect(shown.width == expected.width && shown.height == expected.height)
        #expect(shown.differingPixels(from: expected, tolerance: 2) == 0)
        // On screen too: the snapshot's area matches the card's old look, pixel for pixel.
        let screen = PixelBuffer(app.render())
        #expect(screen[3 * 150 + 60, 3 * 20 + 30] == expected[60, 30])
        #expect(screen[3 * 10 + 60, 3 * 20 + 30] != expected[60, 30])  // the card itself is red now
    }

    @Test("afterScreenUpdates: true draws pending changes first; false shows the last drawn look")
    func afterScreenUpdates() throws {
        let (app, _, card) = stage()
        let label = try #require(card.subviews.first as? UILabel)
        label.text = "Changed text"
        let before = try #require(card.snapshotView(afterScreenUpdates: false))
        let after = try #require(card.snapshotView(afterScreenUpdates: true))
        let current = PixelBuffer(app.render(card))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        host.addSubview(after)
        #expect(PixelBuffer(app.render(host)).differingPixels(from: current) == 0)
        let stale = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        stale.addSubview(before)
        #expect(PixelBuffer(app.render(stale)).differingPixels(from: current) > 0)
        #expect(UIView().snapshotView(afterScreenUpdates: true) == nil)
    }

    @Test("drawHierarchy draws the view's look into the current image renderer; false without a context")
    func drawHierarchy() {
        let (app, _, card) = stage()
        let expected = PixelBuffer(app.render(card))
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: false))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        var drew = false
        let image = UIGraphicsImageRenderer(size: card.bounds.size, format: format).image { _ in
            drew = card.drawHierarchy(in: card.bounds, afterScreenUpdates: false)
        }
        #expect(drew)
        guard let cgImage = image.cgImage else {
            Issue.record("the renderer made no pixels")
            return
        }
        #expect(PixelBuffer(cgImage).differingPixels(from: expected, tolerance: 2) == 0)
    }
}
