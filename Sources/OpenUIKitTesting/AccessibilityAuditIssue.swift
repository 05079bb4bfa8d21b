import Foundation
import OpenUIKit

/// One problem an accessibility audit found: its category, the element (or view) it is about,
/// where that is in its window, and a sentence saying what is wrong.
///
/// The issue handler of ``HeadlessApp/auditAccessibility(of:for:reporter:_:fileID:filePath:line:column:)`` receives each
/// one and returns true to ignore it, as with XCTest's `XCUIAccessibilityAuditIssue`.
@MainActor @preconcurrency
public struct AccessibilityAuditIssue {
    /// The category (exactly one) the issue belongs to.
    public let auditType: AccessibilityAuditType
    /// The element or view the issue is about.
    public let element: UIResponder
    /// The element's frame in its window's coordinates.
    public let frame: CGRect
    /// A short name of the problem ("Contrast failed").
    public let compactDescription: String
    /// A sentence saying what is wrong, with the measured numbers.
    public let detailedDescription: String

    init(
        _ auditType: AccessibilityAuditType, element: UIResponder, frame: CGRect, compact: String, detailed: String
    ) {
        self.auditType = auditType
        self.element = element
        self.frame = frame
        compactDescription = compact
        detailedDescription = detailed
    }

    /// The element's class, label and identifier, as in `UIButton "Close" #close`.
    public var elementDescription: String { Self.describe(element) }

    /// Category, element, frame and reason on one line.
    public var description: String {
        let f = frame
        let rect = "(\(Self.number(f.minX)), \(Self.number(f.minY)), \(Self.number(f.width)) × \(Self.number(f.height)))"
        return "\(auditType) \(elementDescription) at \(rect): \(detailedDescription)"
    }

    static func describe(_ object: UIResponder) -> String {
        var text = String(describing: type(of: object))
        if let label = object.accessibilityLabel, !label.isEmpty {
            text += " \"\(label)\""
        } else if let label = object as? UILabel, let string = label.text, !string.isEmpty {
            text += " text \"\(string)\""
        }
        if let identifier = object.accessibilityIdentifier, !identifier.isEmpty { text += " #\(identifier)" }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
    }
}
