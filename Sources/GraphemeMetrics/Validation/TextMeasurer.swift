/// Measures UTF-16 code units that arrive in chunks (see ``TextMeasurer``).
public typealias UTF16TextMeasurer = TextMeasurer<Unicode.UTF16>

/// Measures UTF-8 bytes that arrive in chunks (see ``TextMeasurer``).
public typealias UTF8TextMeasurer = TextMeasurer<Unicode.UTF8>

/// Measures UTF-16 code units or UTF-8 bytes that arrive in chunks, with the results of
/// ``TextMetrics``.
///
/// ```swift
/// var measurer = UTF16TextMeasurer()
/// let first: [UInt16] = [0x0065, 0xD83C]            // "e" and the start of U+1F1FA
/// let second: [UInt16] = [0xDDFA, 0xD83C, 0xDDE6]          // ... and U+1F1E6: a flag split across chunks
/// first.withUnsafeBufferPointer { measurer.measure($0) }
/// second.withUnsafeBufferPointer { measurer.measure($0) }
/// let lengths = measurer.finish()       // graphemes 2, scalars 3, width 3
/// ```
///
/// A sequence split across chunks (a surrogate pair or UTF-8 sequence, CR LF, a flag, a ZWJ
/// sequence, a conjunct) is measured whole: the result is the same for every split.
///
/// - Complexity: O(n) in code units over all chunks, O(1) memory.
public struct TextMeasurer<Encoding: GraphemeEncoding>: Sendable {
    private var scanner: GraphemeScanner<Encoding>
    private var accumulator: ClusterAccumulator
    private var lengths = TextLengths()

    /// Creates a measurer at the start of a text, measuring by the data and rules of a Unicode
    /// version (by default 18.0).
    public init(options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default) {
        scanner = GraphemeScanner(unicode: version)
        accumulator = ClusterAccumulator(options: options, unicode: version)
    }

    /// Measures the next chunk of the text; a sequence that the chunk ends inside is held until
    /// the next chunk or ``finish()``.
    ///
    /// - Complexity: O(m) in the chunk's code units; allocates nothing.
    public mutating func measure(_ chunk: UnsafeBufferPointer<Encoding.CodeUnit>) {
        scanner.scanTyped(chunk) { scalar in
            if let cluster = accumulator.add(scalar) { lengths.add(cluster) }
        }
    }

    /// Ends the text and returns its lengths. Call it once; use a new measurer for the next text.
    ///
    /// - Complexity: O(1).
    public mutating func finish() -> TextLengths {
        scanner.finish { scalar in
            if let cluster = accumulator.add(scalar) { lengths.add(cluster) }
        }
        if let last = accumulator.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count) {
            lengths.add(last)
        }
        return lengths
    }

    /// The lengths of a sequence that is not contiguous, fed through a fixed-size buffer.
    static func measure(
        chunks units: some Sequence<Encoding.CodeUnit>, options: DisplayWidth.Options, unicode version: UnicodeVersion
    ) -> TextLengths {
        var measurer = TextMeasurer(options: options, unicode: version)
        GraphemeClusters.forEachChunk(of: units) { measurer.measure($0) }
        return measurer.finish()
    }
}
