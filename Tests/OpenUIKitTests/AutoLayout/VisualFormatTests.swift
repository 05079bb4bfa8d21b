import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct VisualFormatTests {
    /// A 300 × 400 superview in a window with `count` subviews that use Auto Layout.
    private func stage(_ count: Int) -> (HeadlessApp, UIView, [UIView]) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(container)
        let views = (0..<count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            return view
        }
        return (app, container, views)
    }

    @Test("Standard spaces, equal widths and the superview's edges lay a line out as the format draws it")
    func completeLine() {
        let (app, container, views) = stage(2)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: ["a": views[0], "b": views[1]])
        #expect(made.count == 4)
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-30-[a(44)]", options: [], metrics: nil, views: ["a": views[0]])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-30-[b(44)]", options: [], metrics: nil, views: ["b": views[1]]))
        app.runUntilIdle()
        // 20 + w + 8 + w + 20 = 300 → w = 126.
        #expect(views[0].frame == CGRect(x: 20, y: 30, width: 126, height: 44))
        #expect(views[1].frame == CGRect(x: 154, y: 30, width: 126, height: 44))
        #expect(container.subviews.count == 2)
    }

    @Test("Predicates: relations, priorities, metrics of any number type, several per view and per space")
    func predicates() throws {
        let (app, _, views) = stage(2)
        let metrics: [String: Any] = ["top": NSNumber(value: 12), "tall": 60, "gap": CGFloat(10)]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[a(tall)]-(>=gap,==40@250)-[b(>=20,<=30)]", options: [], metrics: metrics,
            views: ["a": views[0], "b": views[1]])
        let weak = try #require(made.first { $0.priority == UILayoutPriority(250) })
        #expect(weak.constant == 40 && weak.relation == .equal)
        #expect(made.contains { $0.relation == .greaterThanOrEqual && $0.constant == 10 && $0.firstAttribute == .top })
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(100)]", options: [], metrics: nil, views: ["a": views[0]])
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[b(100)]", options: [], metrics: nil, views: ["b": views[1]]))
        app.runUntilIdle()
        #expect(views[0].frame == CGRect(x: 0, y: 12, width: 100, height: 60))
        #expect(abs(views[1].frame.minY - 112) < 0.001, "the weak 40-pt space holds above the 10-pt minimum")
        #expect(views[1].frame.height >= 20 && views[1].frame.height <= 30)
    }

    @Test("Flush views, the leading direction under right-to-left, and an explicit left-to-right direction")
    func directions() {
        for (options, rightToLeft, expectedFirstX) in [
            (NSLayoutConstraint.FormatOptions(), false, CGFloat(0)), ([], true, 200),
            (.directionLeftToRight, true, 0), (.directionRightToLeft, false, 200),
        ] {
            let (app, container, views) = stage(2)
            if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "|[a(100)][b(100)]", options: options, metrics: nil, views: ["a": views[0], "b": views[1]])
                    + NSLayoutConstraint.constraints(
                        withVisualFormat: "V:|[a(10)][b(10)]", options: [], metrics: nil, views: ["a": views[0], "b": views[1]]))
            app.runUntilIdle()
            #expect(views[0].frame.minX == expectedFirstX, "options \(options.rawValue), right to left \(rightToLeft)")
            #expect(abs(views[1].frame.minX - views[0].frame.minX) == 100)
        }
    }

    @Test("Alignment options align every view with the previous one across the axis")
    func alignment() throws {
        let (app, _, views) = stage(3)
        let names = ["a": views[0], "b": views[1], "c": views[2]]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(50)]-[b(60)]-[c(70)]", options: [.alignAllCenterY], metrics: nil, views: names)
        #expect(made.filter { $0.firstAttribute == .centerY }.count == 2)
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(20)]", options: [], metrics: nil, views: names)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(40)]", options: [], metrics: nil, views: names)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[c(80)]", options: [], metrics: nil, views: names))
        app.runUntilIdle()
        #expect(views.map(\.center.y) == [110, 110, 110])
        #expect(views.map(\.frame.minX) == [20, 78, 146])
    }

    @Test("What cannot be read is refused with the reason and a caret under the place")
    func parseErrors() {
        func failure(_ format: String, metrics: [String: CGFloat] = [:]) -> VisualFormatError? {
            do {
                _ = try VisualFormat.parse(format, metrics: metrics, viewNames: ["a", "b"])
                return nil
            } catch {
                return error
            }
        }
        #expect(failure("H:|-[a]-[c]")?.reason == "c is not a key in the views dictionary.")
        #expect(failure("H:|-[a]-[c]")?.position == 9)
        #expect(failure("H:|-[a]-[c]")?.description.hasSuffix("H:|-[a]-[c]\n         ^") == true)
        #expect(failure("H:[a]-gap-[b]")?.reason == "gap is not a key in the metrics dictionary.")
        #expect(failure("H:[a]-(==b)-[b]")?.reason.hasPrefix("A view's name may only stand for a view's size") == true)
        #expect(failure("H:[a(>=10@2000)]")?.reason == "A priority must be greater than 0 and at most 1000")
        #expect(failure("H:[a")?.reason == "Expected ']' to close the view a")
        #expect(failure("H:[a]|[b]")?.reason == "Nothing may follow the superview's trailing edge")
        #expect(failure("V:|-(>=8,<=20)-[a]-8-[b(==a)]|") == nil)
        #expect(failure("[a]-gap-[b]", metrics: ["gap": 5]) == nil)
    }

    @Test("System spacing anchors: 8 points between edges times the multiplier; a line of the lower font between baselines")
    func systemSpacing() {
        let (app, container, views) = stage(2)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Below"
        container.addSubview(label)
        let after = views[1].leadingAnchor.constraint(equalToSystemSpacingAfter: views[0].trailingAnchor, multiplier: 2)
        #expect(after.constant == 16)
        #expect(views[1].topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: views[0].bottomAnchor, multiplier: 1).constant == 8)
        let baseline = label.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: views[0].bottomAnchor, multiplier: 1)
        #expect(baseline.constant == label.font.lineHeight.rounded(.up))
        NSLayoutConstraint.activate([
            after, views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor),
            views[0].widthAnchor.constraint(equalToConstant: 50), views[1].widthAnchor.constraint(equalToConstant: 50),
            views[0].topAnchor.constraint(equalTo: container.topAnchor), views[1].topAnchor.constraint(equalTo: container.topAnchor),
            views[0].heightAnchor.constraint(equalToConstant: 10), views[1].heightAnchor.constraint(equalToConstant: 10),
        ])
        app.runUntilIdle()
        #expect(views[1].frame.minX == 66)
    }
}
