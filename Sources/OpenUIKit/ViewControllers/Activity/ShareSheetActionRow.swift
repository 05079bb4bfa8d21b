import Foundation

/// One activity in the share sheet: a row of the action list (title left, glyph right) or a
/// service of the row (a rounded icon over its title). An accessibility button named by the
/// activity's title; choosing it tells the share sheet on `touchUpInside`.
@MainActor
final class ShareSheetActionRow: UIControl {
    let activity: UIActivity
    private let isService: Bool
    private let titleLabel = UILabel()
    private let iconView = UIImageView()
    private let iconBackground = UIView()

    init(activity: UIActivity, isService: Bool, choose: @escaping @MainActor (UIActivity) -> Void) {
        self.activity = activity
        self.isService = isService
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle
        titleLabel.textColor = .label
        iconView.image = activity.activityImage
        iconView.tintColor = .label
        iconView.contentMode = .center
        if isService {
            titleLabel.font = .systemFont(ofSize: ShareSheetLayout.serviceTitleFontSize)
            titleLabel.textAlignment = .center
            titleLabel.numberOfLines = 2
            iconBackground.backgroundColor = .secondarySystemGroupedBackground
            iconBackground.layer.cornerRadius = ShareSheetLayout.serviceIconCornerRadius
            iconBackground.isUserInteractionEnabled = false
            addSubview(iconBackground)
        } else {
            titleLabel.font = .systemFont(ofSize: ShareSheetLayout.actionFontSize)
            let configuration = UIImage.SymbolConfiguration(pointSize: ShareSheetLayout.actionGlyphSize)
            iconView.image = activity.activityImage.map { $0.applyingSymbolConfiguration(configuration) ?? $0 }
        }
        addSubview(iconView)
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = activity.activityTitle
        accessibilityTraits = .button
        addAction(UIAction(handler: { [weak self] _ in
            guard let self else { return }
            choose(self.activity)
        }), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet {
            if isService {
                iconBackground.alpha = isHighlighted ? 0.6 : 1
            } else {
                backgroundColor = isHighlighted ? .systemFill : nil
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ShareSheetLayout.sideInset
        if isService {
            let icon = ShareSheetLayout.serviceIconSize
            iconBackground.frame = CGRect(x: (bounds.width - icon) / 2, y: 0, width: icon, height: icon)
            iconView.frame = iconBackground.frame
            titleLabel.frame = CGRect(x: 0, y: icon + 6, width: bounds.width, height: bounds.height - icon - 6)
            titleLabel.sizeToFit()
            titleLabel.frame = CGRect(x: 0, y: icon + 6, width: bounds.width, height: min(titleLabel.frame.height, bounds.height - icon - 6))
        } else {
            let glyph = ShareSheetLayout.actionRowHeight - 20
            iconView.frame = CGRect(x: bounds.width - inset - glyph, y: 10, width: glyph, height: glyph)
            titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, iconView.frame.minX - 2 * inset), height: bounds.height)
        }
    }
}
