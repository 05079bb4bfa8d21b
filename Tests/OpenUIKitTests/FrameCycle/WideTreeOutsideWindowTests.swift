import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts its layout passes.
@MainActor
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Views marked outside any window wait (parked) until they join one; parking and unparking
/// must cost a constant amount per view, not a scan of every view already parked.
@MainActor @Suite struct WideTreeOutsideWindowTests {
    @Test("20,000 subviews added outside a window, then a frame: parking work stays linear, and they are laid out once in a window")
    func wideTreeOutsideWindow() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let pipeline = app.application.framePipeline
        // Marks outside every window wait in the detached pipeline; the application's frame
        // parks them there.
        let detached = FramePipeline.detached
        let container = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let count = 20_000
        var children: [LayoutCountingView] = []
        children.reserveCapacity(count)
        for _ in 0..<count {
            let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            children.append(child)
            container.addSubview(child)
        }
        let before = detached.queues.parkingSteps
        app.runTurn()
        app.runTurn()
        // A handful of steps per view; a scan of the parked list per view would take ~2×10⁸.
        #expect(detached.queues.parkingSteps - before >= count)
        #expect(detached.queues.parkingSteps - before <= 4 * (count + 1))
        #expect(detached.queues.isEmpty)
        #expect(container.layouts == 0 && children.allSatisfy { $0.layouts == 0 })

        let joined = pipeline.queues.parkingSteps
        window.addSubview(container)
        app.runTurn()
        #expect(pipeline.queues.parkingSteps - joined <= 4 * (count + 1))
        #expect(container.layouts == 1)
        #expect(children.allSatisfy { $0.layouts == 1 })
    }
}
