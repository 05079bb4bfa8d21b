import Foundation

/// What makes an image a symbol image: its name and configuration, from which it is drawn
/// (UIImage+Symbols.swift). A `UIImage` keeps one (`UIImage.symbol`) and hands it on to the
/// images it derives.
struct SymbolImageInfo: SymbolDescription {
    let name: String
    let glyph: String
    let configuration: UIImage.SymbolConfiguration

    /// The symbol's entry in ``SymbolSpokenNames``.
    var spokenName: String? { SymbolSpokenNames.names[name] }
}
