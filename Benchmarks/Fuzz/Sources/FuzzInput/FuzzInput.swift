import Foundation
import FuzzerDriver
import OpenUIKit
import OpenUIKitTesting

/// libFuzzer entry point: the bytes are decoded into a stream of inputs (``FuzzInputDecoder``),
/// good and bad (unknown fingers, NaN, infinite and huge coordinates, timestamps that go back
/// or far ahead, empty and duplicate batches, keys, text, shakes, remote-control commands,
/// clock moves), sent into a fresh soak scene. Then every finger 0…7 lifts, the clock runs on,
/// and every soak invariant but "input accepted" must hold; a broken one traps, which libFuzzer
/// reports as a crash with the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let scene = SoakScene()
        var decoder = FuzzInputDecoder(bytes: bytes)
        while let action = decoder.next(now: scene.app.now) {
            switch action {
            case .send(let input): scene.app.send(input)
            case .advance(let seconds): scene.app.advance(by: seconds)
            }
            check(scene.brokenInvariants(quiescent: false))
        }
        for finger in 0...7 {
            scene.app.send(.touch(TouchInput(fingerID: finger, phase: .up, location: .zero, timestamp: scene.app.now)))
        }
        scene.app.advance(by: SoakEngine.settleDuration)
        check(scene.brokenInvariants(quiescent: true))
    }
    return 0
}

@MainActor
private func check(_ found: [(invariant: SoakInvariant, detail: String)]) {
    if let broken = found.first(where: { $0.invariant != .inputAccepted }) {
        fatalError("\(broken.invariant): \(broken.detail)")
    }
}

/// The program's entry point (SwiftPM calls an executable's `main` `FuzzInput_main`): hands the
/// command line to libFuzzer's driver with the harness above.
@_cdecl("FuzzInput_main")
public func fuzzInputMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzInput(data, size)
    }
}
