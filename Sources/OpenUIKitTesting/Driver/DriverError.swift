/// Why the driver refused a request: the reason, and the column of the offending value when
/// the request's text is at fault.
struct DriverError: Error {
    var message: String
    /// The 1-based column (in Unicode scalars) in the request's line; nil when the request was
    /// well-formed but could not be carried out.
    var column: Int?

    init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }
}
