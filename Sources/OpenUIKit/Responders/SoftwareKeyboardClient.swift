import Foundation

/// A text input that may not want the software keyboard while first responder (a text view
/// that is selectable but not editable).
@MainActor
package protocol SoftwareKeyboardClient: AnyObject {
    var acceptsSoftwareKeyboardInput: Bool { get }
}
