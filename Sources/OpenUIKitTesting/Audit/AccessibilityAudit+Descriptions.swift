import Foundation
import OpenUIKit

extension AccessibilityAudit {
    /// Elements VoiceOver cannot describe.
    mutating func checkDescriptions() {
        for element in elements {
            let object = element.object
            if let label = object as? UILabel, (label.text ?? "").isEmpty, Self.trimmedLabel(label) == nil { continue }
            let interactive = isInteractive(object)
            guard let label = Self.trimmedLabel(object) else {
                if let field = object as? UITextField, let placeholder = field.placeholder, !placeholder.isEmpty { continue }
                report(
                    .sufficientElementDescription, object, frame: element.frame, compact: "Element has no description",
                    interactive
                        ? "it is interactive but has no accessibilityLabel, so VoiceOver can only say its traits"
                        : "it is an accessibility element with no accessibilityLabel")
                continue
            }
            if Self.looksLikeAssetName(label) {
                report(
                    .sufficientElementDescription, object, frame: element.frame, compact: "Element has an insufficient description",
                    "its label \"\(label)\" is a file or asset name, not words a person would say")
            } else if interactive, !label.unicodeScalars.contains(where: { CharacterSet.alphanumerics.contains($0) }) {
                report(
                    .sufficientElementDescription, object, frame: element.frame, compact: "Element has an insufficient description",
                    "its label \"\(label)\" has no letter or digit; VoiceOver reads a symbol name at best")
            }
        }
    }

    /// A label with an image file extension, or one word joined by underscores.
    static func looksLikeAssetName(_ label: String) -> Bool {
        let lower = label.lowercased()
        for suffix in [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".gif", ".heic"] where lower.hasSuffix(suffix) { return true }
        return !label.contains(" ") && label.contains("_")
    }

    /// Elements whose traits misstate what they are.
    mutating func checkTraits() {
        let interactiveTraits: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField, .tabBar]
        for element in elements {
            let object = element.object
            let traits = object.accessibilityTraits
            if traits.contains(.button), traits.contains(.link) {
                report(
                    .trait, object, frame: element.frame, compact: "Trait mismatch",
                    "it has both the .button and the .link trait; VoiceOver announces only one kind")
            }
            if let control = object as? UIControl {
                if !(control is UITextField), control.isEnabled, traits.isDisjoint(with: interactiveTraits) {
                    report(
                        .trait, object, frame: element.frame, compact: "Trait mismatch",
                        "it is an enabled control without a .button, .link or .adjustable trait, so VoiceOver does not say it can be used")
                }
                if traits.contains(.notEnabled) == control.isEnabled {
                    report(
                        .trait, object, frame: element.frame, compact: "Trait mismatch",
                        control.isEnabled
                            ? "its traits say .notEnabled but the control is enabled"
                            : "the control is disabled but its traits lack .notEnabled, so VoiceOver announces it as usable")
                }
                if traits.contains(.selected) != control.isSelected {
                    report(
                        .trait, object, frame: element.frame, compact: "Trait mismatch",
                        control.isSelected
                            ? "the control is selected but its traits lack .selected"
                            : "its traits say .selected but the control is not selected")
                }
            } else if let view = object as? UIView, Self.hasTapRecognizer(view), traits.isDisjoint(with: interactiveTraits) {
                report(
                    .trait, object, frame: element.frame, compact: "Trait mismatch",
                    "it responds to taps (a tap or long-press recognizer) but has no .button or .link trait")
            }
        }
    }

    /// Interactive siblings with the same label.
    mutating func checkDuplicateLabels() {
        struct Key: Hashable {
            let parent: ObjectIdentifier
            let label: String
        }
        var firstByKey: [Key: UIResponder] = [:]
        for element in elements where isInteractive(element.object) {
            guard let label = Self.trimmedLabel(element.object) else { continue }
            let parent: AnyObject?
            switch element.object {
            case let view as UIView: parent = view.superview
            case let standalone as UIAccessibilityElement: parent = standalone.accessibilityContainer as AnyObject?
            default: parent = nil
            }
            guard let parent else { continue }
            let key = Key(parent: ObjectIdentifier(parent), label: label.lowercased())
            if let first = firstByKey[key] {
                report(
                    .duplicateLabels, element.object, frame: element.frame, compact: "Duplicate label",
                    "its label \"\(label)\" is also the label of its sibling \(AccessibilityAuditIssue.describe(first)); VoiceOver users cannot tell them apart")
            } else {
                firstByKey[key] = element.object
            }
        }
    }

    /// Labels that say what a trait already announces.
    mutating func checkRedundantDescriptions() {
        let rules: [(UIAccessibilityTraits, String, Set<String>)] = [
            (.button, ".button", ["button", "btn"]), (.link, ".link", ["link"]),
            (.image, ".image", ["image", "picture", "icon", "graphic"]), (.header, ".header", ["heading", "header"]),
            (.selected, ".selected", ["selected"]),
        ]
        for element in elements {
            guard let label = Self.trimmedLabel(element.object) else { continue }
            let words = Set(label.lowercased().components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty })
            let traits = element.object.accessibilityTraits
            for (trait, name, redundant) in rules where traits.contains(trait) {
                guard let word = redundant.intersection(words).sorted().first else { continue }
                report(
                    .redundantDescription, element.object, frame: element.frame, compact: "Redundant description",
                    "its label \"\(label)\" says \"\(word)\", which the \(name) trait already announces")
                break
            }
        }
    }
}
