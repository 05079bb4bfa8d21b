import Foundation

/// What a compact date picker puts over the window while a chip is open: a dim that closes it
/// when tapped, and a rounded, shadowed platter holding an editor, itself a date picker (the
/// inline month calendar for the date, the wheels for the time) that shares the owner's
/// calendar, limits and date. The editor's changes go to the owner, which announces them.
@MainActor
final class DatePickerCompactEditor: UIView {
    /// The picker that opened the editor. Weak: the editor lives in the window, not in the
    /// picker, so it must not keep alive (nor read, once freed) a picker its screen dropped.
    weak var owner: UIDatePicker?
    let mode: UIDatePicker.Mode
    let dimView = UIView()
    let platter = UIView()
    let picker = UIDatePicker()
    var onClose: (@MainActor () -> Void)?
    private var isClosing = false

    /// Size of the date editor's platter (the month calendar).
    static let calendarSize = CGSize(width: PickerConstants.defaultWidth, height: DatePickerCalendarView.height + 8)
    /// Size of the time editor's platter (hour, minute and AM/PM wheels).
    static let wheelsSize = CGSize(width: 240, height: PickerConstants.height)
    /// Gap between the chip and the platter, and least distance from the window's edges.
    static let gap: CGFloat = 8
    static let margin: CGFloat = 16
    /// Corner radius of the platter.
    static let cornerRadius: CGFloat = 13
    /// Duration of the fade in and out.
    static let animationDuration: TimeInterval = 0.25
    /// The dim over the window.
    // UIKit divergence: UIKit does not publish the dim's colour; this matches the context menu's.
    static let dimColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.45) : UIColor(white: 0, alpha: 0.2)
    }
    /// The platter's colour: white in light, the elevated grey in dark.
    static let platterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) : .white
    }

    init(owner: UIDatePicker, mode: UIDatePicker.Mode, frame: CGRect) {
        self.owner = owner
        self.mode = mode
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimView.frame = bounds
        dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimView.backgroundColor = Self.dimColor
        dimView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCompactEditor.tappedOutside))
        addSubview(dimView)
        platter.backgroundColor = Self.platterColor
        platter.layer.cornerRadius = Self.cornerRadius
        platter.layer.shadowColor = UIColor.black.cgColor
        platter.layer.shadowOpacity = 0.15
        platter.layer.shadowRadius = 20
        platter.layer.shadowOffset = CGSize(width: 0, height: 6)
        addSubview(platter)

        picker.calendar = owner.calendar
        picker.locale = owner.locale
        picker.timeZone = owner.timeZone
        picker.minuteInterval = owner.minuteInterval
        picker.roundsToMinuteInterval = owner.roundsToMinuteInterval
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.preferredDatePickerStyle = mode == .date ? .inline : .wheels
        picker.datePickerMode = mode
        picker.date = owner.date
        if let tint = owner.tintColor { picker.tintColor = tint }
        picker.addAction(UIAction { [weak self] _ in self?.editorChanged() }, for: .valueChanged)
        platter.addSubview(picker)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("DatePickerCompactEditor is created by UIDatePicker, never decoded")
    }

    private func tappedOutside() { close() }

    /// A day was chosen or a wheel settled: the owner takes the date; a chosen day closes the
    /// editor, as iOS does (the time wheels stay until a tap outside).
    private func editorChanged() {
        guard let owner else {
            // The picker is gone (its screen left while the editor was open): nothing takes
            // the choice.
            dismissAtOnce()
            return
        }
        owner.compactEditorChose(picker.date)
        if mode == .date { close() }
    }

    /// Places the platter below `source` (a chip's frame in the window) when it fits, else
    /// above it, centred on the chip as far as the window's margins allow; then fades in.
    func show(below source: CGRect, in window: UIWindow) {
        let size = mode == .date ? Self.calendarSize : Self.wheelsSize
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        var y = source.maxY + Self.gap
        if y + size.height > safe.maxY { y = max(safe.minY, source.minY - Self.gap - size.height) }
        let x = min(max(source.midX - size.width / 2, safe.minX), max(safe.minX, safe.maxX - size.width))
        platter.frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        picker.frame = platter.bounds.insetBy(dx: 0, dy: mode == .date ? 4 : 0)
        alpha = 0
        UIView.animate(withDuration: Self.animationDuration) { self.alpha = 1 }
    }

    /// Fades out and leaves the window.
    func close() {
        guard !isClosing else { return }
        isClosing = true
        isUserInteractionEnabled = false
        tellClosed()
        UIView.animate(
            withDuration: Self.animationDuration, animations: { self.alpha = 0 },
            completion: { _ in self.removeFromSuperview() })
    }

    /// Leaves the window now, without the fade (even while fading out): the picker it edits
    /// left its window, so the editor has nothing left to edit.
    func dismissAtOnce() {
        isClosing = true
        isUserInteractionEnabled = false
        tellClosed()
        removeFromSuperview()
    }

    /// Tells the chips the editor closed, once.
    private func tellClosed() {
        let onClose = onClose
        self.onClose = nil
        onClose?()
    }
}
