/// Counts emoji in UTF-16 text fed chunk by chunk (see ``EmojiCounter``).
public typealias UTF16EmojiCounter = EmojiCounter<Unicode.UTF16>

/// Counts emoji in UTF-8 text fed chunk by chunk (see ``EmojiCounter``).
public typealias UTF8EmojiCounter = EmojiCounter<Unicode.UTF8>

/// Counts emoji in UTF-16 or UTF-8 text fed chunk by chunk.
///
/// Built on ``GraphemeScanner``: the counts are the same for every way of splitting the
/// text, and a cluster of any length is classified in O(1) memory without allocating.
///
/// ```swift
/// var counter = UTF16EmojiCounter()
/// let units = Array("\u{1F469}\u{200D}\u{1F52C} \u{1F1FA}\u{1F1E6}".utf16)   // woman scientist, flag
/// units.withUnsafeBufferPointer { buffer in
///     counter.scan(UnsafeBufferPointer(rebasing: buffer[..<3]))   // splits the ZWJ sequence
///     counter.scan(UnsafeBufferPointer(rebasing: buffer[3...]))
/// }
/// counter.finish()
/// counter.counts.total                     // 2
/// counter.counts[kind: .zwjSequence]       // 1
/// ```
///
/// - Complexity: O(n) in code units, O(1) memory.
public struct EmojiCounter<Encoding: GraphemeEncoding>: Sendable {
    private var scanner: GraphemeScanner<Encoding>
    private var stream: EmojiClusterStream
    private var finished = false

    /// Creates a counter at the start of a text, classifying by the emoji data of a Unicode
    /// version (Emoji 18.0 by default).
    ///
    /// ```swift
    /// var counter = UTF8EmojiCounter(policy: .fullyQualifiedRGI, unicode: .v17_0)
    /// ```
    public init(policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default) {
        scanner = GraphemeScanner(unicode: version)
        stream = EmojiClusterStream(policy: policy, tables: EmojiTables.tables(for: version))
    }

    /// The counts so far. A cluster is counted once the next one starts, or at ``finish(_:)``.
    public var counts: EmojiCounts { stream.counts }

    /// Scans the next chunk of the text.
    public mutating func scan(_ chunk: UnsafeBufferPointer<Encoding.CodeUnit>) {
        scan(chunk) { _ in }
    }

    /// Scans the next chunk, calling `body` for each emoji it completes.
    public mutating func scan<Failure: Error>(
        _ chunk: UnsafeBufferPointer<Encoding.CodeUnit>, _ body: (EmojiMatch) throws(Failure) -> Void
    ) throws(Failure) {
        // Local copies: the scanner's callback mutates the stream while the scanner runs.
        var scanner = self.scanner
        var stream = self.stream
        defer {
            self.scanner = scanner
            self.stream = stream
        }
        try scanner.scanTyped(chunk) { (scanned) throws(Failure) in try stream.take(scanned, body) }
    }

    /// Ends the text. Calling it again does nothing.
    public mutating func finish() {
        finish { _ in }
    }

    /// Ends the text, calling `body` for the emoji that ends it, if any. Calling it again does nothing.
    public mutating func finish<Failure: Error>(_ body: (EmojiMatch) throws(Failure) -> Void) throws(Failure) {
        guard !finished else { return }
        finished = true
        var scanner = self.scanner
        var stream = self.stream
        defer {
            self.scanner = scanner
            self.stream = stream
        }
        try scanner.finish { (scanned) throws(Failure) in try stream.take(scanned, body) }
        try stream.close(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count, body)
    }

    /// The counts of a sequence that is not contiguous, fed through a fixed-size buffer.
    static func counts(
        chunks units: some Sequence<Encoding.CodeUnit>, policy: EmojiPolicy, unicode version: UnicodeVersion
    ) -> EmojiCounts {
        var counter = EmojiCounter(policy: policy, unicode: version)
        GraphemeClusters.forEachChunk(of: units) { counter.scan($0) }
        counter.finish()
        return counter.counts
    }
}
