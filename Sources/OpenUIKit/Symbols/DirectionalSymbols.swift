import Foundation

/// Which SF Symbols names mean a direction in reading order and so are mirrored in right-to-left
/// layouts: those with a `backward` or `forward` part after the first (`chevron.backward`,
/// `arrow.uturn.forward`, `arrowshape.turn.up.backward`). Symbols that name a physical side
/// (`chevron.left`, `arrow.right`) and media transport symbols (`backward.fill`,
/// `forward.end.fill`, which start with the word) keep their direction, as playback controls do.
// UIKit divergence: SF Symbols marks its right-to-left variants symbol by symbol; this rule
// stands in for that list over the names docs/SYMBOLS.md maps [INF].
enum DirectionalSymbols {
    /// Whether the symbol named `name` flips for right-to-left layouts.
    static func flipsForRightToLeft(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "backward" || $0 == "forward" }
    }
}
