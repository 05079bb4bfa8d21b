import Foundation

/// Views waiting to be shown again, queued by reuse identifier, and the registered makers of
/// new ones. Table and collection views keep one pool per kind of view they reuse (cells,
/// headers and footers, supplementary views of each kind).
@MainActor
struct ReusePool<Element: AnyObject> {
    private var makers: [String: () -> Element] = [:]
    private var queues: [String: [Element]] = [:]
    /// How many elements the registered makers have made.
    private(set) var madeCount = 0

    /// Registers `maker` for `identifier`; nil unregisters.
    mutating func register(_ identifier: String, maker: (() -> Element)?) {
        makers[identifier] = maker
    }

    /// Whether a maker is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A queued element of `identifier` (`reused` true), else a new one from the registered
    /// maker, else nil.
    mutating func dequeue(_ identifier: String) -> (element: Element, reused: Bool)? {
        if let element = queues[identifier]?.popLast() { return (element, true) }
        guard let maker = makers[identifier] else { return nil }
        madeCount += 1
        return (maker(), false)
    }

    /// Queues `element` under `identifier` to be handed out again.
    mutating func enqueue(_ element: Element, identifier: String) {
        queues[identifier, default: []].append(element)
    }

    /// The number of elements waiting in every queue.
    var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }
}
