import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench audit [iterations]`: the test kit's accessibility audit of one phone screen (390 ×
/// 844 pt at 3×) holding 200 elements: 100 rows, each a Dynamic Type label and a 44 pt
/// button, in a scroll view's content (30 rows on screen). Prints one JSON object with the
/// median time (over `iterations`, 30 by default) of:
/// - `actionMs`: the categories an audit after each action checks (all but Dynamic Type);
/// - `contrastMs`: contrast alone (two paintings of the labels' area and the pixel walk);
/// - `structureMs`: the categories that read no pixels and change nothing (element
///   detection, hit region, description, text clipped, trait, parent/child, reading order,
///   duplicate labels, redundant description);
/// - `allMs`: every category, Dynamic Type's re-layout at the largest size and back included
///   (the fixed-height rows cut their text there, so this one finds issues).
/// The budget is 5 ms for the audit after an action.
enum AccessibilityAuditBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let iterations = arguments.first.flatMap(Int.init) ?? 30
        let app = HeadlessApp(scale: 3)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 100 * 56)
        controller.view.addSubview(scroll)
        for row in 0..<100 {
            let y = CGFloat(row) * 56 + 6
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 240, height: 44))
            label.text = "Row \(row + 1)"
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.textColor = .black
            scroll.addSubview(label)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 270, y: y, width: 104, height: 44)
            button.setTitle("Open \(row + 1)", for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            button.setTitleColor(UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1), for: .normal)
            scroll.addSubview(button)
        }
        app.makeWindow(rootViewController: controller)
        let elements = app.accessibilityElements().count
        if elements != 200 { BenchmarkSupport.fail("audit", "the screen has \(elements) elements, not 200") }
        func audit(_ types: AccessibilityAuditType) -> Int {
            app.auditAccessibility(for: types, reporter: TestFailureReporter { _ in }).count
        }
        let structure = AccessibilityAuditType.all.subtracting([.contrast, .dynamicType])
        let action = AccessibilityAuditType.all.subtracting(.dynamicType)
        // At the largest accessibility size the fixed 44-point rows cut their text (Dynamic
        // Type findings); at the current size the screen has none.
        if audit(action) != 0 { BenchmarkSupport.fail("audit", "the screen has findings at the current size") }
        let actionMs = BenchmarkSupport.medianMilliseconds(iterations) { _ = audit(action) }
        let contrastMs = BenchmarkSupport.medianMilliseconds(iterations) { _ = audit(.contrast) }
        let structureMs = BenchmarkSupport.medianMilliseconds(iterations) { _ = audit(structure) }
        let allMs = BenchmarkSupport.medianMilliseconds(max(iterations / 3, 1)) { _ = audit(.all) }
        func figure(_ name: String, _ value: (cpu: Double, wall: Double)) -> String {
            "\"\(name)CpuMs\":\(String(format: "%.3f", value.cpu)),\"\(name)WallMs\":\(String(format: "%.3f", value.wall))"
        }
        print(
            "{\"benchmark\":\"audit\",\"elements\":\(elements),\"iterations\":\(iterations),"
                + [figure("action", actionMs), figure("contrast", contrastMs), figure("structure", structureMs), figure("all", allMs)]
                .joined(separator: ",")
                + ",\"actionWithin5ms\":\(actionMs.cpu <= 5)}")
    }
}
