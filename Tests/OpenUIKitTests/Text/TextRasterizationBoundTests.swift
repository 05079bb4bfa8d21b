import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Text drawing meets a bounded set of fonts however the views move and resize: every distinct
/// font size (and every distinct pixel scale the text is rasterized at) is a font of its own
/// in the text engine, whose glyph images the C libraries' caches keep by glyph count, so a set
/// that keeps growing grows the heap (the app soak's growth, issue 28).
@MainActor @Suite struct TextRasterizationBoundTests {
    /// A label that counts how often its text is drawn (into its backing store).
    private final class CountingLabel: UILabel {
        var draws = 0
        override func drawText(in rect: CGRect) {
            draws += 1
            super.drawText(in: rect)
        }
    }

    /// The point sizes of the text operations `label` draws into a recording context.
    private func drawnSizes(of label: UILabel) -> [CGFloat] {
        let context = CGContext(size: label.bounds.size)
        UIGraphicsPushContext(context)
        label.drawText(in: label.bounds)
        UIGraphicsPopContext()
        return context.operations.compactMap { operation in
            if case .text(_, _, _, let size, _, _) = operation { return size }
            return nil
        }
    }

    @Test("A shrinking label resized through 481 widths draws with at most one font per half point")
    func shrinkingLabelMeetsBoundedFonts() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 200), scale: 3)
        let window = app.makeWindow()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        label.text = "Sphinx of black quartz, judge my vow"
        label.font = .systemFont(ofSize: 17)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.1
        window.addSubview(label)
        let natural = label.intrinsicContentSize.width
        #expect(natural > 250, "the line must be wider than most of the widths tried")
        var sizes: Set<CGFloat> = []
        var previous = CGFloat.infinity
        for step in stride(from: 0, through: 480, by: 1) {
            // Widths from 300 down to 60 points in half points, a frame drawn at each.
            let width = 300 - CGFloat(step) * 0.5
            label.frame.size.width = width
            _ = app.renderFrame()
            let drawn = drawnSizes(of: label)
            #expect(drawn.count == 1, "one line at width \(width)")
            guard let size = drawn.first else { continue }
            sizes.insert(size)
            // On the half-point grid, never larger for a narrower label, and the line fits.
            #expect((size * 2).rounded() == size * 2, "size \(size) at width \(width)")
            #expect(size <= previous)
            previous = size
            let lineWidth = (label.text! as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: size)]).width
            #expect(lineWidth <= width + 0.001 || width >= natural, "\(lineWidth) in \(width) at \(size) pt")
        }
        // 17 pt down to the sizes that fit 60 points: at most one size per half point between.
        #expect(sizes.count <= 34, "\(sizes.count) distinct sizes: \(sizes.sorted())")
        #expect(sizes.count >= 10)
        withExtendedLifetime(app) {}
    }

    @Test("A label scaled through 200 transforms over 200 frames draws its text once")
    func transformedLabelDrawsOnce() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 200), scale: 3)
        let window = app.makeWindow()
        let label = CountingLabel(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        label.text = "Scaled by an animation"
        label.font = .systemFont(ofSize: 22)
        window.addSubview(label)
        _ = app.renderFrame()
        #expect(label.draws == 1)
        for frame in 1...200 {
            let scale = 0.5 + CGFloat(frame) * 0.0073
            label.transform = CGAffineTransform(scaleX: scale, y: scale).rotated(by: CGFloat(frame) * 0.001)
            _ = app.renderFrame()
        }
        // The backing store drawn at the layer's contentsScale is composited under each
        // transform: no new rasterization of the text (and no new font) per scale.
        #expect(label.draws == 1)
        #expect(label.layer.contentsScale == 3)
        // An animated scale, sampled at many frames, is composited the same way.
        UIView.animate(withDuration: 1) { label.transform = CGAffineTransform(scaleX: 1.7, y: 1.7) }
        for _ in 0..<60 {
            app.advance(by: 1.0 / 60)
            _ = app.renderFrame()
        }
        #expect(label.draws == 1)
        withExtendedLifetime(app) {}
    }
}
