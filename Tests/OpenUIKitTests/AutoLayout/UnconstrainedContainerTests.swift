import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A container placed by its frame, in no constraint itself, whose subview is constrained only
/// to a sibling placed by frame (or to one of the container's guides pinned to that sibling):
/// the subview still gets its solved frame when the container lays out.
@MainActor
@Suite struct UnconstrainedContainerTests {
    @Test("A subview constrained only to a frame-placed sibling is placed")
    func constrainedToSiblingOnly() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 300))
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(x: 10, y: 40, width: 300, height: 200))
        window.addSubview(container)
        let anchor = UIView(frame: CGRect(x: 30, y: 20, width: 50, height: 40))
        container.addSubview(anchor)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 4),
            follower.widthAnchor.constraint(equalToConstant: 24),
            follower.heightAnchor.constraint(equalToConstant: 12),
        ])
        app.runUntilIdle()
        #expect(follower.frame == CGRect(x: 88, y: 64, width: 24, height: 12))

        // The sibling moves by frame; the follower moves with it at the next layout.
        anchor.frame.origin = CGPoint(x: 100, y: 100)
        app.runUntilIdle()
        #expect(follower.frame == CGRect(x: 158, y: 144, width: 24, height: 12))
    }
}
