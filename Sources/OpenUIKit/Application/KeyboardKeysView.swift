import Foundation
import OpenCoreGraphics

/// The software keyboard's keys: the letters in three rows (Q to P, A to L, Shift Z to M
/// Delete) and a bottom row with the space bar and the Return key, drawn as iOS draws its
/// English keyboard in light and dark.
///
/// A touch lifted on a key types it; Shift makes the next letter a capital.
// Limitation: one letters plane: no numbers or symbols plane, no globe or dictation key, no
// suggestion bar, no key pop-ups, no auto-capitalisation, and the keys do not change with the
// keyboard type.
package final class KeyboardKeysView: UIView {
    /// Told of each tapped key (Shift's capital already applied to letters).
    package var onKey: ((KeyboardKey) -> Void)?
    /// The title of the Return key.
    package var returnKeyType: UIReturnKeyType = .default { didSet { setNeedsDisplay() } }
    /// Whether the next letter is a capital.
    package private(set) var isShifted = false { didSet { setNeedsDisplay() } }

    private static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// Key height, gaps and margins, in points (iOS's English keyboard on a 390-point screen).
    private static let keyHeight: CGFloat = 42
    private static let rowGap: CGFloat = 12
    private static let keyGap: CGFloat = 6
    private static let sideMargin: CGFloat = 3
    private static let topMargin: CGFloat = 8

    override package init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Redraws for a new appearance and drops Shift.
    package func refresh() {
        isShifted = false
        setNeedsDisplay()
    }

    /// Every key and its rectangle in the view's coordinates.
    package var keyFrames: [(key: KeyboardKey, frame: CGRect)] {
        let width = bounds.width
        let unit = (width - 2 * Self.sideMargin - 9 * Self.keyGap) / 10
        var result: [(KeyboardKey, CGRect)] = []
        func rowY(_ row: Int) -> CGFloat { Self.topMargin + CGFloat(row) * (Self.keyHeight + Self.rowGap) }
        for (row, letters) in Self.letterRows.enumerated() {
            let count = CGFloat(letters.count)
            let rowWidth = count * unit + (count - 1) * Self.keyGap
            var x = (width - rowWidth) / 2
            for letter in letters {
                result.append((.character(String(letter)), CGRect(x: x, y: rowY(row), width: unit, height: Self.keyHeight)))
                x += unit + Self.keyGap
            }
        }
        let wide = unit * 1.3
        result.append((.shift, CGRect(x: Self.sideMargin, y: rowY(2), width: wide, height: Self.keyHeight)))
        result.append((.delete, CGRect(x: width - Self.sideMargin - wide, y: rowY(2), width: wide, height: Self.keyHeight)))
        let returnWidth = unit * 2.4
        result.append((.space, CGRect(x: Self.sideMargin, y: rowY(3), width: width - 2 * Self.sideMargin - returnWidth - Self.keyGap, height: Self.keyHeight)))
        result.append((.return, CGRect(x: width - Self.sideMargin - returnWidth, y: rowY(3), width: returnWidth, height: Self.keyHeight)))
        return result
    }

    /// The key under `point` (view coordinates), or the nearest one in the keyboard's rows.
    package func key(at point: CGPoint) -> KeyboardKey? {
        keyFrames.first { $0.frame.insetBy(dx: -Self.keyGap / 2, dy: -Self.rowGap / 2).contains(point) }?.key
    }

    /// Where a test taps `key`: the centre of its rectangle, in the view's coordinates.
    package func center(of key: KeyboardKey) -> CGPoint? {
        keyFrames.first { $0.key == key }.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let key = key(at: touch.location(in: self)) else { return }
        switch key {
        case .shift:
            isShifted.toggle()
        case .character(let letter):
            let typed = isShifted ? letter.uppercased() : letter
            isShifted = false
            onKey?(.character(typed))
        default:
            onKey?(key)
        }
    }

    override package func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let dark = traitCollection.userInterfaceStyle == .dark
        let background = dark ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
        let letterKey = dark ? UIColor(white: 0.42, alpha: 1) : UIColor.white
        let specialKey = dark ? UIColor(white: 0.27, alpha: 1) : UIColor(red: 0.67, green: 0.69, blue: 0.74, alpha: 1)
        let shadow = dark ? UIColor(white: 0, alpha: 0.5) : UIColor(red: 0.54, green: 0.55, blue: 0.57, alpha: 1)
        let ink = dark ? UIColor.white : UIColor.black
        context.setFillColor(background.cgColor)
        context.fill(bounds)
        for (key, frame) in keyFrames {
            let isLetter: Bool
            switch key {
            case .character, .space: isLetter = true
            case .shift: isLetter = isShifted
            default: isLetter = false
            }
            shadow.setFill()
            UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
            (isLetter ? letterKey : specialKey).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: 5).fill()
            let title: String
            let size: CGFloat
            switch key {
            case .character(let letter): title = isShifted ? letter.uppercased() : letter; size = 22
            case .space: title = "space"; size = 16
            case .return: title = returnKeyType.keyTitle; size = 16
            case .delete: title = "\u{232B}"; size = 20
            case .shift: title = "\u{21E7}"; size = 20
            }
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: size), .foregroundColor: ink]
            let measured = title.size(withAttributes: attributes)
            title.draw(
                at: CGPoint(x: frame.midX - measured.width / 2, y: frame.midY - measured.height / 2 - 1),
                withAttributes: attributes)
        }
    }
}
