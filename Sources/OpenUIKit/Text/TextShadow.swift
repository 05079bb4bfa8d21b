import Foundation

/// A shadow as text styles carry it (see ``NSShadow``): points of offset (+height: down) and
/// blur, and a resolved colour.
package struct TextShadow: Hashable, Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: TextColor

    package init(offset: CGSize, blur: CGFloat, color: TextColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}
