import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench traitmatrix [iterations]`: `TraitMatrix.phone` (96 variants: light and dark × twelve
/// text sizes × both directions × portrait and landscape size classes) of a settings-like phone
/// screen on an iPhone 15 (393 × 852 points at 3x), rendered to images (not encoded). Prints
/// the median time of the whole matrix over `iterations` (3 by default) and per variant.
/// The budget is 3 s for the 96.
enum TraitMatrixBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let iterations = arguments.first.flatMap(Int.init) ?? 3
        var count = 0
        let time = BenchmarkSupport.medianMilliseconds(iterations) {
            count = TraitMatrix.phone.render(named: "settings") { SettingsScreen() }.count
        }
        if count != 96 { BenchmarkSupport.fail("traitmatrix", "\(count) variants, not 96") }
        print(
            "{\"benchmark\":\"traitmatrix\",\"variants\":\(count),\"matrixCpuMs\":\(String(format: "%.1f", time.cpu)),"
                + "\"matrixWallMs\":\(String(format: "%.1f", time.wall)),"
                + "\"perVariantMs\":\(String(format: "%.2f", time.cpu / Double(count))),\"budgetMs\":3000}")
    }

    /// A phone screen: a title, rows of Dynamic Type labels with switches, and a button.
    final class SettingsScreen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            let title = UILabel()
            title.text = "Settings"
            title.font = .preferredFont(forTextStyle: .largeTitle)
            title.adjustsFontForContentSizeCategory = true
            stack.addArrangedSubview(title)
            for name in ["Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus", "Screen Time"] {
                let row = UIStackView()
                row.spacing = 8
                let label = UILabel()
                label.text = name
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.textColor = .label
                row.addArrangedSubview(label)
                row.addArrangedSubview(UISwitch())
                stack.addArrangedSubview(row)
            }
            let button = UIButton(type: .system)
            button.setTitle("Sign Out", for: .normal)
            stack.addArrangedSubview(button)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }
}
