import OpenUIKit

/// A view whose intrinsic content size the fuzzer sets, like a label whose text changes.
final class FuzzSizedView: UIView {
    var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { intrinsicSize }
}
