import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Leading and trailing under right-to-left layout: `semanticContentAttribute`,
/// `effectiveUserInterfaceLayoutDirection` and the constraints that follow them.
@MainActor @Suite struct LayoutDirectionTests {
    /// A window holding a translating 300 × 100 "container" at (0, 0).
    private func scene(_ direction: UIUserInterfaceLayoutDirection = .leftToRight) -> (HeadlessApp, UIView) {
        let app = HeadlessApp(layoutDirection: direction)
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.accessibilityIdentifier = "container"
        window.addSubview(container)
        return (app, container)
    }

    private func constrained(_ name: String, in superview: UIView, width: CGFloat? = 50) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        var constraints = [
            view.topAnchor.constraint(equalTo: superview.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ]
        if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
        return view
    }

    /// Three views in a row from the leading edge, 10 pt in and 8 pt apart; the last one
    /// stretches to 10 pt from the trailing edge.
    private func row(in container: UIView) -> [UIView] {
        let a = constrained("a", in: container)
        let b = constrained("b", in: container)
        let c = constrained("c", in: container, width: nil)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        ])
        return [a, b, c]
    }

    private let leftToRightRow: [CGFloat] = [10, 68, 126]
    private let rightToLeftRow: [CGFloat] = [240, 182, 10]

    @Test("The effective direction comes from the attribute, else the superview, else the application")
    func effectiveDirection() {
        let (app, container) = scene(.rightToLeft)
        defer { withExtendedLifetime(app) {} }
        let child = UIView()
        container.addSubview(child)
        #expect(container.window?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A view outside every window belongs to no application: left to right.
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)

        let grandchild = UIView()
        child.addSubview(grandchild)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            child.semanticContentAttribute = attribute
            #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .leftToRight)
        }
        grandchild.semanticContentAttribute = .forceRightToLeft
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView().semanticContentAttribute == .unspecified)
    }

    @Test("A left-to-right application lays a leading-to-trailing row out from the left")
    func leftToRight() {
        let (app, container) = scene()
        let views = row(in: container)
        app.runTurn()
        #expect(views.map(\.frame.minX) == leftToRightRow)
        #expect(views[2].frame.width == 164)
    }

    @Test("Under forceRightToLeft a leading-to-trailing row lays out mirrored")
    func forcedRightToLeft() {
        let (app, container) = scene()
        container.semanticContentAttribute = .forceRightToLeft
        let views = row(in: container)
        app.runTurn()
        #expect(views.map(\.frame.minX) == rightToLeftRow)
        #expect(views[2].frame.width == 164)
    }

    @Test("A right-to-left application mirrors leading and trailing without any attribute")
    func rightToLeftApplication() {
        let (app, container) = scene(.rightToLeft)
        let views = row(in: container)
        app.runTurn()
        #expect(views.map(\.frame.minX) == rightToLeftRow)
    }

    @Test("Left, right and centerX constraints do not flip; inequalities with leading mirror their sense")
    func absoluteAttributesStay() {
        let (app, container) = scene()
        container.semanticContentAttribute = .forceRightToLeft
        let left = constrained("left", in: container)
        let right = constrained("right", in: container)
        let centred = constrained("centred", in: container)
        let atLeast = constrained("atLeast", in: container)
        let wish = atLeast.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([
            left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            right.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -10),
            centred.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: 20),
            atLeast.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 30),
            wish,
        ])
        app.runTurn()
        #expect(left.frame.minX == 10)
        #expect(right.frame.maxX == 290)
        #expect(centred.frame.midX == 170)
        // At least 30 pt from the leading (right) edge, as close to it as allowed.
        #expect(atLeast.frame.maxX == 270)
    }

    @Test("Leading and trailing margins take the margin on the leading and trailing side")
    func margins() {
        let (app, container) = scene()
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 30)
        let view = constrained("view", in: container)
        NSLayoutConstraint(
            item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
            multiplier: 1, constant: 0
        ).isActive = true
        app.runTurn()
        #expect(view.frame.maxX == 270)
    }

    @Test("Changing semanticContentAttribute later, here or on an ancestor, resolves leading and trailing again")
    func laterChange() {
        let (app, container) = scene()
        let views = row(in: container)
        app.runTurn()
        #expect(views.map(\.frame.minX) == leftToRightRow)

        container.semanticContentAttribute = .forceRightToLeft
        app.runTurn()
        #expect(views.map(\.frame.minX) == rightToLeftRow)

        container.semanticContentAttribute = .unspecified
        app.runTurn()
        #expect(views.map(\.frame.minX) == leftToRightRow)

        let window = try! #require(container.window)
        window.semanticContentAttribute = .forceRightToLeft
        app.runTurn()
        #expect(views.map(\.frame.minX) == rightToLeftRow)
        #expect(app.log.messages.isEmpty)
    }

    @Test("A row built outside the window resolves again when it joins a right-to-left view")
    func movedIntoRightToLeft() {
        let (app, container) = scene()
        container.semanticContentAttribute = .forceRightToLeft
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = row(in: box)
        box.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == leftToRightRow)
        container.addSubview(box)
        app.runTurn()
        #expect(views.map(\.frame.minX) == rightToLeftRow)
    }
}
