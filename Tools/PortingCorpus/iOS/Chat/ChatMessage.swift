import Foundation

/// One message of a conversation. Messages are identified by `id`, so two messages with the
/// same text are still two items of the diffable data source.
/// `nonisolated` so it can be an item identifier (`Hashable & Sendable`) in projects whose
/// code is main-actor isolated by default (Xcode 26).
nonisolated struct ChatMessage: Hashable {
    let id: UUID
    var text: String
    var isOutgoing: Bool
    var sentAt: Date

    init(text: String, isOutgoing: Bool, sentAt: Date = Date()) {
        self.id = UUID()
        self.text = text
        self.isOutgoing = isOutgoing
        self.sentAt = sentAt
    }
}
