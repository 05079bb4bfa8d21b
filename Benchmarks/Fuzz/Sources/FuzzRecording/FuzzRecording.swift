import Foundation
import FuzzerDriver
import OpenUIKit
import OpenUIKitTesting

/// libFuzzer entry point: the bytes, read as UTF-8 (invalid sequences replaced), are parsed as
/// an ``InputRecording``. Parsing must either throw or give a recording that writes back to
/// text parsing to an equal recording; a short one is also replayed into a soak scene, where
/// every soak invariant but "input accepted" (the recording may hold bad input on purpose)
/// must hold. Anything else traps, which libFuzzer reports as a crash with the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let recording = try? InputRecording(jsonLines: text) else { return 0 }
    let written = recording.jsonLines()
    guard let again = try? InputRecording(jsonLines: written) else {
        fatalError("a parsed recording wrote text its own parser refuses:\n\(written)")
    }
    guard again == recording else {
        fatalError("a recording changed on the way through its text:\n\(written)")
    }
    guard recording.duration <= 30, recording.events.count <= 200 else { return 0 }
    MainActor.assumeIsolated {
        let broken = SoakEngine.replay(recording).filter { $0.invariant != .inputAccepted }
        if let first = broken.first { fatalError("replayed recording broke an invariant: \(first)") }
    }
    return 0
}

/// The program's entry point (SwiftPM calls an executable's `main` `FuzzRecording_main`): hands the
/// command line to libFuzzer's driver with the harness above.
@_cdecl("FuzzRecording_main")
public func fuzzRecordingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzRecording(data, size)
    }
}
