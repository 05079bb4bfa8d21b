import OpenUIKit
import OpenUIKitTesting
import Testing

/// The fixed-size controls hug their size (priority 750) as UIKit's do, so a stack view with a
/// label and a switch stretches the label, not the switch (the tasks app's form drew a switch
/// as wide as its row).
@MainActor
@Suite("Content hugging of fixed-size controls")
struct ControlHuggingDefaultsTests {
    @Test("Switch, stepper and activity indicator hug at 750 in both axes; a progress view only vertically; a label at 250")
    func defaults() {
        for view in [UISwitch(), UIStepper(), UIActivityIndicatorView(style: .medium)] as [UIView] {
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultHigh, "\(type(of: view))")
            #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh, "\(type(of: view))")
        }
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UILabel().contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test("In a filling horizontal stack, a label beside a switch takes the spare width and the switch keeps 51 points")
    func labelAndSwitchRow() {
        let app = HeadlessApp()
        let controller = UIViewController()
        let label = UILabel()
        label.text = "Due Date"
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.frame.maxX == row.bounds.maxX)
        #expect(label.frame.width == row.bounds.width - 51 - 8)
    }
}
