/// The monkey's random numbers: SplitMix64 from the seed, so a seed replays the same run.
struct SoakAppRandom: RandomNumberGenerator {
    private var state: UInt64

    /// The stream starts from the seed mixed, not from a multiple of the step: seeds n and n+1
    /// would otherwise give the same stream one number apart.
    init(seed: UInt64) { state = Self.mix(seed ^ 0x5851_F42D_4C95_7F2D) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A number in `range`.
    mutating func value(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// One of `items` (which must not be empty).
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
