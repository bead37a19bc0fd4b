import GraphemeMetrics

/// Reads a fuzzer's bytes as parameters followed by a payload.
///
/// Taking parameters from the front of the input (rather than from a random generator) keeps
/// every run reproducible from its crash file and lets libFuzzer mutate them like any byte.
public struct FuzzInput {
    public private(set) var bytes: UnsafeBufferPointer<UInt8>

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    /// The Unicode version a target checks this input with: chosen by the input's length, so
    /// every version is fuzzed and no input layout changes (a committed seed stays meaningful).
    public static func version(forSize size: Int) -> UnicodeVersion {
        UnicodeVersion.allCases[size % UnicodeVersion.allCases.count]
    }

    /// Takes the first byte, or 0 when the input is used up.
    public mutating func takeByte() -> UInt8 {
        guard let first = bytes.first else { return 0 }
        bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst())
        return first
    }

    /// Takes two bytes as a little-endian number, or 0 when the input is used up.
    public mutating func takeUInt16() -> UInt16 {
        let low = UInt16(takeByte())
        return UInt16(takeByte()) << 8 | low
    }

    /// The rest of the input as UTF-16 code units, two bytes each, little-endian; an odd last
    /// byte is dropped.
    public var remainingUTF16: [UInt16] {
        stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0 + 1]) << 8 | UInt16(bytes[$0]) }
    }

    /// The rest of the input as bytes.
    public var remainingBytes: [UInt8] { Array(bytes) }
}
