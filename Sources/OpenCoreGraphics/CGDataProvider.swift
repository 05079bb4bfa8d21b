import Foundation

/// A source of bytes for an image: here always a block of data in memory.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgdataprovider
// UIKit divergence: `data` is `Data` rather than `CFData`; code that writes
// `provider.data as Data?` compiles unchanged.
public final class CGDataProvider: Sendable {
    /// The bytes.
    public let data: Data?

    /// A provider over `data`.
    public init?(data: Data) {
        self.data = data
    }
}
