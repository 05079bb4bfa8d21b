import Foundation

extension UIScrollView {
    /// The view the delegate zooms (`viewForZooming(in:)`), if any.
    var zoomView: UIView? { delegate?.viewForZooming(in: self) }

    /// Adds the pinch recognizer while zooming is possible (``maximumZoomScale`` above
    /// ``minimumZoomScale``) and removes it otherwise.
    func updatePinchRecognizer() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, zoomPinch == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            zoomPinch = pinch
            addGestureRecognizer(pinch)
        } else if !possible, let pinch = zoomPinch {
            removeGestureRecognizer(pinch)
            zoomPinch = nil
        }
    }

    /// Shows the zoom view at `scale`: its transform scales it, its frame's origin stays at the
    /// content's origin and the content size becomes its scaled size. Tells the delegate
    /// `scrollViewDidZoom`.
    func applyZoomScale(_ scale: CGFloat) {
        currentZoomScale = scale
        guard let view = zoomView else { return }
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let anchor = view.layer.anchorPoint
        view.center = CGPoint(x: size.width * anchor.x, y: size.height * anchor.y)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// `offset` brought within content of `size` (the size the zoom will give it).
    func clampedOffset(_ offset: CGPoint, contentSize size: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        let maximum = CGPoint(
            x: max(minimum.x, size.width + inset.right - bounds.width),
            y: max(minimum.y, size.height + inset.bottom - bounds.height))
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The scale and offset that show `point` (in the zoom view's unscaled coordinates) at
    /// `onScreen` (relative to the view's top-left corner) at `scale`, within the content.
    private func zoomOffset(keeping point: CGPoint, at onScreen: CGPoint, scale: CGFloat, view: UIView) -> CGPoint {
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        return clampedOffset(
            CGPoint(x: point.x * scale - onScreen.x, y: point.y * scale - onScreen.y), contentSize: size)
    }

    /// `setZoomScale(_:animated:)`: the scale, within the limits, about the view's centre.
    func performSetZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomView else {
            misuseLog.log(
                "UIScrollView.setZoomScale(_:animated:) ignored: the delegate gives no viewForZooming(in:)")
            return
        }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let point = CGPoint(
            x: (contentOffset.x + centre.x) / currentZoomScale, y: (contentOffset.y + centre.y) / currentZoomScale)
        zoom(to: target, offset: zoomOffset(keeping: point, at: centre, scale: target, view: view), animated: animated)
    }

    /// `zoom(to:animated:)`: the largest scale within the limits that shows all of `rect`
    /// (zoom-view coordinates), centred.
    func performZoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomView else {
            misuseLog.log(
                "UIScrollView.zoom(to:animated:) ignored: the delegate gives no viewForZooming(in:)")
            return
        }
        let fit = min(
            rect.width > 0 ? bounds.width / rect.width : maximumZoomScale,
            rect.height > 0 ? bounds.height / rect.height : maximumZoomScale)
        let target = min(max(fit, minimumZoomScale), maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let offset = zoomOffset(keeping: CGPoint(x: rect.midX, y: rect.midY), at: centre, scale: target, view: view)
        zoom(to: target, offset: offset, animated: animated)
    }

    private func zoom(to scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopMotion(notify: false)
        guard animated, scale != currentZoomScale || offset != contentOffset else {
            applyZoomScale(scale)
            contentOffset = offset
            return
        }
        startMotion(
            .zoom, to: offset, duration: ScrollViewConstants.scrollAnimationDuration, curve: .easeInOut,
            clampsToContent: false, zoomScale: scale)
    }

    /// An animated zoom or a bounce back within the limits is over.
    func zoomAnimationDidFinish() {
        guard isZoomBouncing else { return }
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: currentZoomScale)
    }

    // MARK: Pinching

    /// The pinch recognizer's action: zooming begins, follows the fingers, and ends (bouncing
    /// back within the limits when the pinch went past them).
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began: beginZooming(pinch)
        case .changed: followPinch(pinch)
        case .ended, .cancelled: endZooming(pinch)
        default: break
        }
    }

    private func beginZooming(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else {
            recordScroll(.pinchIgnored)
            return
        }
        stopMotion(notify: false)
        isZooming = true
        let location = pinch.location(in: self)
        // The content point under the fingers' centre, unscaled: it stays under the centre.
        pinchAnchor = (
            CGPoint(x: location.x / currentZoomScale, y: location.y / currentZoomScale), currentZoomScale,
            CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        )
        recordScroll(.beganZooming(scale: currentZoomScale, location: location))
        delegate?.scrollViewWillBeginZooming(self, with: view)
        showIndicators()
        followPinch(pinch)
    }

    /// The scale the fingers ask for, past the limits only with ``bouncesZoom`` and then with
    /// resistance (``ScrollViewConstants/zoomOvershootExponent``).
    private func pinchedScale(_ scale: CGFloat) -> CGFloat {
        let exponent = ScrollViewConstants.zoomOvershootExponent
        if scale > maximumZoomScale {
            return bouncesZoom ? maximumZoomScale * pow(scale / maximumZoomScale, exponent) : maximumZoomScale
        }
        if scale < minimumZoomScale {
            return bouncesZoom ? minimumZoomScale * pow(scale / minimumZoomScale, exponent) : minimumZoomScale
        }
        return scale
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let anchor = pinchAnchor, let view = zoomView else { return }
        let scale = pinchedScale(anchor.scale * pinch.scale)
        applyZoomScale(scale)
        let location = pinch.location(in: self)
        let onScreen = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        pinchAnchor?.centre = onScreen
        contentOffset = zoomOffset(keeping: anchor.point, at: onScreen, scale: scale, view: view)
    }

    private func endZooming(_ pinch: UIPinchGestureRecognizer) {
        guard let anchor = pinchAnchor, let view = zoomView else { return }
        pinchAnchor = nil
        isZooming = false
        let target = min(max(currentZoomScale, minimumZoomScale), maximumZoomScale)
        recordScroll(.endedZooming(scale: currentZoomScale))
        guard target != currentZoomScale else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: currentZoomScale)
            scheduleIndicatorFade()
            return
        }
        // Past a limit: ease back to it about the same point, then report the end.
        isZoomBouncing = true
        let offset = zoomOffset(keeping: anchor.point, at: anchor.centre, scale: target, view: view)
        startMotion(
            .zoom, to: offset, duration: ScrollViewConstants.scrollAnimationDuration, curve: .easeInOut,
            clampsToContent: false, zoomScale: target)
    }
}
