import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A picker's data source and delegate with fixed row counts and "Cc Rr" titles, recording
/// every `didSelectRow` as "select c r".
@MainActor
final class PickerProbe: UIPickerViewDataSource, UIPickerViewDelegate {
    var rowCounts: [Int]
    var log: [String] = []

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rowCounts.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCounts[component]
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "C\(component) R\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("select \(component) \(row)")
    }
}

/// An application at scale 1 whose root view holds a 320 × 216 picker at (0, 100): its
/// selected rows are centred on y = 208.
@MainActor
struct PickerStage {
    let app: HeadlessApp
    let root: UIView
    let picker: UIPickerView
    let probe: PickerProbe

    init(rowCounts: [Int] = [20], style: UIUserInterfaceStyle = .light, scale: CGFloat = 1) {
        app = HeadlessApp(screenSize: CGSize(width: 320, height: 420), scale: scale)
        app.userInterfaceStyle = style
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        root = controller.view
        root.backgroundColor = .systemBackground
        picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        probe = PickerProbe(rowCounts: rowCounts)
        picker.dataSource = probe
        picker.delegate = probe
        root.addSubview(picker)
        app.runUntilIdle()
    }

    /// The content offset of wheel `component` (its scroll view).
    func wheelOffset(_ component: Int = 0) -> CGFloat {
        let wheels = picker.subviews.compactMap { $0 as? UIScrollView }
        return wheels[component].contentOffset.y
    }

    /// A drag of `distance` points (negative: up) at `x`, held still before the lift so it
    /// ends without velocity.
    func slowDrag(x: CGFloat = 160, by distance: CGFloat) {
        app.drag(from: CGPoint(x: x, y: 208), to: CGPoint(x: x, y: 208 + distance), lift: false)
        app.advance(by: 0.2)
        app.touchUp()
    }

    /// Writes the screen as PNG to the temporary folder (for looking at).
    func savePNG(_ name: String) {
        try? app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-\(name).png"))
    }
}
