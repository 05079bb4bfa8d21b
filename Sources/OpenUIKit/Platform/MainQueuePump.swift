import CoreFoundation
import Foundation

/// Runs the work that Foundation and Swift concurrency queue for the main thread —
/// `DispatchQueue.main` blocks, `Task { @MainActor in … }` jobs and continuations, and `Timer`s
/// scheduled on the main run loop — from a loop that owns the main thread.
///
/// On iOS the main run loop does this between UIKit's frames. Here the live window's driver and
/// the headless launcher own the main thread instead of a Foundation run loop, so each gives
/// this pump a turn: one non-blocking pass of the main run loop in its default mode, which is
/// where Linux Foundation services the main dispatch queue and the main run loop's timers.
///
/// The pump can only run that work from outside it: code that is itself a main-queue job (an
/// `async` entry point, a Swift Testing test) holds the serial main queue, so nothing queued
/// behind it runs until it suspends (``canRunQueuedWork()`` tells). The application's own
/// run loop never uses it: its clock and timers stay the application's.
package struct MainQueuePump {
    package init() {}

    /// Runs what is queued for the main thread now, without waiting; true when a block or job
    /// ran (later passes may find more: work the blocks queued).
    @MainActor
    package func runQueuedWork() -> Bool {
        CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true) == .handledSource
    }

    /// Runs passes until one finds nothing queued or `limit` passes ran work, calling
    /// `afterPass` after each pass that did; returns how many did.
    @MainActor
    @discardableResult
    package func drain(limit: Int, afterPass: () -> Void = {}) -> Int {
        var passes = 0
        while passes < limit, runQueuedWork() {
            passes += 1
            afterPass()
        }
        return passes
    }

    /// Whether queued main-queue work can run from here: false inside a main-queue job, where
    /// the queue is held until the job suspends. Probes with one block; when it cannot run now
    /// it runs (doing nothing) once the holder suspends.
    @MainActor
    package func canRunQueuedWork() -> Bool {
        let probe = Probe()
        DispatchQueue.main.async { probe.ran = true }
        _ = runQueuedWork()
        return probe.ran
    }

    /// The probe's flag; only the main thread touches it.
    private final class Probe: @unchecked Sendable {
        var ran = false
    }
}
