/// The trace takes the application log's messages as `log` steps with a ``TracePayload``.
extension EventTrace: LogTraceSink {
    package func recordLogged(_ message: String) {
        record(.log, .logged(message: message))
    }
}
