import Foundation
import OpenUIKit

extension AccessibilityAudit {
    /// Why a label's text does not fit it, or nil when it fits.
    ///
    /// One line: the text's natural width against the label's (divided by the smallest font
    /// scale when the label shrinks its font to fit). Several lines: the text's height with no
    /// line limit against its height with the label's limit. Then the shown lines' height
    /// against the label's height, and the part of the label clipping ancestors (other than
    /// scroll views) cut off.
    static func textMisfit(of label: UILabel, info: ViewInfo) -> String? {
        let bounds = label.bounds
        guard bounds.width > 0, bounds.height > 0 else { return "the label has no room (\(points(bounds.width)) × \(points(bounds.height)) pt)" }
        let unlimited: CGFloat = 100_000
        let lines = label.numberOfLines
        // The height the text takes, centred in the label, for the check against clipping
        // ancestors (a label may be taller than its text).
        var textHeight = bounds.height
        if lines == 1 {
            let natural = label.textRect(
                forBounds: CGRect(x: 0, y: 0, width: unlimited, height: unlimited), limitedToNumberOfLines: 1)
            // A label that shrinks its font to fit scales the whole line, down to its minimum.
            var scale: CGFloat = 1
            if label.adjustsFontSizeToFitWidth, natural.width > bounds.width {
                let factor = label.minimumScaleFactor
                scale = max(factor > 0 && factor <= 1 ? factor : 0.5, bounds.width / natural.width)
            }
            if natural.width * scale > bounds.width + 0.5 {
                return "its text needs \(points(natural.width * scale)) pt on one line but the label is \(points(bounds.width)) pt wide, so it is truncated"
            }
            if natural.height * scale > bounds.height + 1 {
                return "its line is \(points(natural.height * scale)) pt tall but the label is \(points(bounds.height)) pt tall, so it is clipped"
            }
            textHeight = natural.height * scale
        } else {
            let all = label.textRect(
                forBounds: CGRect(x: 0, y: 0, width: bounds.width, height: unlimited), limitedToNumberOfLines: 0)
            let shown =
                lines == 0
                ? all
                : label.textRect(
                    forBounds: CGRect(x: 0, y: 0, width: bounds.width, height: unlimited), limitedToNumberOfLines: lines)
            if all.height > shown.height + 0.5 {
                return "its text needs more than the label's \(lines) lines at \(points(bounds.width)) pt wide, so it is truncated"
            }
            if shown.height > bounds.height + 1 {
                return "its lines are \(points(shown.height)) pt tall but the label is \(points(bounds.height)) pt tall, so lines are cut off"
            }
            textHeight = min(shown.height, bounds.height)
        }
        let frame = info.frame
        let text = frame.insetBy(dx: 0, dy: max(0, (frame.height - textHeight) / 2))
        let shownText = text.intersection(info.unscrolledVisible)
        let shownArea = shownText.isNull ? 0 : shownText.width * shownText.height
        if text.width * text.height - shownArea > 1 {
            return "an ancestor that clips to its bounds shows only \(points(shownText.isNull ? 0 : shownText.width)) × \(points(shownText.isNull ? 0 : shownText.height)) pt of its \(points(text.width)) × \(points(text.height)) pt of text"
        }
        return nil
    }

    /// Labels with text that VoiceOver or a reader can see now (visible, not animating).
    func textLabels() -> [(label: UILabel, info: ViewInfo)] {
        views.compactMap { info in
            guard let label = info.view as? UILabel, let text = label.text,
                !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, isMeasurable(info)
            else { return nil }
            return (label, info)
        }
    }

    /// Reports each label whose text does not fit it, as `type`; `category` names the content
    /// size category in the sentence when the check runs at another one.
    mutating func checkTextFit(as type: AccessibilityAuditType, category: UIContentSizeCategory?) {
        for (label, info) in textLabels() {
            guard let reason = Self.textMisfit(of: label, info: info) else { continue }
            let prefix = category.map { "at \($0.rawValue), " } ?? ""
            report(type, label, frame: info.frame, compact: type == .textClipped ? "Text clipped" : "Dynamic Type font sizes are partially unsupported", prefix + reason)
        }
    }

    /// Fonts that do not scale, then the screen laid out again at the largest accessibility
    /// size: text that no longer fits.
    mutating func checkDynamicType(runTurn: () -> Void) {
        for (label, info) in textLabels() {
            let font = label.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            if font.dynamicType == nil {
                report(
                    .dynamicType, label, frame: info.frame, compact: "Dynamic Type font sizes are unsupported",
                    "its \(Self.points(font.pointSize)) pt font has a fixed size: use UIFont.preferredFont(forTextStyle:) or UIFontMetrics and set adjustsFontForContentSizeCategory")
            } else if !label.adjustsFontForContentSizeCategory {
                report(
                    .dynamicType, label, frame: info.frame, compact: "Dynamic Type font sizes are unsupported",
                    "its font is a text-style font but adjustsFontForContentSizeCategory is off, so it keeps its size when the text size changes")
            }
        }
        guard let application = window.application else { return }
        let largest = UIContentSizeCategory.accessibilityExtraExtraExtraLarge
        let original = application.screen.traitCollection.preferredContentSizeCategory
        guard original != largest else { return }
        application.updateSystemTraits { $0.preferredContentSizeCategory = largest }
        runTurn()
        var enlarged = AccessibilityAudit(window: window, root: auditedRoot, types: [], skipsAnimatingViews: skipsAnimatingViews)
        enlarged.checkTextFit(as: .dynamicType, category: largest)
        issues += enlarged.issues
        application.updateSystemTraits { $0.preferredContentSizeCategory = original }
        runTurn()
    }
}
