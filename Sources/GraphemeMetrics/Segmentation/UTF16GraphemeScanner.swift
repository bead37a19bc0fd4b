/// An incremental grapheme cluster scanner over UTF-16 code units.
///
/// Feed the text in chunks of any size with ``scan(_:_:)``, then call ``finish(_:)`` once. The
/// scanner reports every scalar with its offsets and whether a grapheme cluster (UAX #29,
/// Unicode 17.0.0) starts there. The result is the same for every way of splitting the input:
/// a surrogate pair, CR LF, flag, ZWJ sequence or conjunct split across chunks is still seen whole,
/// because the scanner carries the segmentation state and at most one pending high surrogate.
///
/// ```swift
/// var scanner = UTF16GraphemeScanner()
/// var starts: [Int] = []
/// let text = Array("🇺🇦🇫".utf16)           // U+1F1FA U+1F1E6 U+1F1EB
/// text.withUnsafeBufferPointer { units in
///     scanner.scan(UnsafeBufferPointer(rebasing: units[..<3])) { if $0.startsCluster { starts.append($0.utf16Offset) } }
///     scanner.scan(UnsafeBufferPointer(rebasing: units[3...])) { if $0.startsCluster { starts.append($0.utf16Offset) } }
/// }
/// scanner.finish { if $0.startsCluster { starts.append($0.utf16Offset) } }
/// // starts == [0, 4]; scanner.clusterCount == 2
/// ```
///
/// An unpaired surrogate is one U+FFFD (Grapheme_Cluster_Break=Other) and counts in
/// ``repairedCount``; the scanner never traps, whatever the units.
///
/// - Complexity: O(n) in UTF-16 code units, O(1) memory: one table lookup and one state
///   transition per scalar, never a look-back over the text.
public struct UTF16GraphemeScanner: Sendable {
    /// The number of grapheme clusters started so far.
    public private(set) var clusterCount = 0
    /// The number of scalars reported so far (a repaired unit counts as one U+FFFD).
    public private(set) var scalarCount = 0
    /// The number of UTF-16 code units fed so far.
    public private(set) var utf16Count = 0
    /// The UTF-8 length of the scalars reported so far (a repaired unit counts as 3 bytes).
    public private(set) var utf8Count = 0
    /// The number of unpaired surrogates repaired to U+FFFD so far.
    public private(set) var repairedCount = 0

    private var state: UInt16 = 0
    /// A high surrogate that ended the previous chunk, or 0.
    private var pendingHighSurrogate: UInt16 = 0

    /// Creates a scanner at the start of a text.
    public init() {}

    /// Scans the next chunk of the text, calling `body` for each scalar that it completes.
    ///
    /// A high surrogate at the end of `chunk` is held back until the next call or ``finish(_:)``.
    public mutating func scan(
        _ chunk: UnsafeBufferPointer<UInt16>, _ body: (ScannedScalar) throws -> Void
    ) rethrows {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        let count = chunk.count
        let chunkStart = utf16Count
        utf16Count += count
        var index = 0

        if pendingHighSurrogate != 0 {
            let high = pendingHighSurrogate
            pendingHighSurrogate = 0
            let low = base[0]
            if UTF16.isTrailSurrogate(low) {
                try emit(Self.combine(high, low), at: chunkStart - 1, length: 2, repaired: false, body)
                index = 1
            } else {
                try emit(0xFFFD, at: chunkStart - 1, length: 1, repaired: true, body)
            }
        }

        while index < count {
            let unit = base[index]
            if !UTF16.isSurrogate(unit) {
                try emit(UInt32(unit), at: chunkStart + index, length: 1, repaired: false, body)
                index += 1
            } else if UTF16.isLeadSurrogate(unit) {
                if index + 1 == count {
                    pendingHighSurrogate = unit
                    return
                }
                let next = base[index + 1]
                if UTF16.isTrailSurrogate(next) {
                    try emit(Self.combine(unit, next), at: chunkStart + index, length: 2, repaired: false, body)
                    index += 2
                } else {
                    try emit(0xFFFD, at: chunkStart + index, length: 1, repaired: true, body)
                    index += 1
                }
            } else {
                try emit(0xFFFD, at: chunkStart + index, length: 1, repaired: true, body)
                index += 1
            }
        }
    }

    /// Ends the text: a high surrogate still held back becomes U+FFFD and is reported.
    ///
    /// Calling it again does nothing. Use a new scanner for the next text.
    public mutating func finish(_ body: (ScannedScalar) throws -> Void) rethrows {
        if pendingHighSurrogate != 0 {
            pendingHighSurrogate = 0
            try emit(0xFFFD, at: utf16Count - 1, length: 1, repaired: true, body)
        }
    }

    @inline(__always)
    private static func combine(_ high: UInt16, _ low: UInt16) -> UInt32 {
        0x10000 &+ (UInt32(high & 0x3FF) &<< 10 | UInt32(low & 0x3FF))
    }

    @inline(__always)
    private mutating func emit(
        _ value: UInt32, at offset: Int, length: Int, repaired: Bool, _ body: (ScannedScalar) throws -> Void
    ) rethrows {
        let tables = GraphemeTables.shared
        let transition = tables.transition(state, tables.classOf(value))
        state = transition &>> 1
        let starts = transition & 1 != 0
        // A decoded value is a scalar by construction: not a surrogate, at most 0x10FFFF.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        let scanned = ScannedScalar(
            scalar: scalar, utf8Offset: utf8Count, utf16Offset: offset, encodedLength: length,
            startsCluster: starts, isRepaired: repaired)
        clusterCount += starts ? 1 : 0
        scalarCount += 1
        utf8Count += UTF8.width(scalar)
        if repaired { repairedCount += 1 }
        try body(scanned)
    }
}
