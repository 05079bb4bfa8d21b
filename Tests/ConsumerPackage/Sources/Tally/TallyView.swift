import Foundation
import OpenUIKit

/// A button that counts its taps and shows the count in a label: the consumer package's view.
public final class TallyView: UIView {
    public private(set) var count = 0
    public let button = UIButton(type: .system)
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        button.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height / 2)
        button.setTitle("Add", for: .normal)
        button.accessibilityIdentifier = "add"
        button.addAction(UIAction { [unowned self] _ in
            count += 1
            label.text = "\(count)"
        }, for: .touchUpInside)
        label.frame = CGRect(x: 0, y: frame.height / 2, width: frame.width, height: frame.height / 2)
        label.text = "0"
        addSubview(button)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
