import UIKit

/// The preferences the screen edits.
struct Preferences: Equatable {
    var notificationsEnabled = true
    var volume: Float = 0.5
    var theme = 0
    var fontSize: Double = 17
    var rating = 3
    var priceRange: ClosedRange<Double> = 20...80
}

@objc protocol PreferencesViewControllerDelegate: AnyObject {
    @objc optional func preferencesViewControllerDidChange(_ controller: PreferencesViewController)
    @objc optional func preferencesViewControllerDidReset(_ controller: PreferencesViewController)
    @objc optional func preferencesViewControllerShouldAllowReset(_ controller: PreferencesViewController) -> Bool
}

/// A long form of controls in a vertical stack inside a scroll view (content edges pinned to
/// the scroll view's edges), each control wired with target-action.
class PreferencesViewController: UIViewController {

    @IBOutlet var scrollView: UIScrollView!
    @IBOutlet var stackView: UIStackView!
    @IBOutlet var notificationsSwitch: UISwitch!
    @IBOutlet var volumeSlider: UISlider!
    @IBOutlet var volumeLabel: UILabel!
    @IBOutlet var themeControl: UISegmentedControl!
    @IBOutlet var fontStepper: UIStepper!
    @IBOutlet var fontSizeLabel: UILabel!
    @IBOutlet var ratingControl: RatingControl!
    @IBOutlet var priceSlider: RangeSlider!
    @IBOutlet var priceLabel: UILabel!
    @IBOutlet var resetButton: UIButton!

    weak var delegate: PreferencesViewControllerDelegate?
    private(set) var preferences = Preferences()
    private(set) var changeLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preferences"
        view.backgroundColor = .systemGroupedBackground

        scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        stackView = UIStackView()
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.alignment = .fill
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stackView)

        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])

        buildNotificationsRow()
        buildVolumeRow()
        buildThemeRow()
        buildFontRow()
        buildRatingRow()
        buildPriceRow()
        buildResetButton()
        apply(preferences)
    }

    // MARK: - Rows

    private func row(title: String, control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        let row = UIStackView(arrangedSubviews: [label, control])
        row.axis = .horizontal
        row.spacing = 12
        row.alignment = .center
        stackView.addArrangedSubview(row)
        return row
    }

    private func buildNotificationsRow() {
        notificationsSwitch = UISwitch()
        notificationsSwitch.addTarget(self, action: #selector(notificationsChanged(_:)), for: .valueChanged)
        _ = row(title: "Notifications", control: notificationsSwitch)
    }

    private func buildVolumeRow() {
        volumeSlider = UISlider()
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
        volumeLabel = UILabel()
        volumeLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        volumeLabel.setContentHuggingPriority(.required, for: .horizontal)
        let row = self.row(title: "Volume", control: volumeSlider)
        row.addArrangedSubview(volumeLabel)
    }

    private func buildThemeRow() {
        themeControl = UISegmentedControl(items: ["System", "Light", "Dark"])
        themeControl.addTarget(self, action: #selector(themeChanged(_:)), for: .valueChanged)
        _ = row(title: "Theme", control: themeControl)
    }

    private func buildFontRow() {
        fontStepper = UIStepper()
        fontStepper.minimumValue = 12
        fontStepper.maximumValue = 28
        fontStepper.stepValue = 1
        fontStepper.addTarget(self, action: #selector(fontSizeChanged(_:)), for: .valueChanged)
        fontSizeLabel = UILabel()
        fontSizeLabel.setContentHuggingPriority(.required, for: .horizontal)
        let row = self.row(title: "Text Size", control: fontSizeLabel)
        row.addArrangedSubview(fontStepper)
    }

    private func buildRatingRow() {
        ratingControl = RatingControl(frame: CGRect(x: 0, y: 0, width: 180, height: 32))
        ratingControl.translatesAutoresizingMaskIntoConstraints = false
        ratingControl.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
        NSLayoutConstraint.activate([
            ratingControl.widthAnchor.constraint(equalToConstant: 180),
            ratingControl.heightAnchor.constraint(equalToConstant: 32),
        ])
        _ = row(title: "Rating", control: ratingControl)
    }

    private func buildPriceRow() {
        priceSlider = RangeSlider(frame: .zero)
        priceSlider.minimumValue = 0
        priceSlider.maximumValue = 100
        priceSlider.addTarget(self, action: #selector(priceChanged(_:)), for: .valueChanged)
        priceLabel = UILabel()
        priceLabel.font = .preferredFont(forTextStyle: .footnote)
        priceLabel.textColor = .secondaryLabel
        stackView.addArrangedSubview(priceSlider)
        stackView.addArrangedSubview(priceLabel)
    }

    private func buildResetButton() {
        resetButton = UIButton(type: .system)
        resetButton.setTitle("Reset to Defaults", for: .normal)
        resetButton.setTitleColor(.systemRed, for: .normal)
        resetButton.addTarget(self, action: #selector(resetTapped(_:)), for: .touchUpInside)
        stackView.setCustomSpacing(32, after: priceLabel)
        stackView.addArrangedSubview(resetButton)
    }

    // MARK: - State

    func apply(_ preferences: Preferences) {
        self.preferences = preferences
        notificationsSwitch.isOn = preferences.notificationsEnabled
        volumeSlider.value = preferences.volume
        volumeLabel.text = "\(Int((preferences.volume * 100).rounded()))%"
        themeControl.selectedSegmentIndex = preferences.theme
        fontStepper.value = preferences.fontSize
        fontSizeLabel.text = "\(Int(preferences.fontSize)) pt"
        ratingControl.rating = preferences.rating
        priceSlider.lowerValue = preferences.priceRange.lowerBound
        priceSlider.upperValue = preferences.priceRange.upperBound
        priceLabel.text = "$\(Int(preferences.priceRange.lowerBound)) – $\(Int(preferences.priceRange.upperBound))"
    }

    private func changed(_ entry: String) {
        changeLog.append(entry)
        apply(preferences)
        delegate?.preferencesViewControllerDidChange?(self)
    }

    // MARK: - Actions

    @objc func notificationsChanged(_ sender: UISwitch) {
        preferences.notificationsEnabled = sender.isOn
        changed("notifications=\(sender.isOn)")
    }

    @objc func volumeChanged(_ sender: UISlider) {
        preferences.volume = sender.value
        changed("volume")
    }

    @objc func themeChanged(_ sender: UISegmentedControl) {
        preferences.theme = sender.selectedSegmentIndex
        switch sender.selectedSegmentIndex {
        case 1: overrideUserInterfaceStyle = .light
        case 2: overrideUserInterfaceStyle = .dark
        default: overrideUserInterfaceStyle = .unspecified
        }
        changed("theme=\(sender.selectedSegmentIndex)")
    }

    @objc func fontSizeChanged(_ sender: UIStepper) {
        preferences.fontSize = sender.value
        changed("fontSize=\(Int(sender.value))")
    }

    @objc func ratingChanged(_ sender: RatingControl) {
        preferences.rating = sender.rating
        changed("rating=\(sender.rating)")
    }

    @objc func priceChanged(_ sender: RangeSlider) {
        preferences.priceRange = sender.lowerValue...sender.upperValue
        changed("price")
    }

    @objc func resetTapped(_ sender: UIButton) {
        if delegate?.preferencesViewControllerShouldAllowReset?(self) == false {
            view.shake()
            return
        }
        preferences = Preferences()
        changed("reset")
        delegate?.preferencesViewControllerDidReset?(self)
    }
}
