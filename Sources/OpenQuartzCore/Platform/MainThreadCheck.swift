import Foundation
import OpenCoreGraphics

/// Tells whether the caller runs on the main actor: on the main thread, or on the main queue
/// while another thread drains it (a process that parked its main thread in `dispatchMain()`,
/// as a test runner may, runs main-actor jobs on such threads). The platform's thread and queue
/// identity lives here; nothing is scheduled and no time is read.
package enum MainThreadCheck {
    /// Whether the caller runs on the main actor. Costs one thread-specific read on the main
    /// thread.
    package static var isOnMainActor: Bool {
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether the calling thread is the process's main thread, asked of the platform once per
    /// thread and kept in a thread-specific slot. Foundation's answer makes a system call
    /// (Linux compares the process and thread ids) every time, and layers ask at every
    /// change; a thread never stops or starts being the main one, so the first answer holds
    /// for the thread's life. The slot holds a marker, not an allocation: nothing to free.
    private static var isMainThread: Bool {
        if let marker = pthread_getspecific(threadKey) { return Int(bitPattern: marker) == 1 }
        let answer = Thread.isMainThread
        // 1 for the main thread, 2 for any other: never nil, the slot's "not asked yet".
        pthread_setspecific(threadKey, UnsafeMutableRawPointer(bitPattern: answer ? 1 : 2))
        return answer
    }

    /// The slot's key, made once per process.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        Fatal.check(status == 0, "MainThreadCheck: pthread_key_create failed (\(status))")
        return key
    }()

    /// A key set on the main queue only, so code can tell it runs there.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
