import Foundation

/// What a responder's trace name is made from, taken without making the name: its
/// accessibility identifier (a string already stored, shared rather than copied) and its class.
/// Code that must remember a responder for a trace that may never be printed keeps this, and
/// asks for ``name`` only when the trace records.
package struct TraceNameSource {
    private let identifier: String?
    private let type: UIResponder.Type

    @MainActor
    package init(_ responder: UIResponder) {
        identifier = responder.accessibilityIdentifier
        type = Swift.type(of: responder)
    }

    /// The name ``UIResponder``'s trace name would give: the identifier when it is not empty,
    /// else the class name.
    package var name: String {
        if let identifier, !identifier.isEmpty { return identifier }
        return String(describing: type)
    }
}
