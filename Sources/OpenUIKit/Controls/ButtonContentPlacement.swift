import Foundation

/// Where a classic (unconfigured) button puts its image and title inside its content
/// rectangle: side by side as one group, placed by the content alignments, the image first
/// (at the left, or at the right when the button's layout is right to left), then each moved
/// by its own edge insets.
///
/// An element's insets move it as its alignment anchors it: with left alignment by its left
/// inset, with right alignment by minus its right inset, centred by half their difference
/// (so `left: 10` alone moves a centred title 5 points, and the usual swap — the image
/// inset by the title's width on the left and minus it on the right, the title the other way
/// — puts the image after the title). Vertically the same with top and bottom; with `.fill`
/// the insets shrink the element instead. The title's insets also narrow the width it may
/// take, so a title sized to fit without them is shortened once they are set (the intrinsic
/// size leaves both insets out, as UIKit's does).
struct ButtonContentPlacement {
    var imageSize: CGSize
    /// The title's measured size, before it is shortened to fit.
    var titleSize: CGSize
    var imageInsets: UIEdgeInsets
    var titleInsets: UIEdgeInsets
    /// The effective horizontal alignment (`.leading`/`.trailing` already resolved).
    var horizontal: UIControl.ContentHorizontalAlignment
    var vertical: UIControl.ContentVerticalAlignment
    /// Whether the title comes first, the image after it (a right-to-left layout).
    var titleLeads: Bool

    /// The image's frame in `content`'s space.
    func imageRect(in content: CGRect) -> CGRect {
        let group = groupFrames(in: content)
        return shifted(group.image, by: imageInsets, in: content)
    }

    /// The title label's frame in `content`'s space.
    func titleRect(in content: CGRect) -> CGRect {
        let group = groupFrames(in: content)
        return shifted(group.title, by: titleInsets, in: content)
    }

    /// The two frames before the insets move them: the group placed by the alignments.
    private func groupFrames(in content: CGRect) -> (image: CGRect, title: CGRect) {
        var image = imageSize
        var title = titleSize
        let room = max(content.width - image.width - titleInsets.left - titleInsets.right, 0)
        title.width = min(title.width, room)
        if horizontal == .fill, title.width > 0 { title.width = room }
        let width = image.width + title.width
        let left: CGFloat
        switch horizontal {
        case .left, .fill: left = content.minX
        case .right: left = content.maxX - width
        case .center, .leading, .trailing: left = content.midX - width / 2
        }
        if vertical == .fill {
            if image.height > 0 { image.height = content.height }
            if title.height > 0 { title.height = content.height }
        }
        func top(_ height: CGFloat) -> CGFloat {
            switch vertical {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.midY - height / 2
            }
        }
        let imageX = titleLeads ? left + title.width : left
        let titleX = titleLeads ? left : left + image.width
        return (
            CGRect(x: imageX, y: top(image.height), width: image.width, height: image.height),
            CGRect(x: titleX, y: top(title.height), width: title.width, height: title.height)
        )
    }

    /// `frame` moved (or, with `.fill`, shrunk) by `insets` as the alignments anchor it.
    private func shifted(_ frame: CGRect, by insets: UIEdgeInsets, in content: CGRect) -> CGRect {
        guard insets != .zero else { return frame }
        var moved = frame
        switch horizontal {
        case .left, .fill: moved.origin.x += insets.left
        case .right: moved.origin.x -= insets.right
        case .center, .leading, .trailing: moved.origin.x += (insets.left - insets.right) / 2
        }
        switch vertical {
        case .top: moved.origin.y += insets.top
        case .bottom: moved.origin.y -= insets.bottom
        case .center: moved.origin.y += (insets.top - insets.bottom) / 2
        case .fill:
            if moved.height > 0 {
                moved.origin.y = content.minY + insets.top
                moved.size.height = max(content.height - insets.top - insets.bottom, 0)
            }
        }
        return moved
    }
}
