import Foundation
import OpenUIKit

/// Menus from buttons and bar items, and the compact date picker: a pull-down "Sort" button
/// (tap for its menu), a pop-up "Size" button whose title follows its checked choice, a "More"
/// bar item with a menu, and a compact date-and-time picker whose chips open the calendar and
/// the time wheels. The status line says what was chosen.
///
/// Layout (points, in a vertically bouncing scroll view): hint (20, 16, 350, 40); pull-down
/// button (20, 72, 140, 44); pop-up button (180, 72, 170, 44); date picker (20, 140, its
/// size); status line (20, 196, 350, 24).
final class MenusButtonsScreenViewController: UIViewController {
    private let status = UILabel(frame: CGRect(x: 20, y: 196, width: 350, height: 24))
    private let content = UIScrollView()
    private let datePicker = UIDatePicker()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Button Menus"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.alwaysBounceVertical = true
        content.contentSize = CGSize(width: 390, height: 240)
        view.addSubview(content)

        let hint = UILabel(frame: CGRect(x: 20, y: 16, width: 350, height: 40))
        hint.text = "Tap Sort, the size, More or a date chip; each opens its menu or editor beside it."
        hint.font = .preferredFont(forTextStyle: .footnote)
        hint.numberOfLines = 2
        hint.textColor = .secondaryLabel
        content.addSubview(hint)

        var pullDown = UIButton.Configuration.gray()
        pullDown.title = "Sort"
        pullDown.image = UIImage(systemName: "arrow.up.arrow.down")
        pullDown.imagePadding = 6
        let sortButton = UIButton(configuration: pullDown)
        sortButton.frame = CGRect(x: 20, y: 72, width: 140, height: 44)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = UIMenu(children: [
            UIAction(title: "Newest First", image: UIImage(systemName: "arrow.down")) { [unowned self] _ in
                report("sorted newest first")
            },
            UIAction(title: "Oldest First", image: UIImage(systemName: "arrow.up")) { [unowned self] _ in
                report("sorted oldest first")
            },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Remove All", image: UIImage(systemName: "trash"), attributes: .destructive) {
                    [unowned self] _ in report("removed all")
                }
            ]),
        ])
        sortButton.accessibilityIdentifier = "button-menus-sort"
        content.addSubview(sortButton)

        let popUp = UIButton(configuration: .tinted())
        popUp.frame = CGRect(x: 180, y: 72, width: 170, height: 44)
        popUp.menu = UIMenu(children: ["Small", "Medium", "Large"].map { size in
            UIAction(title: size, state: size == "Medium" ? .on : .off) { [unowned self] _ in report("size \(size.lowercased())") }
        })
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        popUp.accessibilityIdentifier = "button-menus-size"
        content.addSubview(popUp)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "More", image: nil, primaryAction: nil,
            menu: UIMenu(children: [
                UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) { [unowned self] _ in report("select") },
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [unowned self] _ in report("share") },
            ]))

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        datePicker.calendar = calendar
        datePicker.timeZone = calendar.timeZone
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .compact
        datePicker.date = calendar.date(from: DateComponents(year: 2024, month: 3, day: 5, hour: 9, minute: 41)) ?? datePicker.date
        datePicker.frame = CGRect(origin: CGPoint(x: 20, y: 140), size: datePicker.intrinsicContentSize)
        datePicker.addAction(UIAction { [unowned self] _ in report("date changed") }, for: .valueChanged)
        content.addSubview(datePicker)

        status.font = .preferredFont(forTextStyle: .subheadline)
        status.textColor = .label
        status.text = "Nothing chosen yet"
        content.addSubview(status)
    }

    private func report(_ message: String) {
        status.text = message
    }
}
