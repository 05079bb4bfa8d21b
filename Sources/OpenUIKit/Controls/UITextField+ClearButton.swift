import Foundation
import OpenCoreGraphics

extension UITextField {
    /// The clear button's diameter, in points.
    // UIKit divergence: UIKit does not publish the clear button's size; 19 points with 6 from
    // the trailing edge matches its look in a rounded field (docs/DIVERGENCES.md).
    static let clearButtonDiameter: CGFloat = 19
    /// The gap between the clear button and the field's trailing edge.
    static let clearButtonMargin: CGFloat = 6

    /// Whether ``clearButtonMode`` shows the clear button now: never while the text is empty.
    var isClearButtonShown: Bool {
        guard !storage.isEmpty else { return false }
        return showsOverlay(clearButtonMode)
    }

    /// The width the clear button takes from the text's rectangle when shown.
    var clearButtonReservedWidth: CGFloat {
        isClearButtonShown ? UITextField.clearButtonDiameter + UITextField.clearButtonMargin * 2 : 0
    }

    /// The clear button was tapped: if the delegate agrees, the text empties, `.editingChanged`
    /// is sent and ``textDidChangeNotification`` posted.
    func clearFromButton() {
        if let delegate, !delegate.textFieldShouldClear(self) {
            recordControl(.delegateRefused(delegateMethod: "textFieldShouldClear"))
            return
        }
        guard !storage.isEmpty else { return }
        // The clear button's emptying is not undoable here; the field's steps are forgotten.
        undoRecorder.forgetSteps(of: self)
        storage = ""
        storedAttributedText = nil
        selection = NSRange(location: 0, length: 0)
        recordControl(.textChanged(text: storage, caret: 0))
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Draws the clear button: a grey disc with a cross cut out of it.
    func drawClearButton(in context: CGContext) {
        guard isClearButtonShown else { return }
        let disc = clearButtonRect(forBounds: bounds)
        context.saveGState()
        context.setFillColor(UIColor.systemGray2.resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: disc)
        let arm = disc.width * 0.2
        context.setStrokeColor(UIColor.systemBackground.resolvedColor(with: traitCollection).cgColor)
        context.setLineWidth(1.75)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        context.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        context.strokePath()
        context.restoreGState()
    }
}
