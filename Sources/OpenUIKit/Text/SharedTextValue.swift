import Foundation

/// An immutable value kept once and referred to by many layout requests: the style of a run,
/// the paragraph settings of a request.
///
/// The layout cache keeps every measured request, so a label measuring thousands of strings in
/// one style would otherwise store that style (over 200 bytes) once per string. A request
/// refers to its style and paragraph through one of these instead; requesters that make many
/// requests in one style (a label, the default paragraphs) hand the same instance to each, and
/// two requests compare their shared parts by identity before comparing the values.
package final class SharedTextValue<Value: Hashable & Sendable>: Hashable, Sendable {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (lhs: SharedTextValue, rhs: SharedTextValue) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
