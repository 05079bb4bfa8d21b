import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The view of the getting-started article (OpenUIKitTesting.docc/GettingStarted.md), which the
/// article describes but does not list: a row of four slots that fill with green, one per tap
/// on the blue button beside them (accessibility identifier "add").
@MainActor
final class TallyView: UIView {
    let button = UIButton(type: .system)
    private var slots: [UIView] = []
    private(set) var count = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.9, alpha: 1)
        for index in 0..<4 {
            let slot = UIView(frame: CGRect(x: 8 + CGFloat(index) * 20, y: 8, width: 16, height: 16))
            slot.backgroundColor = .white
            slots.append(slot)
            addSubview(slot)
        }
        button.frame = CGRect(x: 96, y: 4, width: 24, height: 24)
        button.backgroundColor = .blue
        button.accessibilityIdentifier = "add"
        button.addAction(UIAction { [unowned self] _ in add() }, for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func add() {
        guard count < slots.count else { return }
        slots[count].backgroundColor = .green
        count += 1
    }
}

extension TallyTests {
    /// What the article's XCTest blocks start from (scripts/doctests.sh puts this call before
    /// them): the article's application with the tally tapped three times, as the
    /// `tally-three` reference shows it.
    static func xctestFixture() -> (HeadlessApp, TallyView) {
        let (app, tally) = TallyTests().makeApp()
        for _ in 0..<3 { app.tap(tally.button) }
        return (app, tally)
    }
}
