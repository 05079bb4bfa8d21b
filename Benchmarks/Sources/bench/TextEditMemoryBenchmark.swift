import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench text-edit-memory [visits] [keys]`: what editing text views keeps in the heap, the way
/// the app soak's notes app edits them. Each visit makes a text view with a note's body (as
/// the notes app's detail screen does), types `keys` characters into it through the keyboard
/// path (deleting instead once the body is long, so the notes stay short), with a delegate
/// that copies `text` into the note on every change, lays out after each key, renders, and
/// drops the text view. Prints the heap in use after each fifth of the visits, and the bytes
/// per visit and per key from the first fifth (the warm-up) to the end. Then one text view kept
/// for the whole second phase takes `visits × keys` more keys the same way (bytes per 1,000
/// keys). `bench text-edit-memory visits keys undo` records undo steps as well.
enum TextEditMemoryBenchmark {
    /// The notes, written back by the text views' delegate on every change.
    @MainActor
    final class Notes: NSObject, UITextViewDelegate {
        var bodies = (1...12).map { "The body of note \($0)." }
        var current = 0
        var detaches = false
        func textViewDidChange(_ textView: UITextView) {
            guard detaches else { return bodies[current] = textView.text }
            var text: String = textView.text
            bodies[current] = text.withUTF8 { source in
                String(unsafeUninitializedCapacity: source.count) { $0.initialize(fromContentsOf: source) }
            }
        }
    }

    @MainActor
    static func run(arguments: [String]) {
        let visits = max(50, arguments.first.flatMap(Int.init) ?? 2_000)
        let keys = max(1, arguments.dropFirst().first.flatMap(Int.init) ?? 20)
        let app = HeadlessApp()
        let window = app.makeWindow()
        // As in the app soak, whose edits leave no undo steps behind (`undo` as a third argument
        // records them with the window's undo manager).
        let recordsUndo = arguments.contains("undo")
        if !recordsUndo { window.undoManager?.disableUndoRegistration() }
        let notes = Notes()
        notes.detaches = arguments.contains("detach")
        let letters = Array("abcdefghijklmnopqrstuvwxyz ")
        var typed = 0
        func edit(_ textView: UITextView) {
            if notes.bodies[notes.current].utf16.count > 120, typed % 2 == 0 {
                textView.deleteBackward()
            } else {
                _ = app.type(String(letters[typed % letters.count]))
            }
            typed += 1
            window.layoutIfNeeded()
        }
        func makeTextView() -> UITextView {
            let textView = UITextView(frame: CGRect(x: 16, y: 100, width: 358, height: 300))
            textView.font = .preferredFont(forTextStyle: .body)
            textView.text = notes.bodies[notes.current]
            textView.delegate = notes
            window.addSubview(textView)
            _ = textView.becomeFirstResponder()
            return textView
        }
        func visit(_ index: Int) {
            notes.current = index % notes.bodies.count
            let textView = makeTextView()
            for _ in 0..<keys { edit(textView) }
            _ = app.renderFrame()
            _ = textView.resignFirstResponder()
            textView.removeFromSuperview()
        }
        func heap() -> Int { Int(malloc_counter_heap_in_use()) }
        func report(_ phase: String, _ done: Int, _ heapNow: Int) {
            let noteBytes = notes.bodies.reduce(0) { $0 + $1.utf8.count }
            print("{\"benchmark\":\"text_edit_memory\",\"phase\":\"\(phase)\",\"done\":\(done),\"heap_in_use_kb\":\(heapNow / 1024),"
                + "\"note_bytes\":\(noteBytes)}")
        }
        // Phase 1: text views made, edited and dropped.
        var warm = 0
        for fifth in 1...5 {
            for index in (visits * (fifth - 1) / 5)..<(visits * fifth / 5) { visit(index) }
            let now = heap()
            if fifth == 1 { warm = now }
            report("visits", visits * fifth / 5, now)
        }
        let visitBytes = Double(heap() - warm) / Double(visits - visits / 5)
        // Phase 2: one text view kept, edited throughout.
        notes.current = 0
        let kept = makeTextView()
        let edits = visits * keys
        var warmEdits = 0
        for fifth in 1...5 {
            for _ in (edits * (fifth - 1) / 5)..<(edits * fifth / 5) { edit(kept) }
            _ = app.renderFrame()
            let now = heap()
            if fifth == 1 { warmEdits = now }
            report("one_view", edits * fifth / 5, now)
        }
        let editBytes = Double(heap() - warmEdits) / Double(edits - edits / 5) * 1000
        print("{\"benchmark\":\"text_edit_memory_summary\",\"visits\":\(visits),\"keys_per_visit\":\(keys),"
            + "\"bytes_per_visit\":\(String(format: "%.1f", visitBytes)),"
            + "\"bytes_per_1000_keys_one_view\":\(String(format: "%.1f", editBytes))}")
    }
}
