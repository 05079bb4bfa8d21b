import Foundation

/// The view of a ``UIAlertController``: a dimming view over the whole window, and either an
/// alert box in the middle (title, message, text fields, buttons in a row of two or a column)
/// or an action sheet at the bottom (a group with the title, message and buttons, and the
/// cancel button in a group of its own).
///
/// In a popover (an action sheet in a regular-width environment) the view is the popover's
/// content: the main group fills it, with no dimming and no cancel button (a tap outside the
/// popover cancels).
///
/// Placement of the cancel action, as UIKit places it: the left of two buttons in a row, the
/// last of a column, the separate bottom group of an action sheet. The bold button is the
/// preferred action, else the cancel action (alerts); an action sheet's cancel is bold.
///
/// Text follows Dynamic Type (title headline, message footnote, buttons body; an action
/// sheet's title and message footnote, its buttons title 3), rows grow with their text, and a
/// box taller than the window leaves scrolls its content.
@MainActor
final class AlertView: UIView {
    /// Weak: an app can drop the presenting controller (and with it the alert) while this view
    /// is still on screen; a tap on the dimming view then does nothing rather than trap.
    private weak var controller: UIAlertController?
    /// The style, fixed when the alert is made (as `preferredStyle` is).
    private let isSheet: Bool
    private let dimmingView = UIView()
    /// The alert box, or the action sheet's main group.
    private let box = UIView()
    /// What the box shows (texts, fields, buttons, hairlines), scrolling when the box is
    /// shorter than it.
    private let content = UIScrollView()
    /// The action sheet's cancel group.
    private let cancelBox = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var fieldBoxes: [UIView] = []
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    /// Whether the buttons sit side by side, decided when the content is set: layout reads
    /// only the view's own state, so a later pass (even after the controller is gone) puts
    /// every view where the first did.
    private var buttonsInRow = false

    init(controller: UIAlertController) {
        self.controller = controller
        isSheet = controller.preferredStyle == .actionSheet
        super.init(frame: .zero)
        dimmingView.backgroundColor = AlertLayout.dimmingColor
        addSubview(dimmingView)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertView.dimmingTapped))
        for group in [box, cancelBox] {
            group.backgroundColor = group === box ? AlertLayout.backgroundColor : AlertLayout.cancelBackgroundColor
            group.layer.cornerRadius = AlertLayout.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        content.contentInsetAdjustmentBehavior = .never
        content.showsHorizontalScrollIndicator = false
        content.scrollsToTop = false
        box.addSubview(content)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            content.addSubview(label)
        }
        contentDidChange()
    }

    required init?(coder: NSCoder) { nil }

    private func dimmingTapped() {
        controller?.tappedOutside()
    }

    /// Rebuilds the labels, text fields and buttons from the controller.
    func contentDidChange() {
        guard let controller else { return }
        let sheet = isSheet
        titleLabel.text = controller.title
        titleLabel.font =
            sheet
            ? scaledFont(AlertLayout.messageFontSize, .footnote, weight: .semibold)
            : scaledFont(AlertLayout.alertTitleFontSize, .headline, weight: .semibold)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.text = controller.message
        messageLabel.font = scaledFont(AlertLayout.messageFontSize, .footnote)
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        for view in fieldBoxes + buttons + separators { view.removeFromSuperview() }
        fieldBoxes = (controller.textFields ?? []).map { field in
            let fieldBox = UIView()
            fieldBox.backgroundColor = AlertLayout.textFieldBackgroundColor
            fieldBox.layer.borderColor = UIColor.separator.cgColor
            fieldBox.layer.borderWidth = 0.5
            fieldBox.layer.cornerRadius = 4
            fieldBox.addSubview(field)
            content.addSubview(fieldBox)
            return fieldBox
        }
        let cancel = controller.actions.first { $0.style == .cancel }
        let bold = sheet ? cancel : (controller.preferredAction ?? cancel)
        buttonsInRow = fitsInRow
        buttons = orderedActions.map { action in
            let button = AlertActionButton(action: action, font: buttonFont(isBold: action === bold))
            (sheet && action.style == .cancel ? cancelBox : content).addSubview(button)
            return button
        }
        separators = []
        cancelBox.isHidden = !(sheet && cancel != nil)
        setNeedsLayout()
        // An action sheet's preferred content size is worked out from this content: a new one
        // reaches the popover showing it through the controller's container, as any preferred
        // content size does.
        controller.publishDerivedContentSize()
    }

    /// The actions in the order they are shown: a cancel action goes first in a row of two,
    /// last otherwise.
    private var orderedActions: [UIAlertAction] {
        let actions = controller?.actions ?? []
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        return !isSheet && buttonsInRow ? [cancel] + others : others + [cancel]
    }

    /// `size` points of the system font at the default text size, scaled as `style` is at the
    /// view's content size category.
    private func scaledFont(_ size: CGFloat, _ style: UIFont.TextStyle, weight: UIFont.Weight = .regular) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight), compatibleWith: traitCollection)
    }

    /// A button title's font: body 17 in an alert, title 3 20 in an action sheet.
    private func buttonFont(isBold: Bool) -> UIFont {
        isSheet
            ? scaledFont(AlertLayout.sheetButtonFontSize, .title3, weight: isBold ? .semibold : .regular)
            : scaledFont(AlertLayout.alertTitleFontSize, .body, weight: isBold ? .semibold : .regular)
    }

    /// A button row's height: the default height, grown by as much as the title's line grew.
    private var rowHeight: CGFloat {
        let base = isSheet ? AlertLayout.sheetButtonHeight : AlertLayout.alertButtonHeight
        let size = isSheet ? AlertLayout.sheetButtonFontSize : AlertLayout.alertTitleFontSize
        let line = buttonFont(isBold: false).lineHeight.rounded(.up)
        let defaultLine = UIFont.systemFont(ofSize: size).lineHeight.rounded(.up)
        return base + max(0, line - defaultLine)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            contentDidChange()
        }
    }

    /// Whether an alert shows its buttons side by side: exactly two, each title fitting half
    /// the width.
    private var fitsInRow: Bool {
        guard !isSheet, let actions = controller?.actions, actions.count == 2 else { return false }
        let half = AlertLayout.alertWidth / 2 - 16
        return actions.allSatisfy { action in
            let label = UILabel()
            label.text = action.title
            label.font = buttonFont(isBold: true)
            return label.intrinsicContentSize.width <= half
        }
    }

    /// Whether the view is the content of a popover (read from the controller at each layout).
    private var isInPopover: Bool { isSheet && controller?.isShownInPopover == true }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let popover = isInPopover
        dimmingView.isHidden = popover
        box.backgroundColor = popover ? .clear : AlertLayout.backgroundColor
        if popover { layoutPopoverSheet() } else if isSheet { layoutSheet() } else { layoutAlert() }
    }

    /// The height an action sheet takes in a popover `width` wide: the header and every
    /// action but the cancel one.
    func popoverContentHeight(width: CGFloat) -> CGFloat {
        sheetRows(width: width).height
    }

    private func layoutPopoverSheet() {
        // Before the popover frames it, the view has no width to lay the buttons out in.
        guard bounds.width >= 1 else { return }
        layoutPopoverSheet(width: bounds.width)
    }

    /// Where an action sheet's rows go in its box `width` wide: the header (title and message,
    /// when it has either), then the buttons of the main group, with a hairline above each
    /// button after the header or the first. Computes only: no subview moves (a size asked for
    /// before or between layouts must not lay the content out at another width). Serves the
    /// sheet, its popover form and the popover's preferred height.
    private func sheetRows(width: CGFloat) -> AlertSheetRows {
        let hasHeader = !(titleLabel.text ?? "").isEmpty || !(messageLabel.text ?? "").isEmpty
        var rows = AlertSheetRows()
        var y: CGFloat = 0
        if hasHeader {
            let header = headerFrames(
                width: width, padding: AlertLayout.alertHorizontalPadding, top: AlertLayout.sheetHeaderPadding, fieldTopGap: 0)
            rows.header = (header.title, header.message)
            y = header.bottom + AlertLayout.sheetHeaderPadding
        }
        let rowHeight = self.rowHeight
        for button in buttons where button.superview === content {
            if hasHeader || !rows.buttons.isEmpty { rows.separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
            rows.buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
            y += rowHeight
        }
        rows.height = y
        return rows
    }

    /// Lays an action sheet's header and main-group buttons out `width` wide (see
    /// ``sheetRows(width:)``); returns the bottom of the last row.
    private func layoutSheetRows(width: CGFloat) -> CGFloat {
        let rows = sheetRows(width: width)
        if let header = rows.header {
            titleLabel.frame = header.title
            messageLabel.frame = header.message
        }
        for frame in rows.separators { addSeparator(in: content, frame) }
        for (button, frame) in zip(buttons.filter { $0.superview === content }, rows.buttons) { button.frame = frame }
        return rows.height
    }

    /// Lays out the popover's content `width` wide.
    private func layoutPopoverSheet(width: CGFloat) {
        let y = layoutSheetRows(width: width)
        let rowHeight = self.rowHeight
        // The cancel button stays in its hidden group, sized so its own layout is sound.
        for button in buttons where button.superview === cancelBox {
            button.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
        }
        cancelBox.isHidden = true
        box.isHidden = false
        box.layer.cornerRadius = 0
        box.frame = CGRect(x: 0, y: 0, width: width, height: max(y, bounds.height))
        showContent(height: y)
    }

    /// The height of `label` laid out `width` wide; zero without text.
    private func height(of label: UILabel, width: CGFloat) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }

    /// Where the title, message and text fields go `width` wide from `top` with `padding` each
    /// side, and the bottom of the last. Computes only.
    private func headerFrames(
        width: CGFloat, padding: CGFloat, top: CGFloat, fieldTopGap: CGFloat
    ) -> (title: CGRect, message: CGRect, fields: [CGRect], bottom: CGFloat) {
        let textWidth = width - 2 * padding
        var y = top
        let titleHeight = height(of: titleLabel, width: textWidth)
        let title = CGRect(x: padding, y: y, width: textWidth, height: titleHeight)
        y += titleHeight
        let messageHeight = height(of: messageLabel, width: textWidth)
        if titleHeight > 0, messageHeight > 0 { y += AlertLayout.titleMessageGap }
        let message = CGRect(x: padding, y: y, width: textWidth, height: messageHeight)
        y += messageHeight
        var fields: [CGRect] = []
        for index in fieldBoxes.indices {
            y += index == 0 ? fieldTopGap : AlertLayout.textFieldGap
            fields.append(CGRect(x: padding, y: y, width: textWidth, height: AlertLayout.textFieldHeight))
            y += AlertLayout.textFieldHeight
        }
        return (title, message, fields, y)
    }

    /// Lays out the title, message and text fields `width` wide from `top` with `padding`
    /// each side; returns the bottom of the last.
    private func layoutHeader(width: CGFloat, padding: CGFloat, top: CGFloat, fieldTopGap: CGFloat) -> CGFloat {
        let header = headerFrames(width: width, padding: padding, top: top, fieldTopGap: fieldTopGap)
        titleLabel.frame = header.title
        messageLabel.frame = header.message
        for (fieldBox, frame) in zip(fieldBoxes, header.fields) {
            fieldBox.frame = frame
            fieldBox.subviews.first?.frame = fieldBox.bounds.insetBy(dx: AlertLayout.textFieldInset, dy: 0)
        }
        return header.bottom
    }

    private func layoutAlert() {
        let width = AlertLayout.alertWidth
        let hasHeader = !(titleLabel.text ?? "").isEmpty || !(messageLabel.text ?? "").isEmpty || !fieldBoxes.isEmpty
        var y = hasHeader
            ? layoutHeader(
                width: width, padding: AlertLayout.alertHorizontalPadding, top: AlertLayout.alertVerticalPadding,
                fieldTopGap: AlertLayout.textFieldTopGap) + AlertLayout.alertVerticalPadding
            : 0
        let rowHeight = self.rowHeight
        if buttonsInRow {
            addSeparator(in: content, CGRect(x: 0, y: y, width: width, height: hairline))
            // The first button is at the leading edge: the left, or the right in a right-to-left
            // layout.
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            for (index, button) in buttons.enumerated() {
                let slot = rightToLeft ? buttons.count - 1 - index : index
                button.frame = CGRect(x: CGFloat(slot) * width / 2, y: y, width: width / 2, height: rowHeight)
            }
            addSeparator(in: content, CGRect(x: width / 2, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for (index, button) in buttons.enumerated() {
                if hasHeader || index > 0 { addSeparator(in: content, CGRect(x: 0, y: y, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        // No taller than the window less its safe area and a margin each side; the rest scrolls.
        let room = max(0, bounds.height - safeAreaInsets.top - safeAreaInsets.bottom - 2 * AlertLayout.alertVerticalPadding)
        let height = min(y, room)
        let top =
            y <= room
            ? ((bounds.height - y) / 2).rounded()
            : (safeAreaInsets.top + (bounds.height - safeAreaInsets.top - safeAreaInsets.bottom - height) / 2).rounded()
        box.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: height)
        showContent(height: y)
    }

    private func layoutSheet() {
        box.layer.cornerRadius = AlertLayout.cornerRadius
        let width = min(bounds.width - 2 * AlertLayout.sheetMargin, AlertLayout.sheetMaximumWidth)
        let y = layoutSheetRows(width: width)
        let rowHeight = self.rowHeight
        let x = ((bounds.width - width) / 2).rounded()
        var bottom = bounds.height - max(safeAreaInsets.bottom, AlertLayout.sheetMargin)
        if let cancelButton = buttons.first(where: { $0.superview === cancelBox }) {
            // Shown again after the popover form hid it (a popover that adapted to a compact width).
            cancelBox.isHidden = false
            cancelButton.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
            cancelBox.frame = CGRect(x: x, y: bottom - rowHeight, width: width, height: rowHeight)
            bottom -= rowHeight + AlertLayout.sheetMargin
        }
        box.isHidden = y == 0
        // No higher than the safe area's top and a margin; the rest scrolls.
        let height = min(y, max(0, bottom - safeAreaInsets.top - AlertLayout.sheetMargin))
        box.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
        showContent(height: y)
    }

    /// Fills the box with the content, `height` tall, scrolling when the box is shorter.
    private func showContent(height: CGFloat) {
        content.frame = box.bounds
        content.contentSize = CGSize(width: box.bounds.width, height: height)
        content.alwaysBounceVertical = false
    }

    private var hairline: CGFloat { 1 / max(window?.screen.scale ?? 1, 1) }

    private func addSeparator(in group: UIView, _ frame: CGRect) {
        let separator = UIView(frame: frame)
        separator.backgroundColor = .separator
        group.addSubview(separator)
        separators.append(separator)
    }

    // MARK: Appearing and going

    /// Where the alert's groups start from (or go to) when they move: a larger scale and no
    /// opacity for an alert, below the screen's bottom edge for an action sheet.
    private func setAwayState() {
        dimmingView.alpha = 0
        if isInPopover {
            box.alpha = 0
        } else if isSheet {
            let top = min(box.isHidden ? .infinity : box.frame.minY, cancelBox.isHidden ? .infinity : cancelBox.frame.minY)
            let shift = top.isFinite ? bounds.height - top : 0
            for group in [box, cancelBox] { group.transform = CGAffineTransform(translationX: 0, y: shift) }
        } else {
            box.alpha = 0
            box.transform = CGAffineTransform(scaleX: AlertLayout.appearScale, y: AlertLayout.appearScale)
        }
    }

    /// Fades the dimming in, and fades and settles the alert from a larger scale (slides an
    /// action sheet up), alongside an animated presentation.
    func animateIn(with coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard let coordinator, coordinator.isAnimated else { return }
        layoutIfNeeded()
        setAwayState()
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                guard let self else { return }
                dimmingView.alpha = 1
                for group in [box, cancelBox] {
                    group.alpha = 1
                    group.transform = .identity
                }
            }, completion: nil)
    }

    /// Fades the dimming and the alert out (slides an action sheet down) alongside an
    /// animated dismissal.
    func animateOut(with coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard let coordinator, coordinator.isAnimated else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.setAwayState() }, completion: nil)
    }
}
