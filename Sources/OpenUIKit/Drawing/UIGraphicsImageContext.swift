import Foundation
import OpenCoreGraphics

/// The bitmap contexts opened with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``, newest
/// last, with the scale each was opened at.
@MainActor
enum ImageContextStack {
    static var entries: [(context: CGContext, scale: CGFloat)] = []
}

/// Opens a transparent bitmap context of `size` points at scale 1 and makes it current.
@MainActor @preconcurrency
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens a bitmap context of `size` points and makes it current, until
/// ``UIGraphicsEndImageContext()``. `opaque` starts it opaque black; a `scale` of 0 means the
/// default scale, 1 here.
///
/// An empty size opens nothing (and ``UIGraphicsGetImageFromCurrentImageContext()`` then gives
/// nil).
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)
// UIKit divergence: scale 0 means the main screen's scale in UIKit; headless rendering uses 1,
// as UIGraphicsImageRendererFormat does. UIKit logs and pushes nothing for an empty size too.
@MainActor @preconcurrency
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? 1 : scale
    guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite,
        let context = UIGraphicsImageRenderer.makeBitmapContext(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque)
    else { return }
    ImageContextStack.entries.append((context, scale))
    UIGraphicsPushContext(context)
}

/// What has been drawn into the current image context, or nil when the current context is
/// not one opened by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
@MainActor @preconcurrency
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.entries.last, entry.context === UIGraphicsGetCurrentContext(),
        let pixels = entry.context.makeImage()
    else { return nil }
    return UIImage(cgImage: pixels, scale: entry.scale, orientation: .up)
}

/// Closes the newest image context and makes the context before it current.
@MainActor @preconcurrency
public func UIGraphicsEndImageContext() {
    guard let entry = ImageContextStack.entries.popLast() else { return }
    GraphicsContextStack.pop(entry.context)
}
