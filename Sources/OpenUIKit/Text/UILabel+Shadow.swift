import Foundation

extension UILabel {
    /// The label's own shadow as text styles carry it: ``shadowColor`` at ``shadowOffset``,
    /// unblurred; nil without a colour (or with a transparent one).
    var labelTextShadow: TextShadow? {
        guard let shadowColor else { return nil }
        let color = AttributedTextConversion.textColor(shadowColor)
        guard color.alpha > 0, shadowOffset.width.isFinite, shadowOffset.height.isFinite else { return nil }
        return TextShadow(
            offset: CGSize(width: TextValueLimits.clamped(shadowOffset.width), height: TextValueLimits.clamped(shadowOffset.height)),
            blur: 0, color: color)
    }

    /// Logs a line-break strategy the label keeps but does not apply.
    func reportLineBreakStrategy(_ strategy: NSParagraphStyle.LineBreakStrategy) {
        guard !strategy.isEmpty else { return }
        misuseLog.log(
            "\(traceName): lineBreakStrategy \(strategy.rawValue) is kept but not applied; lines break as with [] "
                + "(docs/DIVERGENCES.md)")
    }
}
