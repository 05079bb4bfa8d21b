import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Whether two view lists hold the same objects in the same order (UIView is not Equatable here).
@MainActor
func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
    lhs.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init)
}

@MainActor @Suite struct StackViewArrangementTests {
    @Test("Adding arranges, adds as a subview and turns translatesAutoresizingMaskIntoConstraints off")
    func adding() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(same(stack.arrangedSubviews, [a, b]) && same(stack.subviews, [a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(same(stack.arrangedSubviews, [c, a, b]) && same(stack.subviews, [a, b, c]))
        // Adding or inserting an arranged view again moves it.
        stack.addArrangedSubview(c)
        #expect(same(stack.arrangedSubviews, [a, b, c]))
        stack.insertArrangedSubview(b, at: 0)
        #expect(same(stack.arrangedSubviews, [b, a, c]) && same(stack.subviews, [a, b, c]))
        // A plain subview is not arranged.
        let plain = UIView()
        stack.addSubview(plain)
        #expect(stack.arrangedSubviews.count == 3 && plain.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("removeArrangedSubview keeps the view as a subview with no stack constraints; removeFromSuperview also unarranges")
    func removing() {
        let views = [StackViewScene.box("a", 40, 10), StackViewScene.box("b", 40, 10), StackViewScene.box("c", 40, 10)]
        let scene = StackViewScene(pinned: true) {
            $0.spacing = 10
            for view in views { $0.addArrangedSubview(view) }
        }
        let stack = scene.stack
        stack.removeArrangedSubview(views[1])
        #expect(same(stack.arrangedSubviews, [views[0], views[2]]))
        #expect(views[1].superview === stack && !views[1].isHidden)
        scene.layout()
        #expect(!stack.constraints.contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
        #expect(views[2].frame.minX == 50 && stack.frame.width == 90)
        views[2].removeFromSuperview()
        #expect(same(stack.arrangedSubviews, [views[0]]))
        scene.layout()
        #expect(stack.frame.width == 40)
        // Removing a view that is not arranged does nothing.
        stack.removeArrangedSubview(views[2])
        #expect(same(stack.arrangedSubviews, [views[0]]))
    }

    @Test("Moving an arranged view to another superview takes it out of the arrangement")
    func reparenting() {
        let a = StackViewScene.box("a", 40, 10), b = StackViewScene.box("b", 40, 10)
        let scene = StackViewScene(pinned: true) { $0.addArrangedSubview(a); $0.addArrangedSubview(b) }
        scene.window.addSubview(a)
        #expect(same(scene.stack.arrangedSubviews, [b]))
        scene.layout()
        #expect(b.frame.minX == 0 && scene.stack.frame.width == 40)
    }

    @Test("Layout margins relative arrangement: the views are laid out inside the directional margins")
    func marginsRelative() {
        let a = StackViewScene.box("a", 40, 20), b = StackViewScene.box("b", 60, 20)
        let scene = StackViewScene {
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 5, trailing: 30)
            $0.distribution = .equalSpacing
            $0.addArrangedSubview(a)
            $0.addArrangedSubview(b)
        }
        // Without margins-relative arrangement the margins are ignored.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        scene.stack.isLayoutMarginsRelativeArrangement = true
        scene.layout()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 40, height: 85))
        #expect(b.frame == CGRect(x: 210, y: 10, width: 60, height: 85))
        // Right to left, leading is the right edge: the margins swap sides with the views.
        scene.stack.semanticContentAttribute = .forceRightToLeft
        scene.layout()
        #expect(scene.stack.layoutMargins == UIEdgeInsets(top: 10, left: 30, bottom: 5, right: 20))
        #expect(a.frame == CGRect(x: 240, y: 10, width: 40, height: 85))
        #expect(b.frame == CGRect(x: 30, y: 10, width: 60, height: 85))
    }

    @Test("Stack views nest: a row inside a column, sized by the intrinsic sizes of its views")
    func nested() {
        let title = StackViewScene.box("title", 120, 24)
        let left = StackViewScene.box("left", 50, 30), right = StackViewScene.box("right", 70, 44)
        let row = UIStackView(arrangedSubviews: [left, right])
        row.spacing = 8
        row.alignment = .center
        let scene = StackViewScene(frame: CGRect(x: 10, y: 10, width: 0, height: 0), pinned: true) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 12
            $0.addArrangedSubview(title)
            $0.addArrangedSubview(row)
        }
        #expect(scene.stack.frame == CGRect(x: 10, y: 10, width: 128, height: 80))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 120, height: 24))
        #expect(row.frame == CGRect(x: 0, y: 36, width: 128, height: 44))
        #expect(left.frame == CGRect(x: 0, y: 7, width: 50, height: 30) && right.frame == CGRect(x: 58, y: 0, width: 70, height: 44))
        // Hiding inside the inner stack resizes the outer one.
        left.isHidden = true
        scene.layout()
        #expect(row.frame.width == 70 && scene.stack.frame.width == 120 && right.frame.minX == 0)
    }

    @Test("systemLayoutSizeFitting of a stack outside any window makes its pending arrangement first")
    func fittingSize() {
        let stack = UIStackView(arrangedSubviews: [StackViewScene.box("a", 40, 20), StackViewScene.box("b", 60, 30)])
        stack.spacing = 5
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 105, height: 30))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 55))
    }

    @Test("directionalLayoutMargins on any view: read and written against the layout direction")
    func directionalMargins() {
        let app = HeadlessApp(layoutDirection: .rightToLeft)
        let window = app.makeWindow()
        let view = UIView()
        window.addSubview(view)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9)
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 9, bottom: 7, right: 6))
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets() && NSDirectionalEdgeInsets.zero.leading == 0)
    }
}
