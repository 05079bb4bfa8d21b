import Foundation
import OpenCoreGraphics

extension UIImage {
    /// A copy of the image redrawn at `size` points: the whole picture scaled to exactly that
    /// size (its aspect ratio is not kept; compute a size of the same shape to keep it), upright
    /// (the orientation applied), at the image's ``scale``, with its rendering mode.
    ///
    /// Nil when the image has no pixels of its own (made from a drawing, as UIKit answers for
    /// an image not backed by a `CGImage`), and nil with a log line for a size that is zero,
    /// negative, not finite, or more pixels than a bitmap can hold.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/preparingthumbnail(of:)
    // UIKit divergence: Apple does not document how a thumbnail of another shape is fitted;
    // here the picture is scaled to the exact size asked for [CHOSEN], which the returned size
    // matches in UIKit too.
    @available(iOS 15.0, *)
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        makeThumbnail(of: size, function: "UIImage.preparingThumbnail(of:)")
    }

    /// ``preparingThumbnail(of:)`` made away from the caller: `completionHandler` receives the
    /// thumbnail (or nil) on another thread, as UIKit calls it on a background queue.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/preparethumbnail(of:completionhandler:)
    @available(iOS 15.0, *)
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        Task.detached { [self] in
            completionHandler(makeThumbnail(of: size, function: "UIImage.prepareThumbnail(of:completionHandler:)"))
        }
    }

    /// ``preparingThumbnail(of:)`` made away from the caller, awaited.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/bypreparingthumbnail(ofsize:)
    @available(iOS 15.0, *)
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        await Task.detached { [self] in
            makeThumbnail(of: size, function: "UIImage.byPreparingThumbnail(ofSize:)")
        }.value
    }

    /// A copy of the image ready to draw without decoding: the same size, scale, orientation
    /// and pixels (images here are decoded when loaded, so the pixels are shared). Nil when the
    /// image has no pixels of its own (made from a drawing).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/preparingfordisplay()
    @available(iOS 15.0, *)
    public func preparingForDisplay() -> UIImage? {
        guard let pixels = cgImage else { return nil }
        return UIImage(
            content: .bitmap(pixels), size: size, scale: scale, renderingMode: renderingMode, orientation: imageOrientation,
            tintColor: nil, symbol: nil, accessibilityLabel: explicitAccessibilityLabel, baselineOffset: baselineOffset,
            capInsets: capInsets, resizingMode: resizingMode, flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// ``preparingForDisplay()`` made away from the caller: `completionHandler` receives the
    /// image (or nil) on another thread.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/preparefordisplay(completionhandler:)
    @available(iOS 15.0, *)
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        Task.detached { [self] in completionHandler(preparingForDisplay()) }
    }

    /// ``preparingForDisplay()`` made away from the caller, awaited.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/bypreparingfordisplay()
    @available(iOS 15.0, *)
    public func byPreparingForDisplay() async -> UIImage? {
        await Task.detached { [self] in preparingForDisplay() }.value
    }

    /// The thumbnail of ``preparingThumbnail(of:)``; `function` names the caller in log lines.
    private func makeThumbnail(of target: CGSize, function: String) -> UIImage? {
        guard target.width.isFinite, target.height.isFinite, target.width > 0, target.height > 0 else {
            CoreGraphicsLog.error(function, "invalid thumbnail size \(target) (each side must be finite and positive); no thumbnail")
            return nil
        }
        guard let pixels = cgImage else {
            CoreGraphicsLog.error(function, "the image is made from a drawing and has no pixels to scale; no thumbnail")
            return nil
        }
        // Pixel sides, checked as doubles against the decoders' limits before any conversion
        // to Int or call into Cairo.
        let width = (target.width * scale).rounded()
        let height = (target.height * scale).rounded()
        let limit = CGFloat(ImageDecodeLimits.maximumSide)
        guard width >= 1, height >= 1, width <= limit, height <= limit,
            width * height <= CGFloat(ImageDecodeLimits.maximumPixelCount)
        else {
            CoreGraphicsLog.error(
                function,
                "thumbnail size \(target) at scale \(scale) is \(width)×\(height) pixels (each side must be 1...\(ImageDecodeLimits.maximumSide), "
                    + "at most \(ImageDecodeLimits.maximumPixelCount) pixels); no thumbnail")
            return nil
        }
        guard let context = CGContext(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale) else { return nil }
        let rect = CGRect(origin: .zero, size: CGSize(width: width / scale, height: height / scale))
        context.interpolationQuality = .high
        UIImage.drawPixels(pixels, turned: imageOrientation, in: rect, context: context)
        guard let thumbnail = context.makeImage() else { return nil }
        return UIImage(
            content: .bitmap(thumbnail), size: rect.size, scale: scale, renderingMode: renderingMode, orientation: .up,
            tintColor: nil, accessibilityLabel: explicitAccessibilityLabel,
            flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }
}
