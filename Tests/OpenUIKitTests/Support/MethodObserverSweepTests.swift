import Foundation
@testable import OpenUIKit
import Testing

/// Observers added with a method reference and freed without `removeObserver(_:)` are forgotten,
/// as selector-based observers are on iOS, instead of piling up in the registry and the center.
@MainActor @Suite struct MethodObserverSweepTests {
    final class Listener {
        var heard = 0
        func changed(_ notification: Notification) { heard += 1 }
    }

    @Test("A thousand observers freed without removeObserver leave the registry bounded; a live one still hears")
    func freedObserversAreSwept() {
        let center = NotificationCenter()
        let name = Notification.Name("MethodObserverSweepTests.changed")
        let live = Listener()
        center.addObserver(live, selector: Listener.changed, name: name, object: nil)
        let before = MethodObserverRegistry.shared.count
        for _ in 0..<1_000 {
            let transient = Listener()
            center.addObserver(transient, selector: Listener.changed, name: name, object: nil)
        }
        let after = MethodObserverRegistry.shared.count
        // Without the sweep every one of the thousand entries would still be there.
        #expect(after < max(64, 2 * (before + 2)), "\(after) entries remembered after 1,000 freed observers (\(before) before)")
        center.post(name: name, object: nil)
        #expect(live.heard == 1)
        center.removeObserver(live)
        center.post(name: name, object: nil)
        #expect(live.heard == 1)
    }

    @Test("An observer that removes itself in deinit hears nothing more, and a later sweep leaves other observers alone")
    func removalInDeinitStillWorks() {
        final class Owner {
            let center: NotificationCenter
            var heard = 0
            init(center: NotificationCenter, name: Notification.Name) {
                self.center = center
                center.addObserver(self, selector: Owner.changed, name: name, object: nil)
            }
            func changed() { heard += 1 }
            deinit { center.removeObserver(self) }
        }
        let center = NotificationCenter()
        let name = Notification.Name("MethodObserverSweepTests.owner")
        var owner: Owner? = Owner(center: center, name: name)
        let other = Listener()
        center.addObserver(other, selector: Listener.changed, name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(owner?.heard == 1)
        owner = nil
        for _ in 0..<200 { center.addObserver(Listener(), selector: Listener.changed, name: name, object: nil) }
        center.post(name: name, object: nil)
        #expect(other.heard == 2)
        center.removeObserver(other)
    }
}
