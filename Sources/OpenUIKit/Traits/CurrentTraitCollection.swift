import Foundation

/// Where `UITraitCollection.current` lives: a per-thread slot, as in UIKit, so that colours
/// resolved anywhere (`UIColor.cgColor` is not main-actor isolated) see the collection set by
/// the update cycle, `performAsCurrent` or the setter on the same thread.
///
/// The slot holds a retained reference; ``swap(_:)`` and ``restore(_:)`` pair up around a
/// scope so nothing leaks between scopes.
package enum CurrentTraitCollection {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        Fatal.check(status == 0, "UITraitCollection.current: no thread-local slot (pthread_key_create \(status))")
        return key
    }()

    /// The collection set on this thread, if any.
    package static var value: UITraitCollection? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<UITraitCollection>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Makes `collection` current and returns the slot's previous content, to hand back to
    /// ``restore(_:)``.
    package static func swap(_ collection: UITraitCollection?) -> UnsafeMutableRawPointer? {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, collection.map { Unmanaged.passRetained($0).toOpaque() })
        return previous
    }

    /// Ends a ``swap(_:)`` scope: releases what the scope set and puts `previous` back.
    package static func restore(_ previous: UnsafeMutableRawPointer?) {
        if let raw = pthread_getspecific(key) { Unmanaged<UITraitCollection>.fromOpaque(raw).release() }
        pthread_setspecific(key, previous)
    }

    /// Replaces the slot's content for good (the `current` setter).
    package static func set(_ collection: UITraitCollection?) {
        restore(nil)
        _ = swap(collection)
    }
}
