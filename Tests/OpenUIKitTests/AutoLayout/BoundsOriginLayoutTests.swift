import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Auto Layout under a superview whose `bounds.origin` is not zero (a scrolled view): frames
/// are in the superview's bounds space, constraints to its edges do not follow the scroll,
/// constraints to views outside it do.
@MainActor @Suite struct BoundsOriginLayoutTests {
    /// A window with a translating 300 × 300 "scroller" at (0, 100) of a full-screen "root".
    private func scene() -> (HeadlessApp, root: UIView, scroller: UIView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let root = UIView(frame: window.bounds)
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        scroller.accessibilityIdentifier = "scroller"
        root.addSubview(scroller)
        return (app, root, scroller)
    }

    private func constrained(_ name: String, in superview: UIView) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test("A child pinned to its superview's edges keeps its frame when the superview scrolls, and moves on screen")
    func pinnedChildScrolls() {
        let (app, _, scroller) = scene()
        let content = constrained("content", in: scroller)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 20),
            content.widthAnchor.constraint(equalToConstant: 50),
            content.heightAnchor.constraint(equalToConstant: 600),
        ])
        app.runTurn()
        #expect(content.frame == CGRect(x: 10, y: 20, width: 50, height: 600))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 120))

        scroller.bounds.origin = CGPoint(x: 5, y: 200)
        app.runTurn()
        #expect(content.frame == CGRect(x: 10, y: 20, width: 50, height: 600))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: -80))
    }

    @Test("A child constrained to a view outside its scrolled superview stays put on screen; its frame follows the scroll")
    func floatingChild() {
        let (app, root, scroller) = scene()
        let header = constrained("header", in: scroller)
        let content = constrained("content", in: scroller)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 300),
            header.heightAnchor.constraint(equalToConstant: 40),
            content.topAnchor.constraint(equalTo: header.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 300),
            content.heightAnchor.constraint(equalToConstant: 40),
        ])
        app.runTurn()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(content.frame == CGRect(x: 0, y: 40, width: 300, height: 40))

        scroller.bounds.origin = CGPoint(x: 30, y: 50)
        app.runTurn()
        #expect(header.frame == CGRect(x: 30, y: 50, width: 300, height: 40))
        #expect(header.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
        // Content tied to the header follows it (same space); content tied only to the
        // scroller's edges would scroll.
        #expect(content.frame == CGRect(x: 0, y: 90, width: 300, height: 40))

        scroller.bounds.origin = .zero
        app.runTurn()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(content.frame == CGRect(x: 0, y: 40, width: 300, height: 40))
    }

    @Test("Constraints between views in two differently scrolled containers account for both bounds origins")
    func twoScrolledContainers() {
        let (app, root, scroller) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 100))
        other.accessibilityIdentifier = "other"
        root.addSubview(other)
        let anchor = constrained("anchor", in: other)
        let follower = constrained("follower", in: scroller)
        NSLayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 40),
            anchor.topAnchor.constraint(equalTo: other.topAnchor),
            anchor.widthAnchor.constraint(equalToConstant: 10),
            anchor.heightAnchor.constraint(equalToConstant: 10),
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: scroller.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        other.bounds.origin = CGPoint(x: 20, y: 0)
        scroller.bounds.origin = CGPoint(x: -7, y: 0)
        app.runTurn()
        // On screen, the follower starts 5 pt after the anchor ends, whatever each scrolled.
        let anchorEnd = anchor.convert(CGPoint(x: 10, y: 0), to: nil).x
        let followerStart = follower.convert(CGPoint.zero, to: nil).x
        #expect(anchorEnd == 30)
        #expect(followerStart == 35)
        #expect(follower.frame.minX == 28)
        #expect(anchor.frame.minX == 40)
    }

    @Test("A deactivated constraint that crossed a scrolled view no longer follows it and is not kept alive by it")
    func deactivatedCrossingIsForgotten() {
        let (app, root, scroller) = scene()
        let header = constrained("header", in: scroller)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 10), header.heightAnchor.constraint(equalToConstant: 10),
        ])
        weak var released: NSLayoutConstraint?
        do {
            let top = header.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
            top.isActive = true
            released = top
            app.runTurn()
            #expect(header.frame.minY == 0)
            top.isActive = false
        }
        #expect(released == nil)
        header.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 3).isActive = true
        scroller.bounds.origin = CGPoint(x: 0, y: 70)
        app.runTurn()
        #expect(header.frame.minY == 3)
        #expect(app.log.messages.isEmpty)
    }
}
