import Foundation

/// Turns UIKit's spring description (a duration, a damping ratio, an initial velocity in
/// whole distances per second) into Core Animation's mass–stiffness–damping spring.
///
/// The mass is 1 and the natural frequency is chosen so the spring settles (within 0.1 % of
/// the distance, ``SpringMotion/settlingThreshold``) at the end of the duration.
// UIKit divergence: UIKit does not publish its mapping; settling at the duration is our rule.
enum SpringTuning {
    static func parameters(duration: Double, dampingRatio: Double, initialVelocity: Double)
        -> (mass: Double, stiffness: Double, damping: Double)
    {
        let ratio = min(max(dampingRatio, 0.01), 1)
        func settling(_ frequency: Double) -> Double {
            SpringMotion(
                mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency,
                initialVelocity: initialVelocity
            ).settlingDuration
        }
        // Settling time falls as the frequency rises: bracket, then bisect in log space.
        var low = 1.0, high = 1.0
        while settling(low) < duration && low > 1e-3 { low /= 4 }
        while settling(high) > duration && high < 1e5 { high *= 4 }
        for _ in 0..<40 {
            let mid = (low * high).squareRoot()
            if settling(mid) > duration { low = mid } else { high = mid }
        }
        let frequency = high
        return (1, frequency * frequency, 2 * ratio * frequency)
    }
}
