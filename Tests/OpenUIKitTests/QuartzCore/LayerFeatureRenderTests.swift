import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Truncated text layers and an animating replicator on a real screen at scale 3, light and
/// dark: each paragraph of an unwrapped text layer is cut, and a replicator whose instance
/// transform is animating shows its dots part way, each dot's inner layer fading later than
/// the one before. Writes PNGs to `OPENUIKIT_RENDER_DIR` when set.
@MainActor
@Suite struct LayerFeatureRenderTests {
    @Test("Truncated text layers and an animating replicator, light and dark, at scale 3", arguments: [false, true])
    func scene(dark: Bool) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 220, height: 160), scale: 3)
        if dark { app.userInterfaceStyle = .dark }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        let ink = UIColor.label.resolvedColor(with: controller.traitCollection).cgColor

        let unwrapped = CATextLayer()
        unwrapped.frame = CGRect(x: 10, y: 10, width: 90, height: 60)
        unwrapped.contentsScale = 3
        unwrapped.fontSize = 15
        unwrapped.foregroundColor = ink
        unwrapped.truncationMode = .end
        unwrapped.string = "First line of text\nSecond line of text\nEnd"
        let wrapped = CATextLayer()
        wrapped.frame = CGRect(x: 115, y: 10, width: 95, height: 40)
        wrapped.contentsScale = 3
        wrapped.fontSize = 15
        wrapped.foregroundColor = ink
        wrapped.isWrapped = true
        wrapped.truncationMode = .middle
        wrapped.string = "A wrapped paragraph that goes on well past the bottom of its layer"

        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 10, y: 90, width: 200, height: 60)
        replicator.instanceCount = 6
        replicator.instanceDelay = 0.1
        let holder = CALayer()
        holder.frame = CGRect(x: 0, y: 20, width: 20, height: 20)
        let dot = CALayer()
        dot.frame = holder.bounds
        dot.cornerRadius = 10
        dot.backgroundColor = UIColor.systemBlue.resolvedColor(with: controller.traitCollection).cgColor
        holder.addSublayer(dot)
        replicator.addSublayer(holder)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        for layer in [unwrapped, wrapped, replicator] { controller.view.layer.addSublayer(layer) }
        CATransaction.commit()

        let spread = CABasicAnimation(keyPath: "instanceTransform")
        spread.fromValue = CATransform3DMakeTranslation(10, 0, 0)
        spread.toValue = CATransform3DMakeTranslation(30, 0, 0)
        spread.duration = 1
        spread.timingFunction = CAMediaTimingFunction(name: .linear)
        replicator.add(spread, forKey: "spread")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.1
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        app.stepFrame()
        app.advance(by: 0.5)
        app.stepFrame()

        let presented = try #require(replicator.renderingValues as? CAReplicatorLayer)
        #expect(abs(presented.instanceTransform.m41 - 20) < 1.5, "half way: \(presented.instanceTransform.m41)")
        let blocks = TextLayerDrawing.layout(of: unwrapped)
        #expect(blocks.map(\.layout.isTruncated) == [true, true, false])

        // Each next dot is fainter: its fade runs 0.1 s later.
        let pixels = PixelBuffer(app.render())
        let spacing = presented.instanceTransform.m41
        func blueness(_ index: Int) -> Int {
            let x = Int((10 + CGFloat(index) * spacing + 10) * 3)
            let p = pixels[x, (90 + 30) * 3]
            return Int(p.blue) - Int(p.red)
        }
        let levels = (0..<4).map(blueness)
        #expect(levels[0] > levels[1] && levels[1] > levels[2] && levels[2] > levels[3], "\(levels)")
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"] {
            try app.renderPNG().write(to: URL(fileURLWithPath: "\(directory)/layers-\(dark ? "dark" : "light").png"))
        }
    }
}
