import Foundation
import OpenUIKit

/// A slider, instrumented for the soak: each touch method tells the scene's
/// ``SoakTouchLedger`` what it received before doing what a `UISlider` does.
@MainActor @preconcurrency
open class SoakSlider: UISlider {
    /// Where the touch calls are recorded.
    public weak var ledger: SoakTouchLedger?

    public init(frame: CGRect, ledger: SoakTouchLedger, identifier: String) {
        self.ledger = ledger
        super.init(frame: frame)
        accessibilityIdentifier = identifier
    }

    public required init?(coder: NSCoder) {
        fatalError("SoakSlider is built in code by the soak scene, not decoded")
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.call(.began, touches, view: self) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.call(.moved, touches, view: self) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.call(.ended, touches, view: self) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.call(.cancelled, touches, view: self) { super.touchesCancelled(touches, with: event) }
    }
}
