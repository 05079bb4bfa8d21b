import Foundation

// The update cycle calls into the controller around its root view's work:
// `updateViewConstraints()` stands in for the root view's `updateConstraints()` in the
// constraints pass, and `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` wrap the root
// view's `layoutSubviews()` in the layout pass (with `viewIsAppearing(_:)` first when the
// controller is appearing). See FrameCycle/FramePipeline+Layout.swift.
extension UIViewController {
    /// Runs `updateViewConstraints()` for the constraints pass and checks that it called super.
    package func runUpdateViewConstraints() {
        didCallSuperUpdateViewConstraints = false
        updateViewConstraints()
        if !didCallSuperUpdateViewConstraints {
            Fatal.stop(
                "\(type(of: self)).updateViewConstraints() did not call super.updateViewConstraints(); UIKit requires it")
        }
    }

    /// Called by the layout pass right before the root view's `layoutSubviews()`.
    package func rootViewWillLayout() {
        callIsAppearingIfNeeded()
        viewWillLayoutSubviews()
    }

    /// Called by the layout pass right after the root view's `layoutSubviews()`.
    package func rootViewDidLayout() {
        viewDidLayoutSubviews()
    }
}
