extension UIView {
    /// How a `UIView.animate…` block animates: interaction, inheritance, repetition, curve.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the block so they animate with their parent (stored only).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views take touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen; here every view animation does (see DIVERGENCES.md).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content while animating (stored only).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides or shows instead of removing or adding in transitions (stored only).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block uses its own repeat and autoreverse options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        // The transitions of `transition(with:…)` and `transition(from:to:…)` (bits 20–23).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name (bits 16–19).
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The timing curves of view animations.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of `animateKeyframes`: the shared ones plus how values between keyframes are
    /// found.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The shared options (interaction, repeat, inheritance), as animation options.
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }
    }
}
