import Foundation
import OpenUIKit

extension AccessibilityAudit {
    /// Visible text and interactive views VoiceOver cannot reach.
    mutating func checkElementDetection() {
        for info in views where isMeasurable(info) || !info.visible.isEmpty {
            let view = info.view
            guard view !== window, !info.hiddenFromAccessibility, info.enclosingElement == nil, !view.isAccessibilityElement,
                !isReachable(view)
            else { continue }
            let what: String
            if let label = view as? UILabel, let text = label.text,
                !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            {
                what = "it shows text"
            } else if let control = view as? UIControl, control.isEnabled, info.takesInteraction {
                what = "it is an enabled control"
            } else if Self.hasTapRecognizer(view), info.takesInteraction {
                what = "it has a tap or long-press recognizer"
            } else {
                continue
            }
            report(
                .elementDetection, view, frame: info.frame, compact: "Element not detected",
                "\(what) but VoiceOver cannot reach it: it is not an accessibility element, not inside one, and holds none")
        }
    }

    /// Interactive elements inside elements, and listed elements whose parent is wrong.
    mutating func checkParentChild() {
        for info in views {
            guard let outer = info.enclosingElement, info.view.isAccessibilityElement, !info.hiddenFromAccessibility,
                isInteractive(info.view)
            else { continue }
            report(
                .parentChild, info.view, frame: info.frame, compact: "Parent/child mismatch",
                "it is an interactive element inside the element \(AccessibilityAuditIssue.describe(outer)), so VoiceOver never reaches it")
        }
        for container in explicitContainers {
            for index in 0..<container.accessibilityElementCount() {
                switch container.accessibilityElement(at: index) {
                case let element as UIAccessibilityElement:
                    guard element.accessibilityContainer as AnyObject? !== container else { continue }
                    let parent = (element.accessibilityContainer as? UIResponder).map { AccessibilityAuditIssue.describe($0) } ?? "nil"
                    report(
                        .parentChild, element, frame: windowFrame(ofScreenRect: element.accessibilityFrame),
                        compact: "Parent/child mismatch",
                        "\(AccessibilityAuditIssue.describe(container)) lists it, but its accessibilityContainer is \(parent)")
                case let view as UIView:
                    guard !view.isDescendant(of: container) else { continue }
                    report(
                        .parentChild, view, frame: info(of: view)?.frame ?? windowFrame(ofScreenRect: view.accessibilityFrame),
                        compact: "Parent/child mismatch",
                        "\(AccessibilityAuditIssue.describe(container)) lists it, but it is not inside that container")
                default:
                    continue
                }
            }
        }
    }

    /// Listed elements that read against the layout.
    mutating func checkReadingOrder() {
        for container in explicitContainers {
            let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
            var previous: (object: UIResponder, frame: CGRect)?
            for index in 0..<container.accessibilityElementCount() {
                guard let object = container.accessibilityElement(at: index) as? UIResponder else { continue }
                let frame = windowFrame(ofScreenRect: object.accessibilityFrame)
                guard !frame.isEmpty else { continue }
                defer { previous = (object, frame) }
                guard let previous else { continue }
                let before = previous.frame
                let overlap = min(frame.maxY, before.maxY) - max(frame.minY, before.minY)
                let sameRow = overlap > min(frame.height, before.height) / 2
                let reason: String
                if frame.maxY <= before.minY {
                    reason = "it is read after \(AccessibilityAuditIssue.describe(previous.object)) but is wholly above it"
                } else if sameRow, rightToLeft ? frame.minX >= before.maxX : frame.maxX <= before.minX {
                    reason = "it is read after \(AccessibilityAuditIssue.describe(previous.object)) but comes before it in the same row"
                } else {
                    continue
                }
                report(
                    .readingOrder, object, frame: frame, compact: "Reading order",
                    reason + " (\(AccessibilityAuditIssue.describe(container))'s accessibilityElements order)")
            }
        }
    }
}
