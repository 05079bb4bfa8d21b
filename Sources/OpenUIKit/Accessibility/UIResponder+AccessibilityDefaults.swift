import Foundation

// What UIKit's classes answer when nobody set an accessibility property: decided by class here
// (the property declarations are on UIResponder, so a subclass override still wins).
extension UIResponder {
    /// Elements by default: labels, controls (a segmented control too, as one element) and
    /// standalone `UIAccessibilityElement`s; plain views, image views and windows are not.
    package var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UIAccessibilityElement, is UILabel, is UIControl: return true
        default: return false
        }
    }

    /// A label's text; a button's current title.
    package var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        default: return nil
        }
    }

    /// A slider's position as a whole percentage ("50%"), a switch's "1" or "0", a stepper's
    /// value, a page control's "page 2 of 5", a text field's text, a segmented control's
    /// selected title.
    package var defaultAccessibilityValue: String? {
        switch self {
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let control as UISwitch:
            return control.isOn ? "1" : "0"
        case let stepper as UIStepper:
            let value = stepper.value
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case let pages as UIPageControl:
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let field as UITextField:
            return field.text
        case let segments as UISegmentedControl:
            let index = segments.selectedSegmentIndex
            return index == UISegmentedControl.noSegment ? nil : segments.titleForSegment(at: index)
        default:
            return nil
        }
    }

    /// The kind of element and, for controls and labels, its state: a button is `.button`, a
    /// label `.staticText`, a slider, stepper and page control `.adjustable`, a switch
    /// `[.button, .toggleButton]`, an image view `.image`; a selected control adds `.selected`,
    /// a disabled control or label `.notEnabled`.
    package var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch self {
        case let label as UILabel:
            traits.insert(.staticText)
            if !label.isEnabled { traits.insert(.notEnabled) }
            return traits
        case is UIImageView:
            return .image
        case is UIButton:
            traits.insert(.button)
        case is UISwitch:
            traits.formUnion([.button, .toggleButton])
        case is UISlider, is UIStepper, is UIPageControl:
            traits.insert(.adjustable)
        default:
            break
        }
        if let control = self as? UIControl {
            if control.isSelected { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
        }
        return traits
    }

    /// A view's bounds on the screen (`.zero` outside a window); an element's frame in its
    /// container's space placed on the screen.
    package var defaultAccessibilityFrame: CGRect {
        switch self {
        case let view as UIView:
            return view.screenRect(of: view.bounds)
        case let element as UIAccessibilityElement:
            let local = element.accessibilityFrameInContainerSpace
            guard local != .zero, let container = element.accessibilityContainer as? UIView else { return .zero }
            return container.screenRect(of: local)
        default:
            return .zero
        }
    }

    /// The default increment (`direction` 1) or decrement (-1) of the adjustable controls.
    package func performDefaultAccessibilityAdjustment(by direction: Int) {
        switch self {
        case let slider as UISlider:
            let step = (slider.maximumValue - slider.minimumValue) / 10
            let old = slider.value
            slider.value = old + Float(direction) * step
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let old = stepper.value
            var next = old + Double(direction) * stepper.stepValue
            if next > stepper.maximumValue {
                next = stepper.wraps ? stepper.minimumValue : stepper.maximumValue
            } else if next < stepper.minimumValue {
                next = stepper.wraps ? stepper.maximumValue : stepper.minimumValue
            }
            stepper.value = next
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let target = pages.currentPage + direction
            guard target >= 0, target < pages.numberOfPages else { return }
            pages.currentPage = target
            pages.sendActions(for: .valueChanged)
        default:
            break
        }
    }

    /// The default activation: an enabled button sends `.touchUpInside` and
    /// `.primaryActionTriggered` (what a tap sends); an enabled switch flips and sends
    /// `.valueChanged`; another enabled control with a primary action performs it. Everything
    /// else returns false, so the assistive technology taps the activation point.
    package func performDefaultAccessibilityActivation() -> Bool {
        guard let control = self as? UIControl, control.isEnabled else { return false }
        switch control {
        case let button as UIButton:
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            return true
        case let toggle as UISwitch:
            toggle.isOn.toggle()
            toggle.sendActions(for: .valueChanged)
            return true
        case is UISlider, is UIStepper, is UIPageControl, is UISegmentedControl, is UITextField:
            return false
        default:
            guard control.allControlEvents.contains(.primaryActionTriggered) else { return false }
            control.sendActions(for: .primaryActionTriggered)
            return true
        }
    }
}

extension UIView {
    /// `rect` (in the receiver's coordinates) on the screen: through the window, offset by the
    /// window's origin; `.zero` outside a window.
    package func screenRect(of rect: CGRect) -> CGRect {
        guard let window else { return .zero }
        let inWindow = self === window ? rect : convert(rect, to: window)
        return inWindow.offsetBy(
            dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
    }
}
