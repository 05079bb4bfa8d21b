import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct CADisplayLinkRunLoopTests {
    @Test("add(to: .main, forMode: .common) runs the link on the current application's clock")
    func mainRunLoop() {
        let app = HeadlessApp()
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .common)
        app.advance(by: 0.11)
        #expect(stamps == [0.05, 0.1])
        link.invalidate()
        app.advance(by: 0.1)
        #expect(stamps.count == 2)
    }

    @Test("The default mode runs the link the same way")
    func defaultMode() {
        let app = HeadlessApp()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: RunLoop.main, forMode: .default)
        app.stepFrames(3)
        #expect(count == 3)
        link.invalidate()
    }
}
