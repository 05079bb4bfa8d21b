import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that never passes touchesEnded on: it records nothing and forwards nothing, so the
/// touch stays open for it and for every ancestor its began was forwarded to.
private final class SwallowsEndedView: SoakView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor private func addSwallowingView(_ scene: SoakScene) {
    scene.add(SwallowsEndedView(
        frame: CGRect(x: 0, y: 600, width: 390, height: 120), ledger: scene.ledger, identifier: "swallower"))
}

/// The soak engine (OpenUIKitTesting/Soak) over its realistic scene: random multi-touch,
/// taps, keys and clock advances with every invariant checked after every step.
@MainActor @Suite struct SoakEngineTests {
    @Test("20,000 random steps hold every soak invariant", LongRuns.only, arguments: [1, 2] as [UInt64])
    func soakHoldsInvariants(seed: UInt64) {
        let engine = SoakEngine(seed: seed)
        engine.run(steps: 20_000)
        #expect(engine.violations == [])
        #expect(engine.violationCount == 0)
        // The run did exercise the scene: settles were checked, actions fired, views were told.
        #expect(engine.settleCount > 100)
        #expect(engine.scene.actionCount > 1_000)
        #expect(engine.scene.ledger.callCount > 20_000)
    }

    @Test("One seed is one run: two engines with the same seed produce the same steps")
    func seedIsDeterministic() {
        let first = SoakEngine(seed: 42)
        let second = SoakEngine(seed: 42)
        let a = (0..<300).map { _ in first.runStep() }
        let b = (0..<300).map { _ in second.runStep() }
        #expect(a == b)
        #expect(first.scene.ledger.callCount == second.scene.ledger.callCount)
        #expect(first.scene.actionCount == second.scene.actionCount)
    }

    @Test("A view that swallows touchesEnded is caught, with its seed, step and invariant")
    func detectsSwallowedEnded() throws {
        let engine = SoakEngine(seed: 3, configure: addSwallowingView)
        engine.run(steps: 2_000)
        let first = try #require(engine.violations.first)
        #expect(first.seed == 3)
        #expect(first.invariant == .touchEndsOnce)
        #expect(engine.violations.contains { $0.detail.contains("swallower got touchesBegan") })
        #expect(first.step == .settle)
        #expect(engine.violations.allSatisfy { $0.invariant == .touchEndsOnce })
    }

    @Test("A violation's recording round-trips through JSON Lines and replays to the same invariant")
    func violationReproducesFromRecording() throws {
        let engine = SoakEngine(seed: 3, configure: addSwallowingView)
        engine.run(steps: 2_000)
        let first = try #require(engine.violations.first)
        let recording = SoakEngine.reproduction(of: first, configure: addSwallowingView)
        let parsed = try InputRecording(jsonLines: recording.jsonLines())
        #expect(parsed == recording)
        #expect(parsed.metadata["soakSeed"] == "3")
        let replayed = SoakEngine.replay(parsed, configure: addSwallowingView)
        #expect(replayed.contains { $0.invariant == .touchEndsOnce && $0.detail == first.detail })
        // Without the broken view the same input is clean.
        #expect(SoakEngine.replay(parsed) == [])
    }

    /// Found by `make fuzz` (FuzzRecording, CI's 20-second run): a lift whose location is beyond
    /// the input limit was dropped whole, so buttonA's touch never ended. The file is also a
    /// seed of the fuzzer's corpus (Benchmarks/Fuzz/Seeds/lift-beyond-limit.jsonl).
    @Test("A recorded lift refused for its location still ends the touch: the replay breaks no invariant")
    func refusedLiftInRecording() throws {
        let text = """
            {"format":"openuikit-input","version":1,"duration":0.5,"screen":{"width":390,"height":844,"scale":1},"metadata":{}}
            {"t":0,"type":"touch","finger":1,"phase":"down","x":100,"y":40}
            {"t":0.05,"type":"touch","finger":1,"phase":"up","x":1e101,"y":40}
            """
        let recording = try InputRecording(jsonLines: text)
        let violations = SoakEngine.replay(recording).filter { $0.invariant != .inputAccepted }
        #expect(violations == [])
    }
}
