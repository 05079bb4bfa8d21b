import Foundation
import OpenQuartzCore

/// Observers added with a method reference (see `NotificationCenter.addObserver(_:selector:name:object:)`
/// below), remembered per center and observer so that `removeObserver(_:)` — in a `deinit`, most
/// often — finds their block tokens. Locked: deinitializers run on no actor.
///
/// An observer freed without `removeObserver(_:)` is forgotten as on iOS, where selector-based
/// observers go when they are deallocated: each entry holds its observer and center weakly, and
/// once the entries have doubled since the last sweep, adding one sweeps out those whose
/// observer is gone and takes their blocks out of their center. So the entries and the
/// center's blocks stay within twice the live observations, however many observers come and go.
final class MethodObserverRegistry: @unchecked Sendable {
    struct Entry {
        let token: NSObjectProtocol
        let name: Notification.Name?
        let object: ObjectIdentifier?
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
    }

    struct Key: Hashable {
        let center: ObjectIdentifier
        let observer: ObjectIdentifier
    }

    static let shared = MethodObserverRegistry()

    private let lock = NSLock()
    private var entries: [Key: [Entry]] = [:]
    private var entryCount = 0
    /// The entry count at which the next `add` sweeps out entries of freed observers.
    private var sweepThreshold = 64

    /// How many observations are remembered (live or not yet swept).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entryCount
    }

    func add(_ entry: Entry, for key: Key) {
        lock.lock()
        // A freed observer's identifier may come back with a new object at the same address;
        // its old entries then share the new one's key, and `removeObserver(_:)` on the new
        // object removes them too, which is what they need anyway.
        entries[key, default: []].append(entry)
        entryCount += 1
        var freed: [Entry] = []
        if entryCount >= sweepThreshold {
            freed = sweep()
            sweepThreshold = Swift.max(64, 2 * entryCount)
        }
        lock.unlock()
        for entry in freed { entry.center?.removeObserver(entry.token) }
    }

    /// Removes and returns the entries of `key` matching `name` and `object` (nil matches any).
    func remove(_ key: Key, name: Notification.Name?, object: ObjectIdentifier?) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        guard let list = entries[key] else { return [] }
        let matches = { (entry: Entry) in
            (name == nil || entry.name == name) && (object == nil || entry.object == object)
        }
        let removed = list.filter(matches).map(\.token)
        let kept = list.filter { !matches($0) }
        entries[key] = kept.isEmpty ? nil : kept
        entryCount -= removed.count
        return removed
    }

    /// Drops every entry whose observer is gone and returns them (under the lock).
    private func sweep() -> [Entry] {
        var freed: [Entry] = []
        for key in Array(entries.keys) {
            guard let list = entries[key] else { continue }
            let kept = list.filter { $0.observer != nil }
            guard kept.count != list.count else { continue }
            freed += list.filter { $0.observer == nil }
            entryCount -= list.count - kept.count
            entries[key] = kept.isEmpty ? nil : kept
        }
        return freed
    }
}

/// The observer (held weakly) and its method, carried into the notification block.
private struct MethodObservation<Observer: AnyObject>: @unchecked Sendable {
    weak var observer: Observer?
    let method: @MainActor (Observer, Notification) -> Void
}

// Selector-based observers as iOS code writes them, with a method reference where iOS takes a
// selector: `NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow,
// name: UIResponder.keyboardWillShowNotification, object: nil)`, removed by
// `removeObserver(self)` as on iOS.
// UIKit divergence: Objective-C selectors do not exist on Linux; the method is an unbound method
// reference of the observer's type, taking the notification or nothing.
extension NotificationCenter {
    /// Calls `selector`, a method of `observer` taking the notification, for each notification
    /// named `name` (any when nil) from `object` (any when nil). The observer is held weakly;
    /// notifications must be posted on the main actor, where the method runs.
    /// - Note: See https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
    @preconcurrency
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> (Notification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { target, notification in selector(target)(notification) }
    }

    /// Calls `selector`, a method of `observer` taking no argument, for each notification named
    /// `name` (any when nil) from `object` (any when nil).
    @preconcurrency
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> () -> Void,
        name: Notification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { target, _ in selector(target)() }
    }

    /// Removes every observation of `observer`: those added with a method reference and those
    /// Foundation knows it by.
    /// - Note: See https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the observations of `observer` for `name` (all when nil) from `object` (all when
    /// nil).
    /// - Note: See https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:name:object:)
    public func removeObserver<Observer: AnyObject>(_ observer: Observer, name: Notification.Name?, object: Any?) {
        let key = MethodObserverRegistry.Key(center: ObjectIdentifier(self), observer: ObjectIdentifier(observer))
        let tokens = MethodObserverRegistry.shared.remove(key, name: name, object: Self.identity(of: object))
        for token in tokens {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(
        _ observer: Observer, name: Notification.Name?, object: Any?,
        _ method: @escaping @MainActor (Observer, Notification) -> Void
    ) {
        let observation = MethodObservation(observer: observer, method: method)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            Fatal.check(
                MainThreadCheck.isOnMainActor,
                "NotificationCenter: \(notification.name.rawValue) was posted off the main thread to a method observer; post it on the main thread")
            // Checked above: this is the main actor, and the notification goes no further than
            // the synchronous call below.
            nonisolated(unsafe) let delivered = notification
            MainActor.assumeIsolated {
                guard let target = observation.observer else { return }
                observation.method(target, delivered)
            }
        }
        let key = MethodObserverRegistry.Key(center: ObjectIdentifier(self), observer: ObjectIdentifier(observer))
        MethodObserverRegistry.shared.add(
            MethodObserverRegistry.Entry(
                token: token, name: name, object: Self.identity(of: object), observer: observer, center: self),
            for: key)
    }

    private static func identity(of object: Any?) -> ObjectIdentifier? {
        guard let object else { return nil }
        return ObjectIdentifier(object as AnyObject)
    }
}
