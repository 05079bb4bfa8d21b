import Foundation

/// The animator an edit menu hands its delegate: the delegate's animations join the menu's own
/// fade, and its completions run when the fade ends (on the application clock).
@MainActor
final class EditMenuAnimator: MenuTransitionAnimator, UIEditMenuInteractionAnimating {}
