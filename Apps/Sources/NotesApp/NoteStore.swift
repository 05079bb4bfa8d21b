import Foundation

/// One note: its text; the first line is its title.
struct Note: Equatable {
    let id: Int
    var body: String

    var title: String {
        let first = body.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return first.isEmpty ? "New Note" : first
    }
}

/// The notes, in memory; `save()` counts how often the app asked to persist them.
final class NoteStore {
    static let sampleNotes = [
        Note(id: 1, body: "Groceries\nApples, bread, coffee"),
        Note(id: 2, body: "Call the plumber\nThe kitchen tap drips"),
        Note(id: 3, body: "Ideas for the weekend\nHike, or the museum if it rains"),
        Note(id: 4, body: "Book club\nFinish chapter 12"),
    ]

    var notes: [Note] = []
    private(set) var saveCount = 0
    private var nextID = 100

    func add() -> Note {
        nextID += 1
        let note = Note(id: nextID, body: "")
        notes.insert(note, at: 0)
        return note
    }

    func update(_ id: Int, body: String) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].body = body
    }

    func delete(_ id: Int) {
        notes.removeAll { $0.id == id }
    }

    func note(_ id: Int) -> Note? { notes.first { $0.id == id } }

    func save() { saveCount += 1 }
}
