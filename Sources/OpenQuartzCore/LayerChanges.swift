/// The kinds of change a layer has had since the renderer last took a copy of it.
///
/// The renderer uses the kinds to decide what to copy and what to re-composite: geometry means
/// the layer moved or resized (old and new areas are damaged), appearance means its look
/// changed in place, contents means new pixels (a new `contents` image or a redrawn backing
/// store), tree means its list of sublayers (or its mask) changed.
package struct LayerChanges: OptionSet, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// bounds, position, anchor point, zPosition, transforms.
    package static let geometry = LayerChanges(rawValue: 1 << 0)
    /// Colours, opacity, visibility, corners, border, shadow, clipping, contents placement.
    package static let appearance = LayerChanges(rawValue: 1 << 1)
    /// `contents` or the backing store.
    package static let contents = LayerChanges(rawValue: 1 << 2)
    /// The sublayer list or the mask.
    package static let tree = LayerChanges(rawValue: 1 << 3)

    /// Every kind: what a layer that was never committed has.
    package static let all: LayerChanges = [.geometry, .appearance, .contents, .tree]

    package var description: String {
        let names: [(LayerChanges, String)] = [
            (.geometry, "geometry"), (.appearance, "appearance"), (.contents, "contents"), (.tree, "tree"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
