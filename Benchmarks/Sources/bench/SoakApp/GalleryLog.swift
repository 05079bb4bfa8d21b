/// The soak's stand-in for the gallery's log. The gallery's screens are compiled into this
/// target from their own files (symbolic links in `Gallery/` to `Apps/Sources/Gallery`, no
/// copy); their log prints a line per user action, which a million-step soak must not, so
/// this type of the same name and shape only counts the lines.
@MainActor
final class GalleryLog {
    private(set) var lineCount = 0

    init(stateFile: String?) {}

    func note(_ line: String) { lineCount += 1 }
}
