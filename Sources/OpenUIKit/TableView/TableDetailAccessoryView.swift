import Foundation

/// The detail accessories of a table cell: the info button (`info.circle` in the tint), and
/// for `.detailDisclosureButton` the disclosure chevron after it. A tap on the info button
/// tells the table's delegate (`tableView(_:accessoryButtonTappedForRowWith:)`) and does not
/// select the row; the chevron, like the rest of the row, selects it.
///
/// Geometry [CHOSEN: Apple publishes none]: a 22-point info glyph, 12 points before the
/// 14-point chevron column.
@MainActor
final class TableDetailAccessoryView: UIView {
    static let infoSide: CGFloat = 22
    static let chevronGap: CGFloat = 12

    let infoButton = UIButton(type: .custom)
    private let chevron: TableAccessoryView?
    /// Run when the info button is tapped.
    var onInfoTapped: (@MainActor () -> Void)?

    init(kind: UITableViewCell.AccessoryType) {
        let disclosure = kind == .detailDisclosureButton
        chevron = disclosure ? TableAccessoryView(kind: .disclosureIndicator) : nil
        let width = Self.infoSide + (disclosure ? Self.chevronGap + 14 : 0)
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.infoSide))
        isOpaque = false
        let glyph = UIImage(systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
        infoButton.setImage(glyph?.withRenderingMode(.alwaysTemplate), for: .normal)
        infoButton.frame = CGRect(x: 0, y: 0, width: Self.infoSide, height: Self.infoSide)
        infoButton.accessibilityLabel = "More Info"
        infoButton.addAction(UIAction { [weak self] _ in self?.onInfoTapped?() }, for: .touchUpInside)
        addSubview(infoButton)
        if let chevron {
            chevron.frame = CGRect(x: Self.infoSide + Self.chevronGap, y: 1, width: 14, height: 20)
            addSubview(chevron)
        }
    }

    /// The info button first and the chevron after it, in the layout's reading direction.
    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        infoButton.setFrame(
            CGRect(x: 0, y: 0, width: Self.infoSide, height: Self.infoSide), mirroredIn: bounds, when: rightToLeft)
        chevron?.setFrame(
            CGRect(x: Self.infoSide + Self.chevronGap, y: 1, width: 14, height: 20), mirroredIn: bounds,
            when: rightToLeft)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("TableDetailAccessoryView is created by UITableViewCell, never decoded")
    }
}
