import Foundation

/// The view of a ``UIActivityViewController``, laid out as the iOS 17 share sheet: a header
/// (thumbnail, title, subtitle, close button) over a separator, then, scrolling, the row of
/// services (the `.share` activities) and the grouped list of actions (the `.action`
/// activities, Copy last) on the grouped background.
@MainActor
final class ShareSheetView: UIView {
    /// Weak: the controller owns this view.
    private weak var controller: UIActivityViewController?
    private let thumbnailView = UIImageView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    private let separator = UIView()
    private let body = UIScrollView()
    private let serviceRow = UIScrollView()
    private let actionGroup = UIView()
    private var services: [ShareSheetActionRow] = []
    private var actions: [ShareSheetActionRow] = []
    private var actionSeparators: [UIView] = []

    init(controller: UIActivityViewController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        thumbnailView.backgroundColor = .tertiarySystemFill
        thumbnailView.layer.cornerRadius = ShareSheetLayout.thumbnailCornerRadius
        thumbnailView.clipsToBounds = true
        thumbnailView.contentMode = .center
        thumbnailView.tintColor = .secondaryLabel
        titleLabel.font = .systemFont(ofSize: ShareSheetLayout.titleFontSize, weight: .semibold)
        titleLabel.textColor = .label
        subtitleLabel.font = .systemFont(ofSize: ShareSheetLayout.subtitleFontSize)
        subtitleLabel.textColor = .secondaryLabel
        let glyph = UIImage.SymbolConfiguration(pointSize: ShareSheetLayout.closeGlyphSize, weight: .bold)
        closeButton.setImage(UIImage(systemName: "xmark", withConfiguration: glyph), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.backgroundColor = .tertiarySystemFill
        closeButton.layer.cornerRadius = ShareSheetLayout.closeSize / 2
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction(handler: { [weak self] _ in self?.controller?.close() }), for: .touchUpInside)
        separator.backgroundColor = .separator
        body.alwaysBounceVertical = true
        serviceRow.showsHorizontalScrollIndicator = false
        actionGroup.backgroundColor = .secondarySystemGroupedBackground
        actionGroup.layer.cornerRadius = ShareSheetLayout.groupCornerRadius
        actionGroup.clipsToBounds = true
        for view in [thumbnailView, titleLabel, subtitleLabel, closeButton, separator, body] as [UIView] { addSubview(view) }
        body.addSubview(serviceRow)
        body.addSubview(actionGroup)
        reload()
    }

    required init?(coder: NSCoder) { nil }

    /// Rebuilds the header and the activities from the controller.
    func reload() {
        guard let controller else { return }
        titleLabel.text = controller.headerTitle
        subtitleLabel.text = controller.headerSubtitle
        let size = ShareSheetLayout.thumbnailSize
        if let thumbnail = controller.headerThumbnail(suggestedSize: CGSize(width: size, height: size)) {
            thumbnailView.image = thumbnail
            thumbnailView.contentMode = thumbnail.isSymbolImage ? .center : .scaleAspectFill
        } else {
            let glyph = controller.headerSubtitle?.contains("://") == true ? "link" : "doc.text"
            thumbnailView.image = UIImage(systemName: glyph, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22))
            thumbnailView.contentMode = .center
        }
        for view in services + actions + actionSeparators { view.removeFromSuperview() }
        let shown = controller.shownActivities
        let choose: @MainActor (UIActivity) -> Void = { [weak controller] activity in controller?.choose(activity) }
        services = shown.filter { type(of: $0).activityCategory == .share }.map {
            ShareSheetActionRow(activity: $0, isService: true, choose: choose)
        }
        actions = shown.filter { type(of: $0).activityCategory == .action }.map {
            ShareSheetActionRow(activity: $0, isService: false, choose: choose)
        }
        for service in services { serviceRow.addSubview(service) }
        actionSeparators = actions.dropFirst().map { _ in
            let line = UIView()
            line.backgroundColor = .separator
            return line
        }
        for view in actions + actionSeparators { actionGroup.addSubview(view) }
        serviceRow.isHidden = services.isEmpty
        actionGroup.isHidden = actions.isEmpty
        setNeedsLayout()
    }

    /// The height the whole content takes at `width` (the popover's preferred height).
    func contentHeight(width: CGFloat) -> CGFloat {
        ShareSheetLayout.headerHeight + bodyHeight
    }

    private var bodyHeight: CGFloat {
        var height = ShareSheetLayout.sectionGap
        if !services.isEmpty { height += ShareSheetLayout.serviceRowHeight + ShareSheetLayout.sectionGap }
        if !actions.isEmpty { height += CGFloat(actions.count) * ShareSheetLayout.actionRowHeight + ShareSheetLayout.sectionGap }
        return height
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ShareSheetLayout.sideInset
        let header = ShareSheetLayout.headerHeight
        let thumb = ShareSheetLayout.thumbnailSize
        thumbnailView.frame = CGRect(x: inset, y: (header - thumb) / 2, width: thumb, height: thumb)
        let close = ShareSheetLayout.closeSize
        closeButton.frame = CGRect(x: bounds.width - inset - close, y: (header - thumb) / 2, width: close, height: close)
        let textX = thumbnailView.frame.maxX + ShareSheetLayout.headerGap
        let textWidth = max(0, closeButton.frame.minX - ShareSheetLayout.headerGap - textX)
        let hasSubtitle = subtitleLabel.text?.isEmpty == false
        let lineHeight: CGFloat = 20
        let titleY = hasSubtitle ? header / 2 - lineHeight : (header - lineHeight) / 2
        titleLabel.frame = CGRect(x: textX, y: titleY, width: textWidth, height: lineHeight)
        subtitleLabel.frame = CGRect(x: textX, y: header / 2 + 1, width: textWidth, height: lineHeight - 2)
        subtitleLabel.isHidden = !hasSubtitle
        let scale = window?.screen.scale ?? 1
        separator.frame = CGRect(x: 0, y: header - 1 / scale, width: bounds.width, height: 1 / scale)
        body.frame = CGRect(x: 0, y: header, width: bounds.width, height: max(0, bounds.height - header))
        var y = ShareSheetLayout.sectionGap
        if !services.isEmpty {
            serviceRow.frame = CGRect(x: 0, y: y, width: bounds.width, height: ShareSheetLayout.serviceRowHeight)
            let width = ShareSheetLayout.serviceWidth
            for (index, service) in services.enumerated() {
                service.frame = CGRect(
                    x: inset / 2 + CGFloat(index) * width, y: 0, width: width, height: ShareSheetLayout.serviceRowHeight)
            }
            serviceRow.contentSize = CGSize(width: inset + CGFloat(services.count) * width, height: ShareSheetLayout.serviceRowHeight)
            y += ShareSheetLayout.serviceRowHeight + ShareSheetLayout.sectionGap
        }
        let rowHeight = ShareSheetLayout.actionRowHeight
        actionGroup.frame = CGRect(x: inset, y: y, width: max(0, bounds.width - 2 * inset), height: CGFloat(actions.count) * rowHeight)
        for (index, row) in actions.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: actionGroup.bounds.width, height: rowHeight)
        }
        for (index, line) in actionSeparators.enumerated() {
            line.frame = CGRect(x: inset, y: CGFloat(index + 1) * rowHeight - 1 / scale, width: actionGroup.bounds.width - inset, height: 1 / scale)
        }
        body.contentSize = CGSize(width: bounds.width, height: bodyHeight + safeAreaInsets.bottom)
    }
}
