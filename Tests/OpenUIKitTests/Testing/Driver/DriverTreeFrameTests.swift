import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The frames the driver's `tree` reports, and the rectangle conversion they come from, under
/// ancestors that rotate, scale and scroll.
@MainActor @Suite struct DriverTreeFrameTests {
    /// A 400 × 600 screen: a scroll view scrolled by (0, 35) holding a container rotated by
    /// 30° and scaled by 0.75, which holds labels and buttons; and a button outside both.
    private func makeScreen() -> (HeadlessApp, [UIView]) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 600))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 40, width: 380, height: 500))
        scroll.contentSize = CGSize(width: 380, height: 1200)
        controller.view.addSubview(scroll)
        let container = UIView(frame: CGRect(x: 30, y: 50, width: 300, height: 400))
        container.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.75, y: 0.75)
        scroll.addSubview(container)
        var views: [UIView] = []
        for row in 0..<4 {
            let label = UILabel(frame: CGRect(x: 12.5, y: 20 + CGFloat(row) * 70, width: 150, height: 30.25))
            label.text = "Row \(row)"
            container.addSubview(label)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 170, y: 18 + CGFloat(row) * 70, width: 100.5, height: 44)
            button.setTitle("Open \(row)", for: .normal)
            button.accessibilityIdentifier = "open-\(row)"
            container.addSubview(button)
            views += [label, button]
        }
        let outside = UIButton(type: .system)
        outside.frame = CGRect(x: 20, y: 550, width: 120, height: 40)
        outside.setTitle("Done", for: .normal)
        outside.accessibilityIdentifier = "done"
        controller.view.addSubview(outside)
        views.append(outside)
        scroll.contentOffset = CGPoint(x: 0, y: 35)
        app.runTurn()
        return (app, views)
    }

    /// `rect` converted corner by corner, each corner on its own: what a rectangle's
    /// conversion must equal.
    private func cornerByCorner(_ rect: CGRect, of view: UIView) -> CGRect {
        let corners = [
            view.convert(CGPoint(x: rect.minX, y: rect.minY), to: nil),
            view.convert(CGPoint(x: rect.maxX, y: rect.minY), to: nil),
            view.convert(CGPoint(x: rect.minX, y: rect.maxY), to: nil),
            view.convert(CGPoint(x: rect.maxX, y: rect.maxY), to: nil),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    @Test("A rectangle converted through rotated, scaled and scrolled ancestors equals its corners converted one by one")
    func rectangleConversionMatchesCorners() {
        let (app, views) = makeScreen()
        defer { withExtendedLifetime(app) {} }
        #expect(views.allSatisfy { $0.window != nil })
        for view in views {
            for rect in [view.bounds, CGRect(x: -3.5, y: 2.25, width: 7, height: 0.5), CGRect(x: 1, y: 1, width: 0, height: 0)] {
                let converted = view.convert(rect, to: nil)
                let expected = cornerByCorner(rect, of: view)
                #expect(converted == expected, "\(view) \(rect)")
                // Bit for bit, not just equal as numbers.
                #expect(converted.minX.bitPattern == expected.minX.bitPattern && converted.width.bitPattern == expected.width.bitPattern)
            }
        }
        // Both ways round the same chain: from the window into a rotated descendant and back.
        let deep = views[0]
        let window = deep.window!
        let inDeep = deep.convert(CGRect(x: 50, y: 80, width: 40, height: 20), from: window)
        #expect(inDeep == window.convert(CGRect(x: 50, y: 80, width: 40, height: 20), to: deep))
        #expect(!inDeep.isEmpty)
    }

    @Test("Frames in the driver's tree equal the views' bounds converted to the window, under rotation, scaling and scrolling")
    func treeFramesMatchConversion() throws {
        let (app, views) = makeScreen()
        let session = DriverSession(app: app)
        let response = session.respond(to: #"{"command":"tree"}"#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any])
        var framesByIdentifier: [String: [Double]] = [:]
        var framesByLabel: [String: [Double]] = [:]
        var stack = object["tree"] as? [[String: Any]] ?? []
        while let element = stack.popLast() {
            if let frame = element["frame"] as? [Double] {
                if let identifier = element["identifier"] as? String { framesByIdentifier[identifier] = frame }
                if let label = element["label"] as? String { framesByLabel[label] = frame }
            }
            stack += element["children"] as? [[String: Any]] ?? []
        }
        var compared = 0
        for view in views {
            let expected = view.convert(view.bounds, to: nil)
            let reported: [Double]?
            if let identifier = view.accessibilityIdentifier {
                reported = framesByIdentifier[identifier]
            } else {
                reported = (view as? UILabel)?.text.flatMap { framesByLabel[$0] }
            }
            let frame = try #require(reported, "\(view) is missing from the tree")
            // Within a parser's rounding (Foundation's JSON reader can be an ulp or two off)...
            let values = [expected.minX, expected.minY, expected.width, expected.height].map { Double($0) }
            #expect(zip(frame, values).allSatisfy { abs($0 - $1) <= 1e-9 })
            // ...and exact in the text the driver wrote, in the writer's number format.
            let text = values.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : $0.description }
            #expect(response.contains("\"frame\":[" + text.joined(separator: ",") + "]"), "\(view): \(text)")
            compared += 1
        }
        #expect(compared == 9)
        // The rotation shows: a rotated button's frame is its bounding box, larger than it.
        let rotated = try #require(framesByIdentifier["open-0"])
        #expect(rotated[2] > 100.5 * 0.75 && rotated[3] > 44 * 0.75)
    }
}
