import Foundation

/// A duration in seconds, as Core Foundation names it; Foundation on Linux does not export
/// the Core Foundation typealias, and Core Animation's API is written with it.
public typealias CFTimeInterval = Double
