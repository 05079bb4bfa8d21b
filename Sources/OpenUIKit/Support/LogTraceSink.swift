/// Where an ``ApplicationLog`` also records each message it takes, in order with the other
/// steps around it: the application's trace (``EventTrace`` adopts it). Declared here so the log,
/// a helper every folder uses, names nothing above it.
@MainActor
package protocol LogTraceSink: AnyObject {
    /// Records `message` as a step of stage `log`, when the sink is recording.
    func recordLogged(_ message: String)
}
