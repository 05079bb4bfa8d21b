import Foundation
import OpenUIKit

/// Reads fuzzer bytes as a sequence of inputs for ``fuzzInput(_:_:)``; every byte string is a
/// valid program, so the fuzzer spends its time on the application, not on the format.
struct FuzzInputDecoder {
    enum Action {
        case send(InputEvent)
        case advance(TimeInterval)
    }

    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func next(now: TimeInterval) -> Action? {
        guard let op = byte() else { return nil }
        switch op % 8 {
        case 0, 1, 2:
            guard let touch = touch(now: now) else { return nil }
            return .send(.touch(touch))
        case 3:
            let count = Int((byte() ?? 0) % 5)
            let time = timestamp(now: now)
            var touches: [TouchInput] = []
            for _ in 0..<count {
                guard var touch = touch(now: now) else { break }
                touch.timestamp = time
                touches.append(touch)
            }
            return .send(.touches(touches))
        case 4:
            let code = byte() ?? 0
            let key = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: Int(code)), characters: String(UnicodeScalar(code % 96 + 32)))
            return .send(.key(KeyInput(isDown: code & 1 == 0, key: key, timestamp: timestamp(now: now))))
        case 5:
            let length = Int((byte() ?? 0) % 5)
            var scalars: [UInt8] = []
            for _ in 0..<length { scalars.append(byte() ?? 0) }
            return .send(.text(String(decoding: scalars, as: UTF8.self), timestamp: timestamp(now: now)))
        case 6:
            return .advance(Double(byte() ?? 0) / 64)
        default:
            let kind = byte() ?? 0
            if kind & 1 == 0 {
                let phase: InputEvent.MotionPhase = [.began, .ended, .cancelled][Int(kind / 2) % 3]
                return .send(.shake(phase, timestamp: timestamp(now: now)))
            }
            return .send(.remoteControl(UIEvent.EventSubtype(rawValue: Int(kind / 2)) ?? .none, timestamp: timestamp(now: now)))
        }
    }

    private mutating func touch(now: TimeInterval) -> TouchInput? {
        guard let packed = byte() else { return nil }
        let finger = Int(packed % 8)
        let phase: TouchInput.Phase = [.down, .move, .up, .cancel][Int(packed / 8) % 4]
        return TouchInput(
            fingerID: finger, phase: phase, location: CGPoint(x: coordinate(), y: coordinate()),
            timestamp: timestamp(now: now))
    }

    /// A coordinate on the 390 × 844 screen most of the time, sometimes one that must be refused.
    private mutating func coordinate() -> CGFloat {
        let value = byte() ?? 0
        switch value {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e7
        case 5: return .greatestFiniteMagnitude
        default: return CGFloat(value) * 3.5
        }
    }

    /// Now, most of the time; sometimes earlier, far ahead, or not a number.
    private mutating func timestamp(now: TimeInterval) -> TimeInterval {
        switch (byte() ?? 255) % 16 {
        case 0: return now - 1
        case 1: return now + 1e300
        case 2: return .nan
        case 3: return now + 5
        case 4: return .infinity
        default: return now
        }
    }
}
