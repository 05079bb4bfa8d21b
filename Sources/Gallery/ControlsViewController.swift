import OpenUIKit

/// A button, a switch, a slider and a text field. Controls draw no content of their own yet
/// (there is no text rendering), so each has a coloured background and shows its state
/// through colour or a bar; every action is logged (see ``GalleryLog``).
///
/// Layout (points, in the screen's content view, which starts below the 44-point tab strip):
/// button (20, 20, 160, 44); switch (20, 84, 51, 31); slider (20, 135, 300, 30);
/// text field (20, 185, 300, 36); the text's length bar (20, 231, 8 per character, 10).
final class ControlsViewController: UIViewController {
    static let buttonFrame = CGRect(x: 20, y: 20, width: 160, height: 44)
    static let textFieldFrame = CGRect(x: 20, y: 185, width: 300, height: 36)

    private let log: GalleryLog
    private var taps = 0

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)

        let blue = UIColor(red: 0.2, green: 0.45, blue: 0.95, alpha: 1)
        let orange = UIColor(red: 0.95, green: 0.55, blue: 0.15, alpha: 1)
        let button = UIButton(frame: Self.buttonFrame)
        button.accessibilityIdentifier = "button"
        button.backgroundColor = blue
        button.layer.cornerRadius = 8
        button.addAction(UIAction { [unowned self] _ in
            taps += 1
            button.backgroundColor = taps.isMultiple(of: 2) ? blue : orange
            log.note("button tapped \(taps)")
        }, for: .touchUpInside)
        view.addSubview(button)

        let toggle = UISwitch(frame: CGRect(x: 20, y: 84, width: 51, height: 31))
        toggle.backgroundColor = UIColor(white: 0.8, alpha: 1)
        toggle.layer.cornerRadius = 15.5
        toggle.addAction(UIAction { [log] _ in
            toggle.backgroundColor = toggle.isOn ? UIColor(red: 0.2, green: 0.8, blue: 0.35, alpha: 1) : UIColor(white: 0.8, alpha: 1)
            log.note("switch \(toggle.isOn ? "on" : "off")")
        }, for: .valueChanged)
        view.addSubview(toggle)

        let slider = UISlider(frame: CGRect(x: 20, y: 135, width: 300, height: 30))
        slider.backgroundColor = UIColor(white: 0.85, alpha: 1)
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        fill.backgroundColor = blue
        fill.isUserInteractionEnabled = false
        slider.addSubview(fill)
        slider.value = 0.5
        fill.frame.size.width = 150
        slider.addAction(UIAction { [log] _ in
            fill.frame.size.width = CGFloat(slider.value) * slider.bounds.width
            log.note(String(format: "slider %.2f", slider.value))
        }, for: .valueChanged)
        view.addSubview(slider)

        let field = UITextField(frame: Self.textFieldFrame)
        field.accessibilityIdentifier = "field"
        field.backgroundColor = .white
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        field.layer.cornerRadius = 6
        let bar = UIView(frame: CGRect(x: 20, y: 231, width: 0, height: 10))
        bar.backgroundColor = orange
        field.addAction(UIAction { [log] _ in
            bar.frame.size.width = CGFloat((field.text ?? "").count) * 8
            log.note("text \((field.text ?? "").debugDescription)")
        }, for: .editingChanged)
        field.addAction(UIAction { [log] _ in
            field.layer.borderColor = UIColor(red: 0.2, green: 0.45, blue: 0.95, alpha: 1).cgColor
            field.layer.borderWidth = 2
            log.note("text field editing")
        }, for: .editingDidBegin)
        field.addAction(UIAction { _ in
            field.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
            field.layer.borderWidth = 1
        }, for: .editingDidEnd)
        view.addSubview(field)
        view.addSubview(bar)
    }
}
