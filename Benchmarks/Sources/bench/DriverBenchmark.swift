import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench driver [iterations]`: the driver's `tree` answer for a screen of 300 accessibility
/// elements (150 rows, each a label and a button, in a scroll view), request parsed, tree
/// walked, references looked up and the JSON line written; and a tap on a button of a 20-view
/// screen, receipt included: by the view (its reachability checked first) and at a point. Prints
/// one JSON object with medians over `iterations` (200 by default). The tree's budget is 1 ms.
enum DriverBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let iterations = arguments.first.flatMap(Int.init) ?? 200
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 150 * 56)
        controller.view.addSubview(scroll)
        for row in 0..<150 {
            let y = CGFloat(row) * 56 + 6
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 240, height: 44))
            label.text = "Row \(row + 1)"
            scroll.addSubview(label)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 270, y: y, width: 104, height: 44)
            button.setTitle("Open \(row + 1)", for: .normal)
            button.accessibilityIdentifier = "open-\(row + 1)"
            scroll.addSubview(button)
        }
        app.makeWindow(rootViewController: controller)
        let elements = app.accessibilityElements().count
        if elements != 300 { BenchmarkSupport.fail("driver", "the screen has \(elements) elements, not 300") }
        let session = DriverSession(app: app)
        var bytes = 0
        let treeMs = BenchmarkSupport.medianMilliseconds(iterations) {
            bytes = session.respond(to: #"{"command":"tree"}"#).utf8.count
        }

        // A 20-view screen: a tap on one of its buttons, receipt included.
        let small = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let screen = UIViewController()
        var buttons: [UIButton] = []
        for index in 0..<20 {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 40, width: 200, height: 36)
            button.setTitle("Button \(index)", for: .normal)
            screen.view.addSubview(button)
            buttons.append(button)
        }
        small.makeWindow(rootViewController: screen)
        var performed = true
        var index = 0
        let tapMs = BenchmarkSupport.medianMilliseconds(iterations) {
            performed = performed && small.tap(buttons[index % 20]).wasPerformed
            index += 1
        }
        let pointTapMs = BenchmarkSupport.medianMilliseconds(iterations) {
            small.tap(at: CGPoint(x: 120, y: 38 + CGFloat(index % 20) * 40))
            index += 1
        }
        if !performed { BenchmarkSupport.fail("driver", "a tap was not performed") }
        func figure(_ name: String, _ value: (cpu: Double, wall: Double)) -> String {
            "\"\(name)CpuMs\":\(String(format: "%.4f", value.cpu)),\"\(name)WallMs\":\(String(format: "%.4f", value.wall))"
        }
        print(
            "{\"benchmark\":\"driver\",\"elements\":\(elements),\"treeBytes\":\(bytes),\(figure("tree", treeMs)),"
                + "\(figure("viewTap", tapMs)),\(figure("pointTap", pointTapMs)),\"iterations\":\(iterations)}")
    }
}
