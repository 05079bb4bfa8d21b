import Foundation

/// One note: a title line, a body and the time it was last edited.
struct Note: Equatable, Codable {
    let id: UUID
    var title: String
    var body: String
    var isPinned: Bool
    var modifiedAt: Date

    init(id: UUID = UUID(), title: String, body: String = "", isPinned: Bool = false, modifiedAt: Date = Date(timeIntervalSince1970: 0)) {
        self.id = id
        self.title = title
        self.body = body
        self.isPinned = isPinned
        self.modifiedAt = modifiedAt
    }

    /// The first line of the body that is not empty, for the list's preview.
    var preview: String {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: true)
        return lines.first.map(String.init) ?? "No additional text"
    }

    var wordCount: Int {
        return body.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }
}

/// Keeps the notes in memory, sorted pinned first then newest first, and posts a notification
/// whenever they change.
class NoteStore {
    static let didChangeNotification = Notification.Name("NoteStoreDidChange")
    static let changedNoteIDKey = "changedNoteID"

    private(set) var notes: [Note] = []
    private(set) var saveCount = 0
    let notificationCenter: NotificationCenter
    var now: () -> Date

    init(notes: [Note] = [], notificationCenter: NotificationCenter = .default, now: @escaping () -> Date = { Date(timeIntervalSince1970: 0) }) {
        self.notificationCenter = notificationCenter
        self.now = now
        self.notes = notes
        sort()
    }

    var count: Int {
        return notes.count
    }

    func note(at index: Int) -> Note {
        return notes[index]
    }

    func index(of id: UUID) -> Int? {
        return notes.firstIndex(where: { $0.id == id })
    }

    @discardableResult
    func add(title: String, body: String = "") -> Note {
        let note = Note(title: title, body: body, modifiedAt: now())
        notes.append(note)
        sort()
        didChange(note.id)
        return note
    }

    func update(_ note: Note) {
        guard let index = index(of: note.id) else { return }
        var updated = note
        updated.modifiedAt = now()
        notes[index] = updated
        sort()
        didChange(note.id)
    }

    func togglePin(_ id: UUID) {
        guard let index = index(of: id) else { return }
        notes[index].isPinned.toggle()
        sort()
        didChange(id)
    }

    func remove(at index: Int) {
        let removed = notes.remove(at: index)
        didChange(removed.id)
    }

    func search(_ text: String) -> [Note] {
        let query = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !query.isEmpty else { return notes }
        return notes.filter { $0.title.lowercased().contains(query) || $0.body.lowercased().contains(query) }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(notes)
    }

    func restore(from data: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        notes = try decoder.decode([Note].self, from: data)
        sort()
        didChange(nil)
    }

    private func sort() {
        notes.sort { lhs, rhs in
            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
            if lhs.modifiedAt != rhs.modifiedAt { return lhs.modifiedAt > rhs.modifiedAt }
            return lhs.title < rhs.title
        }
    }

    private func didChange(_ id: UUID?) {
        saveCount += 1
        var userInfo: [AnyHashable: Any] = [:]
        if let id = id {
            userInfo[NoteStore.changedNoteIDKey] = id
        }
        notificationCenter.post(name: NoteStore.didChangeNotification, object: self, userInfo: userInfo)
    }
}

/// Formats a note's modification time the way the list shows it.
struct NoteDateFormatter {
    let formatter: DateFormatter

    init(locale: Locale = Locale(identifier: "en_US_POSIX"), timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMM yyyy"
    }

    func string(from date: Date) -> String {
        return formatter.string(from: date)
    }
}
