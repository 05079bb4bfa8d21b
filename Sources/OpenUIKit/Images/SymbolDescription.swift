import Foundation

/// What a symbol image remembers about how it was made (its name and configuration), kept by
/// `UIImage` without this folder knowing the symbol types (Symbols/SymbolImageInfo.swift).
package protocol SymbolDescription: Sendable {
    /// The SF Symbols name the image was asked for.
    var name: String { get }
    /// The short name assistive technologies speak for the symbol, if it has one.
    var spokenName: String? { get }
}
