import Foundation
import OpenUIKit

/// The standard controls, drawn as UIKit draws them: a button, a switch, a slider, a text
/// field, a stepper, a segmented control and a page control, each with a caption; every
/// action is logged (see ``GalleryLog``).
///
/// Layout (points, in the screen's content view, which starts below the 44-point tab strip):
/// button (20, 20, 160, 44); switch (20, 84, 51, 31); slider (20, 135, 300, 44);
/// text field (20, 185, 300, 44); the text's length bar (20, 231, 8 per character, 10);
/// stepper (20, 256, 94, 32); segmented control (20, 308, 300, 44); page control
/// (20, 360, 300, 44). Captions sit right of the switch and the stepper, and under the
/// page control. Every control takes touches over at least 44 × 44 points (the switch and
/// the stepper, whose sizes UIKit fixes, beyond their frames) and has a label VoiceOver reads.
final class ControlsViewController: UIViewController {
    static let buttonFrame = CGRect(x: 20, y: 20, width: 160, height: 44)
    static let switchFrame = CGRect(x: 20, y: 84, width: 51, height: 31)
    static let sliderFrame = CGRect(x: 20, y: 135, width: 300, height: 44)
    static let textFieldFrame = CGRect(x: 20, y: 185, width: 300, height: 44)
    static let stepperFrame = CGRect(x: 20, y: 256, width: 94, height: 32)
    static let segmentedFrame = CGRect(x: 20, y: 308, width: 300, height: 44)
    static let pageControlFrame = CGRect(x: 20, y: 360, width: 300, height: 44)

    private let log: GalleryLog
    private var taps = 0

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addButton()
        addSwitch()
        addSlider()
        addTextField()
        addStepper()
        addSegmentedControl()
        addPageControl()
    }

    private func caption(_ text: String, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        // Lines of a 24-point font fill about 29 points: the most the frames hold.
        label.useGalleryText(.subheadline, maximumPointSize: min(24, (frame.height / 1.25).rounded(.down)))
        label.textColor = .label
        view.addSubview(label)
        return label
    }

    private func addButton() {
        // Darker than systemBlue and systemOrange so the white title keeps 4.5:1 contrast.
        let blue = UIColor(red: 0, green: 0.37, blue: 0.8, alpha: 1)
        let orange = UIColor(red: 0.72, green: 0.33, blue: 0, alpha: 1)
        let button = UIButton(frame: Self.buttonFrame)
        button.accessibilityIdentifier = "button"
        button.backgroundColor = blue
        button.layer.cornerRadius = 8
        button.setTitle("Tap me", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.useGalleryText(.body)
        button.addAction(UIAction { [unowned self, weak button] _ in
            taps += 1
            button?.backgroundColor = taps.isMultiple(of: 2) ? blue : orange
            log.note("button tapped \(taps)")
            reportLater(tap: taps)
        }, for: .touchUpInside)
        view.addSubview(button)
    }

    /// Notes the tap again from the three places iOS code defers work to — the main queue, a
    /// main-actor task and a Foundation timer — each of which runs only when the loop that owns
    /// the main thread runs that work (the live window does; a headless run under a test runs
    /// it when the test suspends).
    private func reportLater(tap: Int) {
        let log = log
        DispatchQueue.main.async { log.note("main queue ran after tap \(tap)") }
        Task { @MainActor in log.note("main-actor task ran after tap \(tap)") }
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            MainActor.assumeIsolated { log.note("timer fired after tap \(tap)") }
        }
    }

    private func addSwitch() {
        let toggle = RoomySwitch(frame: Self.switchFrame)
        toggle.accessibilityIdentifier = "switch"
        toggle.accessibilityLabel = "Switch"
        let label = caption("Switch off", frame: CGRect(x: 86, y: 84, width: 200, height: 31))
        // Each action holds its control weakly: the control holds the action.
        toggle.addAction(UIAction { [log, weak toggle] _ in
            guard let toggle else { return }
            label.text = toggle.isOn ? "Switch on" : "Switch off"
            log.note("switch \(toggle.isOn ? "on" : "off")")
        }, for: .valueChanged)
        view.addSubview(toggle)
    }

    private func addSlider() {
        let slider = UISlider(frame: Self.sliderFrame)
        slider.accessibilityIdentifier = "slider"
        slider.accessibilityLabel = "Level"
        slider.value = 0.5
        slider.addAction(UIAction { [log, weak slider] _ in
            guard let slider else { return }
            log.note(String(format: "slider %.2f", slider.value))
        }, for: .valueChanged)
        view.addSubview(slider)
    }

    private func addTextField() {
        let field = UITextField(frame: Self.textFieldFrame)
        field.accessibilityIdentifier = "field"
        field.placeholder = "Type here"
        field.backgroundColor = .secondarySystemBackground
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        field.layer.cornerRadius = 6
        let bar = UIView(frame: CGRect(x: 20, y: 231, width: 0, height: 10))
        bar.backgroundColor = .systemOrange
        field.addAction(UIAction { [log, weak field] _ in
            guard let field else { return }
            bar.frame.size.width = CGFloat((field.text ?? "").count) * 8
            log.note("text \((field.text ?? "").debugDescription)")
        }, for: .editingChanged)
        field.addAction(UIAction { [log, weak field] _ in
            guard let field else { return }
            field.layer.borderColor = UIColor(red: 0.2, green: 0.45, blue: 0.95, alpha: 1).cgColor
            field.layer.borderWidth = 2
            log.note("text field editing")
        }, for: .editingDidBegin)
        field.addAction(UIAction { [weak field] _ in
            guard let field else { return }
            field.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
            field.layer.borderWidth = 1
        }, for: .editingDidEnd)
        view.addSubview(field)
        view.addSubview(bar)
    }

    private func addStepper() {
        let stepper = RoomyStepper(frame: Self.stepperFrame)
        stepper.accessibilityIdentifier = "stepper"
        stepper.accessibilityLabel = "Value"
        stepper.maximumValue = 10
        let label = caption("Value 0", frame: CGRect(x: 130, y: 256, width: 190, height: 32))
        stepper.addAction(UIAction { [log, weak stepper] _ in
            guard let stepper else { return }
            label.text = "Value \(Int(stepper.value))"
            log.note("stepper \(Int(stepper.value))")
        }, for: .valueChanged)
        view.addSubview(stepper)
    }

    private func addSegmentedControl() {
        let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
        segmented.frame = Self.segmentedFrame
        segmented.accessibilityIdentifier = "segmented"
        segmented.accessibilityLabel = "Section"
        segmented.selectedSegmentIndex = 0
        segmented.addAction(UIAction { [log, weak segmented] _ in
            guard let segmented else { return }
            log.note("segment \(segmented.selectedSegmentIndex)")
        }, for: .valueChanged)
        view.addSubview(segmented)
    }

    private func addPageControl() {
        let pages = UIPageControl(frame: Self.pageControlFrame)
        pages.accessibilityIdentifier = "pages"
        pages.accessibilityLabel = "Page"
        pages.numberOfPages = 5
        let label = caption("Page 1 of 5", frame: CGRect(x: 20, y: 406, width: 300, height: 24))
        label.textAlignment = .center
        pages.addAction(UIAction { [log, weak pages] _ in
            guard let pages else { return }
            label.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
            log.note("page \(pages.currentPage)")
        }, for: .valueChanged)
        view.addSubview(pages)
    }
}
