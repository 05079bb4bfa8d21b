import Foundation

/// Tells whether the caller runs on the main actor: on the main thread, or on the main queue
/// while another thread drains it (a process that parked its main thread in `dispatchMain()`,
/// as a test runner may, runs main-actor jobs on such threads). The platform's thread and queue
/// identity lives here; nothing is scheduled and no time is read.
package enum MainThreadCheck {
    /// Whether the caller runs on the main actor. Costs one thread test on the main thread.
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// A key set on the main queue only, so code can tell it runs there.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
