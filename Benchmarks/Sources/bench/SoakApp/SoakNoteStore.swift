/// The notes the soak's notes app shows: titles and bodies, changed by the list (add, delete)
/// and the detail screen (editing).
final class SoakNoteStore {
    struct Note {
        var title: String
        var body: String
    }

    var notes: [Note] = (1...12).map { Note(title: "Note \($0)", body: "The body of note \($0).") }
    private var made = 12

    /// A new note with a fresh title.
    func makeNote() -> Note {
        made += 1
        return Note(title: "Note \(made)", body: "")
    }
}
