import Foundation

extension ApplicationLog {
    /// Logs `message` from code that names no application and may run on any thread (a
    /// font descriptor, a colour set): on the main actor to the current application's log
    /// (the console when there is none), elsewhere to standard error.
    package nonisolated static func report(_ message: String) {
        if MainThreadCheck.isOnMainActor {
            MainActor.assumeIsolated { (UIApplication.existing?.log ?? ApplicationLog.console).log(message) }
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
