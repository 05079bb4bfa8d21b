import Foundation
import OpenQuartzCore

// On Apple's platforms `addObserver(forName:object:queue:using:)` comes from Objective-C, and
// the `@Sendable` on its block is imported with preconcurrency semantics: Swift 5 code that
// calls a view controller's method from the block (the usual `[weak self] _ in
// self?.reload()`) compiles. Linux's Foundation declares the block `@Sendable` in Swift itself,
// so the same line is an error there ("call to main actor-isolated instance method in a
// synchronous nonisolated context"). This overload is `@preconcurrency` as Apple's is, and
// takes the object as `AnyObject?`, which Swift prefers to Foundation's `Any?` for what iOS code
// passes (nil, `self`, a model object); an object of a value type still reaches Foundation's
// method. In Swift 6 mode the block stays `@Sendable`, as on iOS.
//
// It also keeps Apple's answer for `queue: .main` when the post comes from the main actor:
// the block runs at once, inside `post`. Linux's Foundation asks whether the posting thread
// is the main thread, and when a test runner drains the main queue from another thread (Swift
// Testing parks the main thread in `dispatchMain()`), it queues the block on the main queue and
// waits for it there, from the main queue itself: the process hangs. So a `.main` observer is
// registered without a queue and its block runs inline on the main actor, or is handed to the
// main queue (waiting for it, as Foundation does) when posted from elsewhere.
extension NotificationCenter {
    /// Adds a block observer for notifications named `name` (any when nil) from `obj` (any when
    /// nil), run on `queue` (on the posting thread when nil); returns the token to remove.
    /// - Note: See https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    @preconcurrency
    public func addObserver(
        forName name: NSNotification.Name?, object obj: AnyObject?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        // `obj as Any?` selects Foundation's method.
        guard queue === OperationQueue.main else {
            return addObserver(forName: name, object: obj as Any?, queue: queue, using: block)
        }
        return addObserver(forName: name, object: obj as Any?, queue: nil) { notification in
            if MainThreadCheck.isOnMainActor {
                block(notification)
            } else {
                // Foundation hands the notification to the queue the same way: the block runs
                // while the poster waits, so the value is never used from two threads at once.
                let delivery = MainQueueDelivery(notification: notification)
                OperationQueue.main.addOperations([BlockOperation { block(delivery.notification) }], waitUntilFinished: true)
            }
        }
    }
}

/// A notification carried to the main queue while its poster waits for the block to finish.
private struct MainQueueDelivery: @unchecked Sendable {
    let notification: Notification
}
