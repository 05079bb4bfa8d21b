import Foundation

/// The presentation controller of `.fullScreen` and `.currentContext`: the presented view
/// covers the container and the presenter's view leaves once the presentation ends.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
}
