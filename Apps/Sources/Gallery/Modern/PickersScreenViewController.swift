import OpenUIKit

/// The pickers: a two-wheel picker view (a fruit and how many), an inline date picker (its
/// month calendar; the compact style is on the Button Menus screen), and a page view controller of three
/// coloured pages with its page control. A status line says what was last chosen.
///
/// Layout (points, in a vertically bouncing scroll view that keeps it below the navigation bar): picker (0, 0, 390, 180); date
/// picker (20, 184, 350, 328); pages (20, 516, 350, 150); status (20, 670, 350, 24).
final class PickersScreenViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
    UIPageViewControllerDataSource
{
    private static let fruits = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum"]
    private let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 390, height: 180))
    private let datePicker = UIDatePicker(frame: CGRect(x: 20, y: 184, width: 350, height: 328))
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private let status = UILabel(frame: CGRect(x: 20, y: 670, width: 350, height: 24))
    private let content = UIScrollView()
    private lazy var pageControllers: [UIViewController] = [UIColor.systemTeal, .systemIndigo, .systemOrange]
        .enumerated().map { index, color in
            let page = UIViewController()
            page.view.backgroundColor = color
            let label = UILabel(frame: CGRect(x: 0, y: 45, width: 350, height: 40))
            label.text = "Page \(index + 1)"
            label.textAlignment = .center
            label.font = .preferredFont(forTextStyle: .title1)
            label.textColor = .white
            label.autoresizingMask = [.flexibleWidth]
            page.view.addSubview(label)
            return page
        }

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.alwaysBounceVertical = true
        content.contentSize = CGSize(width: 390, height: 710)
        view.addSubview(content)

        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        content.addSubview(picker)

        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .inline
        // The picker's default date is fixed (no wall clock); show a chosen one.
        datePicker.date = Date(timeIntervalSinceReferenceDate: 25 * 365.25 * 86_400 + 9.5 * 3_600)
        datePicker.addAction(
            UIAction { [unowned self] _ in
                status.text = "Date: \(datePicker.date)"
            }, for: .valueChanged)
        content.addSubview(datePicker)

        pages.dataSource = self
        pages.setViewControllers([pageControllers[0]], direction: .forward, animated: false)
        addChild(pages)
        pages.view.frame = CGRect(x: 20, y: 516, width: 350, height: 150)
        pages.view.layer.cornerRadius = 12
        pages.view.clipsToBounds = true
        pages.view.backgroundColor = .secondarySystemBackground
        content.addSubview(pages.view)
        pages.didMove(toParent: self)

        status.textColor = .secondaryLabel
        status.font = .preferredFont(forTextStyle: .footnote)
        status.text = "Turn a wheel or swipe the pages"
        content.addSubview(status)
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.fruits.count : 12
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 220 : 120
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.fruits[row] : "\(row + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let fruit = Self.fruits[pickerView.selectedRow(inComponent: 0)]
        status.text = "\(pickerView.selectedRow(inComponent: 1) + 1) × \(fruit)"
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pageControllers.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pageControllers[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pageControllers.firstIndex(where: { $0 === viewController }), index < pageControllers.count - 1
        else { return nil }
        return pageControllers[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pageControllers.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { page in pageControllers.firstIndex { $0 === page } } ?? 0
    }
}
