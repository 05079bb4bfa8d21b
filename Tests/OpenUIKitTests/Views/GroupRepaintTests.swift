import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Layers composited as a group (opacity below 1 over sublayers, or a mask) are painted into a
/// surface limited to their own recorded extent; a partial repaint must give the same pixels
/// as repainting everything (within the kit's default tolerance of 2 per channel: a pixel on
/// a damaged rectangle's edge under an antialiased mask can differ by one step either way).
@MainActor
@Suite struct GroupRepaintTests {
    @Test("A translucent view with subviews and a masked view repaint the same whether the damage is partial or whole")
    func partialRepaintOfGroups() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let translucent = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        translucent.backgroundColor = .systemBlue
        translucent.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 30, y: 10, width: 90, height: 30))
        inner.backgroundColor = .systemRed
        translucent.addSubview(inner)
        window.addSubview(translucent)
        let masked = UIView(frame: CGRect(x: 40, y: 110, width: 80, height: 80))
        masked.backgroundColor = .systemGreen
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        mask.backgroundColor = UIColor.black.cgColor
        mask.cornerRadius = 30
        masked.layer.mask = mask
        window.addSubview(masked)
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        mover.backgroundColor = .systemYellow
        window.addSubview(mover)
        _ = app.render()

        // Move the small view across both groups: each frame repaints only the old and new
        // places, cutting through the groups.
        for step in 1...6 {
            mover.frame.origin = CGPoint(x: CGFloat(step) * 25, y: CGFloat(step) * 28)
            let partial = PixelBuffer(app.render())
            app.repaintAll()
            let whole = PixelBuffer(app.render())
            #expect(partial.differingPixels(from: whole) == 0, "step \(step)")
        }
        // The compositor (groups limited to their recorded extent) agrees with render(in:),
        // which paints the same tree with no damage clip and no records.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let reference = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { context in
            window.layer.render(in: context.cgContext)
        }
        let composited = PixelBuffer(app.render())
        #expect(composited.differingPixels(from: PixelBuffer(reference.cgImage!)) == 0)
        // And the group really is translucent where the subview overlaps the parent.
        let pixels = PixelBuffer(app.render())
        let overlap = pixels[Int(70 * 2), Int(40 * 2)]
        #expect(overlap.red > 200 && overlap.green > 100 && overlap.blue > 100)
    }
}
