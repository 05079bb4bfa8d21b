import Foundation

extension RecordedEvent {
    /// A ``call(_:_:arguments:returned:)`` about one row or item: a table or collection view
    /// delegate method such as `didSelectRowAt`, with `indexPath` as its argument, printed as
    /// Foundation prints an index path: `table.didSelectRowAt([0, 2])`.
    ///
    /// ``TableViewDelegateRecorder`` records its calls in this form; your own collection view
    /// delegate or data source can too.
    public static func call(
        _ receiver: String, _ method: String, at indexPath: IndexPath, returned: String? = nil
    ) -> RecordedEvent {
        .call(receiver, method, arguments: [String(describing: indexPath)], returned: returned)
    }
}
