/// An incremental grapheme cluster scanner over UTF-8 bytes.
///
/// It is ``UTF16GraphemeScanner``'s twin for UTF-8: the same state machine, the same results, with
/// each scalar reported at its byte offset in the input and at its offset in the UTF-16 encoding
/// of the text. Feed the bytes in chunks of any size with ``scan(_:_:)`` and call ``finish(_:)``
/// once; a sequence split across chunks is decoded whole.
///
/// ```swift
/// var scanner = UTF8GraphemeScanner()
/// let bytes: [UInt8] = [0x61, 0xCC, 0x81, 0xFF, 0x62]   // a, U+0301, an invalid byte, b
/// bytes.withUnsafeBufferPointer { scanner.scan($0) { _ in } }
/// scanner.finish { _ in }
/// // scanner.clusterCount == 3 ("á", U+FFFD, "b"); scanner.repairedCount == 1
/// ```
///
/// Ill-formed UTF-8 is repaired with one U+FFFD per maximal subpart (Unicode §3.9), the practice
/// of the W3C Encoding Standard, ICU and Swift's `String(decoding:as:)`; ``repairedCount`` counts
/// the bytes so repaired. The scanner never traps, whatever the bytes.
///
/// - Complexity: O(n) in bytes, O(1) memory.
public struct UTF8GraphemeScanner: Sendable {
    /// The number of grapheme clusters started so far.
    public private(set) var clusterCount = 0
    /// The number of scalars reported so far (a repaired subpart counts as one U+FFFD).
    public private(set) var scalarCount = 0
    /// The UTF-16 length of the scalars reported so far (a repaired subpart counts as one unit).
    public private(set) var utf16Count = 0
    /// The number of bytes fed so far.
    public private(set) var utf8Count = 0
    /// The number of ill-formed bytes repaired to U+FFFD so far.
    public private(set) var repairedCount = 0

    private var state: UInt16 = 0
    /// The valid prefix of a sequence that the previous chunk ended inside: up to 3 bytes,
    /// first byte in the lowest 8 bits.
    private var pendingBytes: UInt32 = 0
    private var pendingCount = 0

    /// Creates a scanner at the start of a text.
    public init() {}

    /// Scans the next chunk of the text, calling `body` for each scalar that it completes.
    public mutating func scan(
        _ chunk: UnsafeBufferPointer<UInt8>, _ body: (ScannedScalar) throws -> Void
    ) rethrows {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        let count = chunk.count
        let chunkStart = utf8Count
        utf8Count += count
        var index = 0

        if pendingCount > 0 {
            // Finish the split sequence on a small copy: the held-back prefix, then as many bytes
            // of this chunk as a sequence can still need.
            var window: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            let taken = min(4 - pendingCount, count)
            let decoded = withUnsafeMutableBytes(of: &window) { raw in
                let window = raw.bindMemory(to: UInt8.self)
                for position in 0..<pendingCount {
                    window[position] = UInt8(truncatingIfNeeded: pendingBytes &>> (8 * UInt32(position)))
                }
                for position in 0..<taken { window[pendingCount + position] = base[position] }
                return UTF8Decoding.decode(
                    UnsafePointer(window.baseAddress!), available: pendingCount + taken)
            }
            let start = chunkStart - pendingCount
            if decoded.status == .truncated {
                // Still inside the sequence, and this chunk is used up (it had fewer bytes than needed).
                for position in 0..<taken {
                    pendingBytes |= UInt32(base[position]) &<< (8 * UInt32(pendingCount + position))
                }
                pendingCount += taken
                return
            }
            index = decoded.length - pendingCount
            pendingBytes = 0
            pendingCount = 0
            try emit(decoded.value, at: start, length: decoded.length, repaired: decoded.status == .invalid, body)
        }

        while index < count {
            let lead = base[index]
            if lead < 0x80 {
                try emit(UInt32(lead), at: chunkStart + index, length: 1, repaired: false, body)
                index += 1
                continue
            }
            let decoded = UTF8Decoding.decode(base + index, available: count - index)
            if decoded.status == .truncated {
                for position in 0..<decoded.length {
                    pendingBytes |= UInt32(base[index + position]) &<< (8 * UInt32(position))
                }
                pendingCount = decoded.length
                return
            }
            try emit(
                decoded.value, at: chunkStart + index, length: decoded.length,
                repaired: decoded.status == .invalid, body)
            index += decoded.length
        }
    }

    /// Ends the text: a sequence still unfinished becomes one U+FFFD and is reported.
    ///
    /// Calling it again does nothing. Use a new scanner for the next text.
    public mutating func finish(_ body: (ScannedScalar) throws -> Void) rethrows {
        if pendingCount > 0 {
            let length = pendingCount
            pendingBytes = 0
            pendingCount = 0
            try emit(0xFFFD, at: utf8Count - length, length: length, repaired: true, body)
        }
    }

    @inline(__always)
    private mutating func emit(
        _ value: UInt32, at offset: Int, length: Int, repaired: Bool, _ body: (ScannedScalar) throws -> Void
    ) rethrows {
        let tables = GraphemeTables.shared
        let transition = tables.transition(state, tables.classOf(value))
        state = transition &>> 1
        let starts = transition & 1 != 0
        // The decoder yields only scalar values (no surrogates, at most 0x10FFFF) or U+FFFD.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        let scanned = ScannedScalar(
            scalar: scalar, utf8Offset: offset, utf16Offset: utf16Count, encodedLength: length,
            startsCluster: starts, isRepaired: repaired)
        clusterCount += starts ? 1 : 0
        scalarCount += 1
        utf16Count += value > 0xFFFF ? 2 : 1
        if repaired { repairedCount += length }
        try body(scanned)
    }
}
