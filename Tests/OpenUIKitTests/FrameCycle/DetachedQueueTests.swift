import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The detached pipeline's queues (views marked outside every window) hold their views weakly,
/// one list per pass, and drop the freed ones when the lists have doubled since the last
/// compaction (at least 1,024 entries).
@MainActor @Suite struct DetachedQueueTests {
    @Test("Views queued weakly past the compaction threshold: the freed ones are dropped, the living keep their pass and order")
    func compactionKeepsLivingViewsInOrder() {
        let app = HeadlessApp()
        let queues = DirtyViewQueues(holdsViewsWeakly: true)
        var living: [UIView] = []
        for index in 0..<3_000 {
            let view = UIView()
            let pass: DirtyViewQueues.Pass = index % 3 == 0 ? .display : index % 3 == 1 ? .layout : .constraints
            queues.enqueue(view, for: pass)
            // Every other view is freed as the loop moves on; the rest stay alive.
            if index % 2 == 0 { living.append(view) }
        }
        #expect(!queues.isEmpty)
        do {
            let (constraints, layout, display) = queues.withViewsHeld { (queues.constraints, queues.layout, queues.display) }
            // The view kept at position k was made at index 2k, so it waits for pass (2k) mod 3.
            let expected = { (remainder: Int) in
                living.enumerated().filter { (2 * $0.offset) % 3 == remainder }.map { ObjectIdentifier($0.element) }
            }
            #expect(display.map(ObjectIdentifier.init) == expected(0))
            #expect(layout.map(ObjectIdentifier.init) == expected(1))
            #expect(constraints.map(ObjectIdentifier.init) == expected(2))
            #expect(display.count + layout.count + constraints.count == 1_500)
            #expect(queues.isQueued(living[0], for: .display) && !queues.isQueued(living[0], for: .layout))
        }
        // Outside `withViewsHeld` the views wait weakly again: once the last ones are freed,
        // the queues are empty.
        living.removeAll()
        #expect(queues.isEmpty)
        withExtendedLifetime(app) {}
    }
}
