import Foundation
import OpenUIKit
import OpenUIKitTesting

/// How to turn a value into something stored beside a test and compared on the next run:
/// the strategy `assertSnapshot(of:as:)` takes, as in pointfree's SnapshotTesting.
///
/// The strategies here are `.image` (views, view controllers, images), `.image(on:)` (a view
/// controller on a device's screen), `.recursiveDescription` and `.dump`; make others with
/// ``init(pathExtension:diffing:snapshot:)`` or ``pullback(_:)``.
///
/// Snapshots run synchronously on the main actor: a headless application lays the value out
/// and renders it without waiting.
@MainActor @preconcurrency
public struct Snapshotting<Value, Format> {
    /// The reference file's extension ("png", "txt").
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into its format.
    public var snapshot: @MainActor (Value) -> Format

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value, converted by `transform` first.
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { snapshot(transform($0)) }
    }
}
