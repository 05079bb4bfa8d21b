import Foundation

/// A damped harmonic oscillator solved in closed form: a mass on a spring released at
/// progress 0 (with an initial velocity) and pulled towards progress 1.
///
/// With ω₀ = √(k/m) and ζ = c / (2√(km)), the displacement x = progress − 1 starts at −1 with
/// velocity v₀ and follows
/// - ζ < 1: e^(−ζω₀t)·(x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - ζ = 1: e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t);
/// - ζ > 1: c₁e^(r₁t) + c₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)).
package struct SpringMotion: Sendable, Equatable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double

    /// How close to the target counts as settled, in units of the whole distance.
    // Core Animation does not publish its threshold.
    package static let settlingThreshold = 0.001

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target `t` seconds after release (starts at −1).
    package func displacement(at t: Double) -> Double {
        let x0 = -1.0, v0 = initialVelocity
        let w0 = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// Progress from 0 to 1 (beyond 1 while it overshoots) `t` seconds after release.
    package func progress(at t: Double) -> Double { 1 + displacement(at: t) }

    /// An upper bound of |displacement| from `t` on, which only decreases.
    private func envelope(at t: Double) -> Double {
        let x0 = -1.0, v0 = initialVelocity
        let w0 = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return exp(-w0 * t) * (abs(x0) + abs(v0 + w0 * x0) * t) }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = (x0 * x0 + pow((v0 + zeta * w0 * x0) / wd, 2)).squareRoot()
            return amplitude * exp(-zeta * w0 * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return (abs(x0 - c2) + abs(c2)) * exp(r1 * t)
    }

    /// The time after which the displacement stays within ``settlingThreshold``: found by
    /// scanning in 1 ms steps up to where the decaying envelope guarantees it (at most
    /// 10 minutes, for a spring without damping).
    package var settlingDuration: Double {
        let step = 0.001
        var lastOutside = 0.0
        var t = 0.0
        while t < 600 {
            if abs(displacement(at: t)) >= Self.settlingThreshold { lastOutside = t }
            // The bound can fall below the threshold only after the last crossing; once it
            // stays under, nothing later can be outside.
            if envelope(at: t) < Self.settlingThreshold { break }
            t += step
        }
        return lastOutside == 0 && abs(displacement(at: 0)) < Self.settlingThreshold ? 0 : lastOutside + step
    }
}
