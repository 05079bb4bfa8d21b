import Foundation

/// The standard row of a picker wheel: a centred label in the body colour at 21 points.
@MainActor
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: PickerConstants.rowFontSize)
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        font = .systemFont(ofSize: PickerConstants.rowFontSize)
        textAlignment = .center
        textColor = .label
    }
}
