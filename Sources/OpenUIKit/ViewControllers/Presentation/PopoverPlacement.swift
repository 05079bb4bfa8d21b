import Foundation

/// Where a popover's card, content and arrow go.
struct PopoverPlacement {
    let card: CGRect
    let content: CGRect
    let arrowTip: CGPoint
    let direction: UIPopoverArrowDirection
}
